import { carriedSignUps, carriedTenderDocument, type Project } from '@tender/domain';
import { KyselyBondStore } from '../adapters/bonds/kysely-bond-store';
import type { RequestScope } from '../adapters/request-scope';
import type { RequestServices } from '../composition/request-services';

/**
 * What a re-tender carries from the tender it repeats (§4 re-tender, ADR 0023; the domain's
 * carriedTenderDocument and carriedSignUps say what), written in the save's own transaction so nothing is
 * half-carried. The packages and the project's files (eHonors) come with the form, prefilled from the
 * source.
 */
export async function carryIntoRetender(
  services: RequestServices,
  scope: Pick<RequestScope, 'tenantId'>,
  sourceId: number,
  created: Project,
): Promise<void> {
  const document = carriedTenderDocument(
    await services.records.listByProject('tenderDocument', sourceId),
    created.id,
  );
  if (document) await services.records.create('tenderDocument', document);
  const store = new KyselyBondStore(services.db, scope.tenantId);
  const [packages, bonds] = await Promise.all([store.packages(sourceId), store.bonds(sourceId)]);
  for (const signUp of carriedSignUps(packages, bonds, created)) {
    await services.records.create('signUp', signUp);
  }
}
