import { NOTICE_STEP_ROUTERS, publicationKindOf } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyNoticeRepository } from '../adapters/notices/kysely-notice-repository';
import type { RequestScope } from '../adapters/request-scope';
import { assertLawfulPublication } from '../compliance/lawful-publication';
import { assertFlowStepNotSuspended } from '../compliance/step-suspension';
import type { Clock } from '../config';
import type { Database } from '../db/schema';
import { assertRecordsWritable } from '../records/writable-project';

/**
 * The notices of a request, on its database handle (a transaction for writes). A notice is part of its
 * project's flow, so it changes under the rule of record writes (ADR 0007: the user may modify the
 * current step of a running project), and it is published only within the statutory bounds (ADR 0022).
 */
export function requestNotices(
  db: Kysely<Database>,
  scope: Pick<RequestScope, 'tenantId' | 'roleNames'>,
  clock: Clock,
): KyselyNoticeRepository {
  return new KyselyNoticeRepository(db, scope.tenantId, {
    clock,
    assertWritable: (projectId) => assertRecordsWritable(db, scope, projectId),
    assertLawful: async (notice, at) => {
      const kind = publicationKindOf(notice);
      if (kind) {
        await assertLawfulPublication(db, scope.tenantId, notice.projectId, kind, {
          at,
          bidDeadline: notice.endTime,
        });
      }
      // A notice of a step an unanswered objection suspends waits for the reply (实施条例 第二十二条, 第五十四条).
      const router = NOTICE_STEP_ROUTERS[notice.noticeType as keyof typeof NOTICE_STEP_ROUTERS];
      if (router) await assertFlowStepNotSuspended(db, scope.tenantId, notice.projectId, router);
    },
  });
}
