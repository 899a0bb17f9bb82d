import {
  type AnalysisMonth,
  addMonths,
  BUSINESS_UTC_OFFSET_H,
  businessMonthStart,
  type ChartItem,
  chartCategories,
  type EntryOutcome,
  type EntryProjects,
  LIBRARY_ANALYSIS_TOP,
  type LibraryAnalysis,
  type LibraryAnalysisCriteria,
  type LibraryKind,
  type Money,
  parseMoney,
  WINNING_RESULT,
  winRate,
  ZERO,
} from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { holdingWord } from './library-keyword';
import { agencyCodeOf, agencyNameOf } from './project-agency-sql';

const money = (amount: string | null): Money => (amount === null ? ZERO : (parseMoney(amount) ?? ZERO));
const projectCount = sql<number>`count(*)::int`;
const budgetTotal = sql<string>`coalesce(sum(p.project_budget), 0)::text`;
// A constant, not a parameter: GROUP BY must see the very expression of the select list.
const monthOfCreation = sql<string>`to_char((p.creation_time at time zone 'UTC') + ${sql.raw(
  `interval '${BUSINESS_UTC_OFFSET_H} hours'`,
)}, 'YYYY-MM')`;

/**
 * A library's analysis (domain `libraries/library-analysis.ts`) over the tenant's rows: the entries
 * holding the word, the projects they take part in (registered in the months asked for, not deleted)
 * and, for bidders, the sign-ups and the wins of `WINNING_RESULT` (domain `records/bidder-outcomes.ts`).
 * Every table read is held to the tenant.
 */
export class KyselyLibraryAnalysisQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
    private readonly kind: LibraryKind,
  ) {}

  /** The analysis of `months` (YYYY-MM, oldest first, consecutive). */
  async analyse(criteria: Pick<LibraryAnalysisCriteria, 'Keyword'>, months: readonly string[]) {
    const first = months[0];
    const last = months[months.length - 1];
    if (first === undefined || last === undefined) throw new RangeError('an analysis needs a month');
    const window = { start: businessMonthStart(first), end: businessMonthStart(addMonths(last, 1)) };
    const linked = this.linked(criteria.Keyword, window);
    const bidders = this.kind === 'bidder';
    const [byMonth, topEntries, bidderOutcomes, areas, industries] = await Promise.all([
      this.byMonth(linked),
      bidders ? Promise.resolve([]) : this.topEntries(linked),
      bidders ? this.bidderOutcomes(linked) : Promise.resolve([]),
      this.countBy('area', criteria.Keyword),
      bidders ? this.countBy('industry', criteria.Keyword) : Promise.resolve([]),
    ]);
    const found = new Map(byMonth.map((row) => [row.month, row]));
    return {
      kind: this.kind,
      months: months.map(
        (month): AnalysisMonth => ({
          month,
          projects: found.get(month)?.projects ?? 0,
          amount: money(found.get(month)?.amount ?? null),
        }),
      ),
      topEntries,
      bidderOutcomes,
      byArea: chartCategories(areas),
      byIndustry: chartCategories(industries),
    } satisfies LibraryAnalysis;
  }

  /** The library's entries holding the word (all of them without one). */
  private entries(keyword: string | undefined) {
    return this.db.with('entries', (db) => {
      const entries = db
        .selectFrom('libraryEntries')
        .select(['id', 'name', 'creditCode', 'area', 'industry'])
        .where('tenantId', '=', this.tenantId)
        .where('kind', '=', this.kind);
      return keyword ? entries.where(holdingWord(keyword)) : entries;
    });
  }

  /**
   * The pairs (project, entry) of the library's projects registered in the window: a bidder's sign-ups,
   * a purchaser named by the project's purchaser unit, an agency named by the company of the staff who
   * registered the project — by name, or by credit code (domain isNamedEntry).
   */
  private linked(keyword: string | undefined, window: { start: Date; end: Date }) {
    const tenantId = this.tenantId;
    return this.entries(keyword).with('linked', (db) => {
      const projects = db
        .selectFrom('projects as p')
        .where('p.tenantId', '=', tenantId)
        .where('p.isDeleted', '=', false)
        .where('p.creationTime', '>=', window.start)
        .where('p.creationTime', '<', window.end);
      if (this.kind === 'bidder') {
        return projects
          .innerJoin('middlewareRecords as r', (join) =>
            join
              .onRef('r.projectId', '=', 'p.id')
              .on('r.tenantId', '=', tenantId)
              .on('r.type', '=', 'signUp'),
          )
          .innerJoin('entries as e', (join) => join.on(sql<boolean>`e.name = r.data ->> 'supplierName'`))
          .select(['p.id as projectId', 'e.id as entryId'])
          .distinct();
      }
      if (this.kind === 'purchaser') {
        return projects
          .innerJoin('entries as e', (join) => join.onRef('e.name', '=', 'p.purchaserUnit'))
          .select(['p.id as projectId', 'e.id as entryId'])
          .union(
            projects
              .innerJoin('entries as e', (join) =>
                join.on(sql<boolean>`e.credit_code = upper(p.purchaser_unit)`),
              )
              .select(['p.id as projectId', 'e.id as entryId']),
          );
      }
      // The agency picked for the project, else its registrar's company (domain namesAgency).
      const registered = projects
        .leftJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'p.creatorUserId').on('u.tenantId', '=', tenantId),
        )
        .leftJoin('companies as c', (join) =>
          join.onRef('c.id', '=', 'u.companyId').on('c.tenantId', '=', tenantId),
        );
      return registered
        .innerJoin('entries as e', (join) => join.on(sql<boolean>`e.name = ${agencyNameOf}`))
        .select(['p.id as projectId', 'e.id as entryId'])
        .union(
          registered
            .innerJoin('entries as e', (join) =>
              join.on(sql<boolean>`e.credit_code = upper(${agencyCodeOf})`),
            )
            .select(['p.id as projectId', 'e.id as entryId']),
        );
    });
  }

  /** Each month's projects (each once, however many entries it has) and their budgets added up. */
  private byMonth(linked: ReturnType<KyselyLibraryAnalysisQueries['linked']>) {
    return linked
      .selectFrom('projects as p')
      .where('p.tenantId', '=', this.tenantId)
      .where('p.id', 'in', (db) => db.selectFrom('linked').select('linked.projectId'))
      .select([monthOfCreation.as('month'), projectCount.as('projects'), budgetTotal.as('amount')])
      .groupBy(monthOfCreation)
      .execute();
  }

  /** The entries with the most projects (then the larger amount, then by name in code-point order). */
  private async topEntries(
    linked: ReturnType<KyselyLibraryAnalysisQueries['linked']>,
  ): Promise<EntryProjects[]> {
    const rows = await linked
      .selectFrom('linked as l')
      .innerJoin('projects as p', 'p.id', 'l.projectId')
      .innerJoin('entries as e', 'e.id', 'l.entryId')
      .where('p.tenantId', '=', this.tenantId)
      .select(['e.id', 'e.name', projectCount.as('projects'), budgetTotal.as('amount')])
      .groupBy(['e.id', 'e.name'])
      .orderBy(projectCount, 'desc')
      .orderBy(sql`coalesce(sum(p.project_budget), 0)`, 'desc')
      .orderBy(sql`e.name collate "C"`)
      .orderBy('e.id')
      .limit(LIBRARY_ANALYSIS_TOP)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      projects: row.projects,
      amount: money(row.amount),
    }));
  }

  /** The bidders with the most sign-ups, and how many of those projects each won (WINNING_RESULT). */
  private async bidderOutcomes(
    linked: ReturnType<KyselyLibraryAnalysisQueries['linked']>,
  ): Promise<EntryOutcome[]> {
    const won = sql<boolean>`exists (
      select 1 from middleware_records w
      where w.tenant_id = ${this.tenantId} and w.project_id = l.project_id and w.type = ${WINNING_RESULT.type}
        and w.data ->> ${WINNING_RESULT.field} = ${WINNING_RESULT.value} and w.data ->> 'supplierName' = e.name)`;
    const wins = sql<number>`(count(*) filter (where ${won}))::int`;
    const rows = await linked
      .selectFrom('linked as l')
      .innerJoin('entries as e', 'e.id', 'l.entryId')
      .select(['e.id', 'e.name', projectCount.as('signUps'), wins.as('wins')])
      .groupBy(['e.id', 'e.name'])
      .orderBy(projectCount, 'desc')
      .orderBy(wins, 'desc')
      .orderBy(sql`e.name collate "C"`)
      .orderBy('e.id')
      .limit(LIBRARY_ANALYSIS_TOP)
      .execute();
    return rows.map((row) => ({ ...row, winRate: winRate(row.signUps, row.wins) }));
  }

  /** How many entries holding the word give each area (or industry); null for those giving none. */
  private countBy(column: 'area' | 'industry', keyword: string | undefined): Promise<ChartItem[]> {
    return this.entries(keyword)
      .selectFrom('entries')
      .select([`entries.${column} as name`, sql<number>`count(*)::int`.as('total')])
      .groupBy(`entries.${column}`)
      .execute();
  }
}
