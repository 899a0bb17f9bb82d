import {
  type BidderRecord,
  type HistoryPage,
  type HistoryProject,
  type LibraryEntry,
  type LibraryHistoryTotals,
  type LibraryKind,
  WINNING_RESULT,
} from '@tender/domain';
import { type Kysely, type QueryCreator, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { agencyCodeOf, agencyNameOf } from './project-agency-sql';

/** The record types that name a bidder, which its history reads. */
const BIDDER_RECORD_TYPES = ['signUp', 'qualificationPurchase', 'qualificationResult', 'objection'] as const;

type ProjectRow = {
  id: number;
  projectName: string;
  projectNum: string;
  state: number;
  creationTime: Date | string;
};

const iso = (time: Date | string) => new Date(time).toISOString();

const historyProject = (row: ProjectRow): HistoryProject => ({
  projectId: row.id,
  projectName: row.projectName,
  projectNum: row.projectNum,
  state: row.state,
  registeredAt: iso(row.creationTime),
});

/**
 * What a library entry's history (domain `libraries/library-history.ts`) is read from, in one tenant: the
 * records naming a bidder (index middleware_records_supplier) and their projects; the projects naming a
 * purchaser (its purchaser unit) or an agency (the company of the staff who registered it), each by name
 * or credit code as the library analysis links them (domain isNamedEntry).
 */
export class KyselyLibraryHistoryQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /**
   * A bidder's history summed up in the database, as the domain's bidderHistory sums it (the contract
   * suite holds the in-memory adapter, which runs that, and this to the same answers): the totals, and
   * the page's projects, the newest activity first, then the larger id. A win is a project with a
   * sign-up and a passing qualification result (records/bidder-outcomes.ts). The page's rows are then
   * filled in from their records alone: a long-standing bidder has thousands (bench/README.md).
   */
  async bidderSummary(
    name: string,
    page: HistoryPage,
  ): Promise<{ totals: LibraryHistoryTotals; projectIds: number[] }> {
    const perProject = this.db
      .with('mine', (db) =>
        this.bidderRows(db, name).select(['r.projectId', 'r.type', 'r.creationTime', 'r.data']),
      )
      .with('per_project', (db) =>
        db
          .selectFrom('mine as m')
          .groupBy('m.projectId')
          .select([
            'm.projectId',
            sql<Date>`max(m.creation_time)`.as('latest'),
            sql<boolean>`bool_or(m.type = 'signUp')`.as('signedUp'),
            sql<boolean>`bool_or(m.type = ${WINNING_RESULT.type} and m.data ->> ${WINNING_RESULT.field} = ${WINNING_RESULT.value})`.as(
              'passed',
            ),
            sql<number>`count(*) filter (where m.type = 'objection')::int`.as('objections'),
          ]),
      );
    // One statement: PostgreSQL works out per_project once for the totals and the page alike.
    const { projectIds, ...totals } = await perProject
      .selectFrom('per_project')
      .select([
        sql<number>`count(*)::int`.as('projects'),
        sql<number>`count(*) filter (where signed_up)::int`.as('signUps'),
        sql<number>`count(*) filter (where signed_up and passed)::int`.as('wins'),
        sql<number>`coalesce(sum(objections), 0)::int`.as('objections'),
        sql<
          number[]
        >`(select coalesce(array_agg(q.project_id order by q.latest desc, q.project_id desc), '{}')
          from (select project_id, latest from per_project order by latest desc, project_id desc
                limit ${page.MaxResultCount} offset ${page.SkipCount}) q)`.as('projectIds'),
      ])
      .executeTakeFirstOrThrow();
    return { totals, projectIds };
  }

  /** The records naming `name` in the tenant's projects that stand. */
  private bidderRows(db: QueryCreator<Database>, name: string) {
    return db
      .selectFrom('middlewareRecords as r')
      .innerJoin('projects as p', (join) =>
        join
          .onRef('p.id', '=', 'r.projectId')
          .on('p.tenantId', '=', this.tenantId)
          .on('p.isDeleted', '=', false),
      )
      .where('r.tenantId', '=', this.tenantId)
      .where(sql<string>`r.data ->> 'supplierName'`, '=', name)
      .where('r.type', 'in', BIDDER_RECORD_TYPES);
  }

  /**
   * The records naming `name` in these projects (of those that stand), with only the fields the history
   * reads and their times as ISO text, and the projects themselves.
   */
  async bidderRecords(
    name: string,
    projectIds: readonly number[],
  ): Promise<{ records: BidderRecord[]; projects: HistoryProject[] }> {
    if (projectIds.length === 0) return { records: [], projects: [] };
    const field = (key: string) => sql<string | null>`r.data ->> ${key}`;
    const rows = await this.bidderRows(this.db, name)
      .where('r.projectId', 'in', projectIds)
      .select([
        'r.type',
        'r.projectId',
        sql<string>`to_char(r.creation_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('at'),
        field('signUp_state').as('signUpState'),
        field('qualificationPurchase_state').as('purchaseState'),
        field('qualificationResult_result').as('result'),
        sql<number | null>`(r.data ->> 'qualificationResult_groupId')::int`.as('groupId'),
        field('objection_status').as('objectionStatus'),
        'p.projectName',
        'p.projectNum',
        'p.state',
        'p.creationTime',
      ])
      .execute();
    const projects = new Map(
      rows.map((row) => [row.projectId, historyProject({ ...row, id: row.projectId })]),
    );
    const records = rows.map((row) => {
      const base = { projectId: row.projectId, supplierName: name, creationTime: row.at };
      switch (row.type) {
        case 'signUp':
          return { type: 'signUp', fact: { ...base, signUp_state: row.signUpState } } as BidderRecord;
        case 'qualificationPurchase':
          return {
            type: 'qualificationPurchase',
            fact: { ...base, qualificationPurchase_state: row.purchaseState },
          } as BidderRecord;
        case 'qualificationResult':
          return {
            type: 'qualificationResult',
            fact: {
              ...base,
              qualificationResult_result: row.result,
              qualificationResult_groupId: row.groupId,
            },
          } as BidderRecord;
        default:
          return {
            type: 'objection',
            fact: { ...base, objection_status: row.objectionStatus },
          } as BidderRecord;
      }
    });
    return { records, projects: [...projects.values()] };
  }

  private projects() {
    return this.db
      .selectFrom('projects as p')
      .where('p.tenantId', '=', this.tenantId)
      .where('p.isDeleted', '=', false)
      .select(['p.id', 'p.projectName', 'p.projectNum', 'p.state', 'p.creationTime']);
  }

  /** The projects naming a purchaser or an agency entry. */
  async namedProjects(
    kind: Exclude<LibraryKind, 'bidder'>,
    entry: Pick<LibraryEntry, 'name' | 'creditCode'>,
  ): Promise<HistoryProject[]> {
    const projects = this.projects();
    const named =
      kind === 'purchaser'
        ? projects.where((eb) =>
            eb.or([
              eb('p.purchaserUnit', '=', entry.name),
              eb(sql`upper(p.purchaser_unit)`, '=', entry.creditCode),
            ]),
          )
        : projects
            .leftJoin('users as u', (join) =>
              join.onRef('u.id', '=', 'p.creatorUserId').on('u.tenantId', '=', this.tenantId),
            )
            .leftJoin('companies as c', (join) =>
              join.onRef('c.id', '=', 'u.companyId').on('c.tenantId', '=', this.tenantId),
            )
            .where((eb) =>
              eb.or([
                eb(agencyNameOf, '=', entry.name),
                eb(sql`upper(${agencyCodeOf})`, '=', entry.creditCode),
              ]),
            );
    return (await named.execute()).map(historyProject);
  }
}
