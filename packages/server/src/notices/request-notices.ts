import { isTerminated, NOTICE_STEP_ROUTERS, NoticeType, publicationKindOf } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyNoticeRepository } from '../adapters/notices/kysely-notice-repository';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
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
    assertWritable: async (projectId, noticeType) => {
      // A terminated tender is read-only, but its 流标/终止公告 is drafted in the terminating save for
      // staff to edit and publish (实施条例 第三十一条, ADR 0023): that one notice stays writable.
      if (noticeType === NoticeType.Termination) {
        const project = await new KyselyProjectLookups(db, scope.tenantId).liveStatus(projectId);
        if (isTerminated(project)) return;
      }
      await assertRecordsWritable(db, scope, projectId);
    },
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
