import { byUrgency, nearestDeadline, needsUser, type Workbench, type WorkbenchUser } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyWorkbenchQueries } from '../adapters/home/kysely-workbench-queries';
import type { RequestScope } from '../adapters/request-scope';
import type { RequestServices } from '../composition/request-services';
import type { Database } from '../db/schema';

/**
 * The home page of the signed-in user (Home/GetWorkbench, README "Notices, analysis…"), read in a
 * handful of queries on the tenant's projects. "Needs you" is decided by the domain (needsUser, byUrgency):
 * every running project the user may act on is checked for blockers, through the same CheckCirculation the
 * next-step button uses (§5), since blocked projects come first.
 */
export async function loadWorkbench(
  db: Kysely<Database>,
  services: Pick<RequestServices, 'checks'>,
  scope: RequestScope & Pick<WorkbenchUser, 'grantedPermissions'>,
  now: Date,
): Promise<Workbench> {
  const queries = new KyselyWorkbenchQueries(db, scope);
  const [needsYou, noticesDue, awaitingClosing, counts] = await Promise.all([
    loadNeedsYou(queries, services, scope, now),
    queries.noticesDue(now),
    queries.awaitingClosing(),
    queries.counts(),
  ]);
  return { needsYou, noticesDue, awaitingClosing, counts };
}

async function loadNeedsYou(
  queries: KyselyWorkbenchQueries,
  services: Pick<RequestServices, 'checks'>,
  user: WorkbenchUser,
  now: Date,
): Promise<Workbench['needsYou']> {
  const needing = (await queries.runningWithSteps()).filter(({ status, step }) =>
    needsUser(status, step, user),
  );
  const notices = await queries.deadlineNoticesOf(needing.map(({ project }) => project.id));
  const items = await Promise.all(
    needing.map(async ({ project, step, isTenderByLaw }) => ({
      ...project,
      blockers: await services.checks.execute(
        { id: project.id, isTenderByLaw },
        { router: step?.router ?? '' },
      ),
      deadline: nearestDeadline(
        notices.filter((n) => n.projectId === project.id),
        now.getTime(),
      ),
    })),
  );
  return { total: items.length, items: items.sort(byUrgency) };
}
