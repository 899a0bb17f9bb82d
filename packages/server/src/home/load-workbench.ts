import {
  AUDIT_STATE_AWAITING_CLOSING,
  formatFilter,
  involvesClause,
  NOTICE_DEADLINE_WINDOW_DAYS,
  NoticeType,
  PROJECT_MODE,
  ProjectState,
  serverRoles,
  WORKBENCH_LIST_SIZE,
  type Workbench,
  type WorkbenchProject,
} from '@tender/domain';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { PROJECT_FIELDS } from '../adapters/kysely-project-repository';
import type { RequestPorts } from '../adapters/request-ports';
import type { RequestScope } from '../adapters/request-scope';
import { filterCondition } from '../db/filter-sql';
import type { Database } from '../db/schema';

const DAY_MS = 86_400_000;
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * The home page of the signed-in user (issue 8 Home), read in a handful of queries on the tenant's
 * projects. "Needs you" applies §6's modify rule in SQL (running, no audit, the current step names no
 * roles or one of the user's) so it scales with the tenant; only the rows shown are checked for blockers,
 * through the same CheckCirculation the next-step button uses.
 */
export async function loadWorkbench(
  db: Kysely<Database>,
  ports: Pick<RequestPorts, 'checks'>,
  scope: RequestScope,
  now: Date,
): Promise<Workbench> {
  const [needsYou, noticesDue, awaitingClosing, counts] = await Promise.all([
    loadNeedsYou(db, ports, scope),
    loadNoticesDue(db, scope, now),
    loadAwaitingClosing(db, scope),
    loadCounts(db, scope),
  ]);
  return { needsYou, noticesDue, awaitingClosing, counts };
}

function tenantProjects(db: Kysely<Database>, scope: RequestScope) {
  return db
    .selectFrom('projects as p')
    .where('p.tenantId', '=', scope.tenantId)
    .where('p.isDeleted', '=', false)
    .where('p.mode', '=', PROJECT_MODE);
}

/** Whether the user is the project's manager, assistant or creator: the list's own `involves` field. */
function involved(userId: number) {
  return sql<boolean>`${filterCondition(formatFilter([involvesClause(userId)]), PROJECT_FIELDS)}`;
}

/** Most recently touched first: a project never modified since it was created counts from its creation. */
const latestFirst = sql`coalesce(${sql.ref('p.lastModificationTime')}, ${sql.ref('p.creationTime')}) desc`;

const PROJECT_COLUMNS = [
  'p.id',
  'p.projectName',
  'p.projectNum',
  'p.projectFlowName',
  'p.currentNodeId',
  'p.lastModificationTime',
] as const;

function toWorkbenchProject(row: {
  id: number;
  projectName: string;
  projectNum: string;
  projectFlowName: string | null;
  currentNodeId: number | null;
  lastModificationTime: Date | null;
  involved: boolean;
}): WorkbenchProject {
  return { ...row, lastModificationTime: iso(row.lastModificationTime) };
}

async function loadNeedsYou(db: Kysely<Database>, ports: Pick<RequestPorts, 'checks'>, scope: RequestScope) {
  const roles = serverRoles(scope.roleNames);
  const mayModify = tenantProjects(db, scope)
    .innerJoin('flowNodes as n', (join) =>
      join.onRef('n.id', '=', 'p.currentNodeId').onRef('n.tenantId', '=', 'p.tenantId'),
    )
    .where('p.state', '=', ProjectState.Running)
    .where('p.auditState', 'is', null)
    .where(
      sql<SqlBool>`(cardinality(${sql.ref('n.flowRoles')}) = 0 or ${sql.ref('n.flowRoles')} && array[${sql.join(
        roles.length > 0 ? roles : [''],
      )}]::text[])`,
    );
  const [rows, total] = await Promise.all([
    mayModify
      .select([...PROJECT_COLUMNS, 'p.isTenderByLaw', 'n.router', involved(scope.userId).as('involved')])
      .orderBy('involved', 'desc')
      .orderBy(latestFirst)
      .orderBy('p.id', 'desc')
      .limit(WORKBENCH_LIST_SIZE)
      .execute(),
    mayModify.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = await Promise.all(
    rows.map(async ({ isTenderByLaw, router, ...row }) => ({
      ...toWorkbenchProject(row),
      blockers: await ports.checks.execute({ id: row.id, isTenderByLaw }, { router }),
    })),
  );
  return { total: total.n, items };
}

async function loadNoticesDue(db: Kysely<Database>, scope: RequestScope, now: Date) {
  const until = new Date(now.getTime() + NOTICE_DEADLINE_WINDOW_DAYS * DAY_MS);
  const due = db
    .selectFrom('notices as n')
    .innerJoin('projects as p', (join) =>
      join.onRef('p.id', '=', 'n.projectId').onRef('p.tenantId', '=', 'n.tenantId'),
    )
    .where('n.tenantId', '=', scope.tenantId)
    .where('n.noticeType', '=', NoticeType.Tender)
    .where('n.publishTime', 'is not', null)
    .where('n.endTime', '>', now)
    .where('n.endTime', '<=', until)
    .where('p.isDeleted', '=', false)
    .where('p.mode', '=', PROJECT_MODE)
    .where('p.state', '=', ProjectState.Running);
  const [rows, total] = await Promise.all([
    due
      .select(['n.id', 'n.projectId', 'p.projectName', 'n.title', 'n.endTime'])
      .orderBy('n.endTime')
      .orderBy('n.id')
      .limit(WORKBENCH_LIST_SIZE)
      .execute(),
    due.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: total.n,
    items: rows.map((row) => ({ ...row, endTime: (row.endTime as Date).toISOString() })),
  };
}

async function loadAwaitingClosing(db: Kysely<Database>, scope: RequestScope) {
  const awaiting = tenantProjects(db, scope)
    .where('p.state', '=', ProjectState.Running)
    .where('p.auditState', '=', AUDIT_STATE_AWAITING_CLOSING);
  const [rows, total] = await Promise.all([
    awaiting
      .select([...PROJECT_COLUMNS, involved(scope.userId).as('involved')])
      .orderBy(latestFirst)
      .orderBy('p.id', 'desc')
      .limit(WORKBENCH_LIST_SIZE)
      .execute(),
    awaiting.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: total.n, items: rows.map(toWorkbenchProject) };
}

async function loadCounts(db: Kysely<Database>, scope: RequestScope) {
  const [byState, byStep] = await Promise.all([
    tenantProjects(db, scope)
      .select(['p.state', sql<number>`count(*)::int`.as('count')])
      .groupBy('p.state')
      .orderBy('p.state')
      .execute(),
    tenantProjects(db, scope)
      .where('p.state', '=', ProjectState.Running)
      .where('p.projectFlowName', 'is not', null)
      .select(['p.projectFlowName', sql<number>`count(*)::int`.as('count')])
      .groupBy('p.projectFlowName')
      .orderBy('count', 'desc')
      .orderBy('p.projectFlowName')
      .execute(),
  ]);
  return {
    byState,
    byStep: byStep.map((row) => ({ step: row.projectFlowName as string, count: row.count })),
  };
}
