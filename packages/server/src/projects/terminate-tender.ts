import { type Blocker, businessDateOf, type Project, terminationOf } from '@tender/domain';
import { KyselyBondStore } from '../adapters/bonds/kysely-bond-store';
import { KyselyNoticeRepository } from '../adapters/notices/kysely-notice-repository';
import type { RequestScope } from '../adapters/request-scope';
import type { RequestServices } from '../composition/request-services';

/**
 * What terminating a tender leaves besides state 5 (实施条例 第三十一条; 87号令 第二十九条; ADR 0023), in
 * the terminating save's transaction: a draft 流标公告 (when counts fell short) or 终止公告 for staff to
 * edit and publish, and the refund batch — every bond not yet refunded falls due on the fifth working
 * day after today. The project's state is checked by the save (decideProjectUpdate) before this runs.
 */
export async function terminateTender(
  services: RequestServices,
  scope: Pick<RequestScope, 'tenantId'>,
  project: Project,
  blockers: readonly Blocker[],
): Promise<void> {
  const store = new KyselyBondStore(services.db, scope.tenantId);
  const today = businessDateOf(services.clock());
  const { notice, refundDueOn } = terminationOf(project, blockers, await store.bonds(project.id), today);
  // The save has checked who may terminate; the notice is part of that change, not a step record.
  const notices = new KyselyNoticeRepository(services.db, scope.tenantId, {
    clock: services.clock,
    assertWritable: async () => {},
  });
  await notices.save({ projectId: project.id, ...notice });
  if (refundDueOn) await store.markDueForRefund(project.id, refundDueOn);
}
