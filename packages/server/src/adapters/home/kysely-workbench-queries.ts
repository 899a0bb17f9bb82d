import {
  AUDIT_STATE_AWAITING_CLOSING,
  formatFilter,
  involvesClause,
  NOTICE_DEADLINE_WINDOW_DAYS,
  NoticeType,
  PROJECT_MODE,
  ProjectState,
  WORKBENCH_LIST_SIZE,
  type WorkbenchProject,
} from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import { filterCondition } from '../../db/filter-sql';
import type { Database } from '../../db/schema';
import { PROJECT_FIELDS } from '../projects/project-fields';
import type { RequestScope } from '../request-scope';
import { isoTime } from '../row-values';

const DAY_MS = 86_400_000;

/** The notice types whose endTime is a bid deadline (domain setsBidDeadline, ADR 0022). */
const DEADLINE_NOTICE_TYPES = [NoticeType.Tender, NoticeType.Correction];

const PROJECT_COLUMNS = [
  'p.id',
  'p.projectName',
  'p.projectNum',
  'p.projectFlowName',
  'p.currentNodeId',
  'p.lastModificationTime',
] as const;

/** Most recently touched first: a project never modified since it was created counts from its creation. */
const latestFirst = sql`coalesce(${sql.ref('p.lastModificationTime')}, ${sql.ref('p.creationTime')}) desc`;

/** Whether the user is the project's manager, assistant or creator: the list's own `involves` field. */
function involved(userId: number) {
  return sql<boolean>`${filterCondition(formatFilter([involvesClause(userId)]), PROJECT_FIELDS)}`;
}

function toWorkbenchProject<R extends Omit<WorkbenchProject, 'lastModificationTime'>>(
  row: R & { lastModificationTime: Date | null },
) {
  return { ...row, lastModificationTime: isoTime(row.lastModificationTime) };
}

/**
 * The reads of the signed-in user's home page (Home/GetWorkbench) over the tenant's projects of this
 * product's mode: the candidates of "needs you" whole, the other lists at most WORKBENCH_LIST_SIZE with
 * their totals.
 */
export class KyselyWorkbenchQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Pick<RequestScope, 'tenantId' | 'userId'>,
  ) {}

  /**
   * The tenant's running projects with their current step's roles and router: the candidates of "needs
   * you", which the domain's needsUser (§6) decides on (server home/load-workbench).
   */
  async runningWithSteps() {
    const rows = await this.projects()
      .leftJoin('flowNodes as n', (join) =>
        join.onRef('n.id', '=', 'p.currentNodeId').onRef('n.tenantId', '=', 'p.tenantId'),
      )
      .where('p.state', '=', ProjectState.Running)
      .select([
        ...PROJECT_COLUMNS,
        'p.state',
        'p.auditState',
        'p.isTenderByLaw',
        'n.flowRoles',
        'n.router',
        involved(this.scope.userId).as('involved'),
      ])
      .execute();
    return rows.map(({ state, auditState, isTenderByLaw, flowRoles, router, ...row }) => ({
      project: toWorkbenchProject(row),
      status: { state, auditState },
      step: flowRoles === null ? undefined : { flowRoles, router: router ?? '' },
      isTenderByLaw,
    }));
  }

  /** The notices of these projects that set a bid deadline, for the domain's nearestDeadline (ADR 0022). */
  async deadlineNoticesOf(projectIds: readonly number[]) {
    if (projectIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('notices as n')
      .where('n.tenantId', '=', this.scope.tenantId)
      .where('n.projectId', 'in', [...projectIds])
      .where('n.noticeType', 'in', DEADLINE_NOTICE_TYPES)
      .select(['n.projectId', 'n.noticeType', 'n.publishTime', 'n.endTime'])
      .execute();
    return rows.map((row) => ({
      ...row,
      publishTime: isoTime(row.publishTime),
      endTime: isoTime(row.endTime),
    }));
  }

  /**
   * The notices carrying the bid deadline in force of running projects (domain bidDeadlineNotice: the last
   * published tender notice or correction with an end time, ADR 0022), when it falls within the next days
   * (isDeadlineDue), soonest first. A notice whose deadline a later one moved is not listed.
   */
  async noticesDue(now: Date) {
    const until = new Date(now.getTime() + NOTICE_DEADLINE_WINDOW_DAYS * DAY_MS);
    const due = this.db
      .selectFrom('notices as n')
      .innerJoin('projects as p', (join) =>
        join.onRef('p.id', '=', 'n.projectId').onRef('p.tenantId', '=', 'n.tenantId'),
      )
      .where('n.tenantId', '=', this.scope.tenantId)
      .where('n.noticeType', 'in', DEADLINE_NOTICE_TYPES)
      .where('n.publishTime', 'is not', null)
      .where('n.endTime', '>', now)
      .where('n.endTime', '<=', until)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('notices as later')
              .whereRef('later.tenantId', '=', 'n.tenantId')
              .whereRef('later.projectId', '=', 'n.projectId')
              .where('later.noticeType', 'in', DEADLINE_NOTICE_TYPES)
              .where('later.endTime', 'is not', null)
              .where('later.publishTime', 'is not', null)
              .where((later) =>
                later.or([
                  later('later.publishTime', '>', later.ref('n.publishTime')),
                  later.and([
                    later('later.publishTime', '=', later.ref('n.publishTime')),
                    later('later.id', '>', later.ref('n.id')),
                  ]),
                ]),
              )
              .select('later.id'),
          ),
        ),
      )
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
      items: rows.map((row) => ({ ...row, endTime: isoTime(row.endTime as Date) })),
    };
  }

  /** Running projects awaiting closing (auditState 13), most recently touched first. */
  async awaitingClosing() {
    const awaiting = this.projects()
      .where('p.state', '=', ProjectState.Running)
      .where('p.auditState', '=', AUDIT_STATE_AWAITING_CLOSING);
    const [rows, total] = await Promise.all([
      awaiting
        .select([...PROJECT_COLUMNS, involved(this.scope.userId).as('involved')])
        .orderBy(latestFirst)
        .orderBy('p.id', 'desc')
        .limit(WORKBENCH_LIST_SIZE)
        .execute(),
      awaiting.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { total: total.n, items: rows.map(toWorkbenchProject) };
  }

  /** The tenant's projects by state and, for running ones, by step name (most first). */
  async counts() {
    const [byState, byStep] = await Promise.all([
      this.projects()
        .select(['p.state', sql<number>`count(*)::int`.as('count')])
        .groupBy('p.state')
        .orderBy('p.state')
        .execute(),
      this.projects()
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

  /** The tenant's live projects of this product's mode (aliased p). */
  private projects() {
    return this.db
      .selectFrom('projects as p')
      .where('p.tenantId', '=', this.scope.tenantId)
      .where('p.isDeleted', '=', false)
      .where('p.mode', '=', PROJECT_MODE);
  }
}
