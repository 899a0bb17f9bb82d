import { NotFoundError } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import { filterCondition } from '../../db/filter-sql';
import type { Database } from '../../db/schema';
import { PROJECT_FIELDS } from './project-fields';

/** What the rules read of a project: its status and where its flow stands. */
const STATUS = [
  'id',
  'biddingMethod',
  'state',
  'auditState',
  'projectFlowName',
  'currentNodeId',
  'flowInstanceId',
] as const;

/**
 * Small reads of one tenant's projects that rules and lookups need, without the detail and its children:
 * a live project's status, a bid package, the last number of a series, counts by state, a flow instance.
 */
export class KyselyProjectLookups {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** A live (not deleted) project's status; with `lock`, its row stays locked for the transaction. */
  async findLive(projectId: number, options: { lock?: boolean } = {}) {
    const query = this.db
      .selectFrom('projects')
      .select(STATUS)
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', projectId)
      .where('isDeleted', '=', false);
    return (options.lock ? query.forUpdate() : query).executeTakeFirst();
  }

  /** The same, else NotFound: another tenant's project is indistinguishable from a missing one. */
  async liveStatus(projectId: number) {
    const project = await this.findLive(projectId);
    if (!project) throw new NotFoundError('Project', projectId);
    return project;
  }

  /** Whether the bid package is one of the project's (a sign-up may name it). */
  async hasBidPackage(projectId: number, groupId: number): Promise<boolean> {
    const group = await this.db
      .selectFrom('bidPackageGroups')
      .select('id')
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .where('id', '=', groupId)
      .executeTakeFirst();
    return group !== undefined;
  }

  /** The flow instance of a project, deleted or not (a process keeps its history after its project). */
  async flowInstanceIdOf(projectId: number): Promise<string | null> {
    const project = await this.db
      .selectFrom('projects')
      .select('flowInstanceId')
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', projectId)
      .executeTakeFirst();
    return project?.flowInstanceId ?? null;
  }

  /**
   * The highest sequence number of the series `<prefix><digits>`, 0 when there is none. Deleted
   * projects count too, so a number is never handed out twice.
   */
  async lastNumberOf(prefix: string): Promise<number> {
    const row = await this.db
      .selectFrom('projects')
      .select(sql<number | null>`max(substring(project_num from ${`^${prefix}(\\d{1,9})$`})::int)`.as('last'))
      .where('tenantId', '=', this.tenantId)
      .where('projectNum', 'like', `${prefix}%`)
      .executeTakeFirstOrThrow();
    return row.last ?? 0;
  }

  /** How many live projects match the Filter (the project list's fields), by state. */
  async countByState(filter: string | undefined) {
    return this.db
      .selectFrom('projects as p')
      .where('p.tenantId', '=', this.tenantId)
      .where('p.isDeleted', '=', false)
      .where(filterCondition(filter, PROJECT_FIELDS))
      .select(['p.state', sql<number>`count(*)::int`.as('count')])
      .groupBy('p.state')
      .orderBy('p.state')
      .execute();
  }
}
