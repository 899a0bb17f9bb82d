import { DOCUMENT_PUBLISHED, type Project, type SignUp } from '@tender/domain';
import { KyselyBondStore } from '../adapters/bonds/kysely-bond-store';
import type { RequestScope } from '../adapters/request-scope';
import type { RequestServices } from '../composition/request-services';

/**
 * What a re-tender carries from the tender it repeats (§4 re-tender, ADR 0023), written in the save's own
 * transaction so nothing is half-carried. The packages and the project's files (eHonors) come with the
 * form, prefilled from the source. Here:
 * - the tender documents: the version bidders last got (the newest published, else the newest), as an
 *   unpublished draft — the new tender publishes its own;
 * - the bidders who already paid: a bidder with a bond in the source's ledger paid; each becomes a
 *   sign-up awaiting review ("0") for the package of the same number in the new project, or for the
 *   project when that package was dropped. Their bonds stay in the source's ledger until refunded.
 */
export async function carryIntoRetender(
  services: RequestServices,
  scope: Pick<RequestScope, 'tenantId'>,
  sourceId: number,
  created: Project,
): Promise<void> {
  await carryTenderDocuments(services, sourceId, created.id);
  await carryPaidBidders(services, scope, sourceId, created);
}

async function carryTenderDocuments(services: RequestServices, sourceId: number, projectId: number) {
  const versions = await services.records.listByProject('tenderDocument', sourceId);
  const published = versions.filter((v) => v.tenderDocument_state === DOCUMENT_PUBLISHED);
  const latest = (published.length > 0 ? published : versions).at(-1);
  if (!latest) return;
  await services.records.create('tenderDocument', {
    projectId,
    tenderDocument_fileId: latest.tenderDocument_fileId,
    tenderDocument_fileName: latest.tenderDocument_fileName,
    tenderDocument_note: latest.tenderDocument_note ?? null,
    tenderDocument_state: '0',
    tenderDocument_publishTime: null,
  });
}

async function carryPaidBidders(
  services: RequestServices,
  scope: Pick<RequestScope, 'tenantId'>,
  sourceId: number,
  created: Project,
) {
  const store = new KyselyBondStore(services.db, scope.tenantId);
  const [packages, bonds] = await Promise.all([store.packages(sourceId), store.bonds(sourceId)]);
  const numberOf = new Map(packages.map((group) => [group.id, group.groupNumber]));
  const newGroupOf = new Map(
    (created.sGroupList ?? []).flatMap((group) => (group.id ? [[group.groupNumber, group.id] as const] : [])),
  );
  const carried = new Set<string>();
  for (const bond of bonds) {
    const groupId = newGroupOf.get(numberOf.get(bond.groupId) ?? '') ?? null;
    const key = `${groupId}\u0000${bond.bidder}`;
    if (carried.has(key)) continue;
    carried.add(key);
    const signUp: SignUp = {
      projectId: created.id,
      supplierName: bond.bidder,
      signUp_state: '0',
      signUp_tenderDoc: null,
      signUp_groupId: groupId,
    };
    await services.records.create('signUp', signUp);
  }
}
