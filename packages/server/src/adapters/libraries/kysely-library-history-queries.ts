import type {
  BidderRecord,
  HistoryPage,
  HistoryProject,
  LibraryEntry,
  LibraryHistoryTotals,
  LibraryKind,
} from '@tender/domain';
import { type Kysely, sql } from 'kysely';
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

/** The fields of a record naming a bidder that its history reads (the rest of its data is not read). */
interface BidderRecordRow {
  readonly type: string | null;
  readonly projectId: number;
  readonly at: string;
  readonly signUpState: string | null;
  readonly purchaseState: string | null;
  readonly result: string | null;
  readonly groupId: number | null;
  readonly objectionStatus: string | null;
}

/** A record row as the domain's BidderRecord, its time as ISO text. */
function bidderRecordOf(name: string, row: BidderRecordRow): BidderRecord {
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
        fact: { ...base, qualificationResult_result: row.result, qualificationResult_groupId: row.groupId },
      } as BidderRecord;
    default:
      return { type: 'objection', fact: { ...base, objection_status: row.objectionStatus } } as BidderRecord;
  }
}

/**
 * What a library entry's history (domain `libraries/library-history.ts`) is read from, in one tenant: the
 * records naming a bidder (index middleware_records_supplier) and their projects; the projects naming a
 * purchaser (its purchaser unit) or an agency (the agency picked, else the company of the staff who
 * registered it), each by name or credit code as the library analysis links them (domain isNamedEntry,
 * namesAgency).
 */
export class KyselyLibraryHistoryQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /**
   * A bidder entry's history page in one statement (bench/README.md `library-history.ts`): the entry's
   * name; the totals and the page order from the bidder's row per project (migration 0021: what the
   * domain's bidderHistory sums, kept by a trigger as records are written — the contract suite holds the
   * in-memory adapter, which runs bidderHistory, and this to the same answers); and the records of the
   * page's projects — the newest activity first, then the larger id — with the projects. A win is a
   * project with a sign-up and a passing qualification result (records/bidder-outcomes.ts). Undefined
   * when the tenant has no such bidder.
   */
  async bidderPage(
    entryId: number,
    page: HistoryPage,
  ): Promise<
    | {
        name: string;
        totals: LibraryHistoryTotals;
        projectIds: number[];
        records: BidderRecord[];
        projects: HistoryProject[];
      }
    | undefined
  > {
    const field = (key: string) => sql<string | null>`m.data ->> ${key}`;
    const rows = await this.db
      .with('entry', (db) =>
        db
          .selectFrom('libraryEntries')
          .where('tenantId', '=', this.tenantId)
          .where('kind', '=', 'bidder')
          .where('id', '=', entryId)
          .select('name'),
      )
      // Each project the bidder's records name, as the trigger of migration 0021 keeps it, of the
      // projects that stand.
      .with('perProject', (db) =>
        db
          .selectFrom('bidderProjectOutcomes as o')
          .innerJoin('projects as p', (join) =>
            join
              .onRef('p.id', '=', 'o.projectId')
              .on('p.tenantId', '=', this.tenantId)
              .on('p.isDeleted', '=', false),
          )
          .where('o.tenantId', '=', this.tenantId)
          .where('o.supplierName', '=', (eb) => eb.selectFrom('entry').select('name'))
          .select(['o.projectId', 'o.latest', 'o.signedUp', 'o.passed', 'o.objections']),
      )
      .with('totals', (db) =>
        db
          .selectFrom('perProject')
          .select([
            sql<number>`count(*)::int`.as('projects'),
            sql<number>`count(*) filter (where signed_up)::int`.as('signUps'),
            sql<number>`count(*) filter (where signed_up and passed)::int`.as('wins'),
            sql<number>`coalesce(sum(objections), 0)::int`.as('objections'),
          ]),
      )
      .with('page', (db) =>
        db
          .selectFrom('perProject')
          .select(['projectId', 'latest'])
          .orderBy('latest', 'desc')
          .orderBy('projectId', 'desc')
          .limit(page.MaxResultCount)
          .offset(page.SkipCount),
      )
      .selectFrom('entry as e')
      .crossJoin('totals as t')
      .leftJoin(
        (db) =>
          db
            .selectFrom('page as pg')
            .innerJoin('middlewareRecords as m', (join) =>
              join
                .onRef('m.projectId', '=', 'pg.projectId')
                .on('m.tenantId', '=', this.tenantId)
                .on('m.type', 'in', BIDDER_RECORD_TYPES)
                .on(sql<string>`m.data ->> 'supplierName'`, '=', (eb) =>
                  eb.selectFrom('entry').select('name'),
                ),
            )
            .innerJoin('projects as p', (join) =>
              join.onRef('p.id', '=', 'pg.projectId').on('p.tenantId', '=', this.tenantId),
            )
            .select([
              'pg.projectId',
              'pg.latest',
              'm.type',
              sql<string>`to_char(m.creation_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
                'at',
              ),
              field('signUp_state').as('signUpState'),
              field('qualificationPurchase_state').as('purchaseState'),
              field('qualificationResult_result').as('result'),
              sql<number | null>`(m.data ->> 'qualificationResult_groupId')::int`.as('groupId'),
              field('objection_status').as('objectionStatus'),
              'p.projectName',
              'p.projectNum',
              'p.state',
              'p.creationTime',
            ])
            .as('x'),
        (join) => join.onTrue(),
      )
      .select([
        'e.name',
        't.projects',
        't.signUps',
        't.wins',
        't.objections',
        'x.projectId',
        'x.type',
        'x.at',
        'x.signUpState',
        'x.purchaseState',
        'x.result',
        'x.groupId',
        'x.objectionStatus',
        'x.projectName',
        'x.projectNum',
        'x.state',
        'x.creationTime',
      ])
      .orderBy('x.latest', 'desc')
      .orderBy('x.projectId', 'desc')
      .execute();
    const [first] = rows;
    if (!first) return undefined;
    const { name, projects: projectCount, signUps, wins, objections } = first;
    const shown = rows.flatMap((row) =>
      row.projectId === null ? [] : [{ ...row, projectId: row.projectId }],
    );
    const projects = new Map(
      shown.map((row) => [
        row.projectId,
        historyProject({
          id: row.projectId,
          projectName: row.projectName as string,
          projectNum: row.projectNum as string,
          state: row.state as number,
          creationTime: row.creationTime as Date,
        }),
      ]),
    );
    return {
      name,
      totals: { projects: projectCount, signUps, wins, objections },
      projectIds: [...projects.keys()],
      records: shown.map((row) => bidderRecordOf(name, { ...row, at: row.at as string })),
      projects: [...projects.values()],
    };
  }

  /** The tenant's projects that stand, with what a history row shows of them. */
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
