import { z } from 'zod';
import { type BidderProjectOutcome, bidderProjectOutcomes } from '../records/bidder-outcomes';
import {
  approvalStateSchema,
  type Objection,
  objectionSchema,
  type QualificationPurchase,
  type QualificationResult,
  qualificationResultSchema,
  type SignUp,
} from '../records/records';
import { must } from '../shared/validation-messages';

/**
 * An entry's history on its /detail page (§1 libraries), read from the records Tender keeps today:
 * - a bidder's: each project it signed up for, bought the qualification documents of, was given a
 *   qualification result in, or raised an objection in — with the sign-up's state, the purchase's, the
 *   results per bid package, whether it won (records/bidder-outcomes.ts says what a win is) and its
 *   objections;
 * - a purchaser's or an agency's: the projects it is named in (library-analysis.ts isNamedEntry says
 *   how), with their state.
 * Records name a bidder as they were typed; the history finds those that name the entry exactly.
 */

/** Rows a history page holds at most. */
export const LIBRARY_HISTORY_MAX_PAGE = 100;
export const LIBRARY_HISTORY_DEFAULT_PAGE = 10;

export const libraryHistoryQuerySchema = z.object({
  Id: z.coerce
    .number({ message: must('number') })
    .int(must('wholeNumber'))
    .positive(must('required')),
  MaxResultCount: z.coerce
    .number({ message: must('number') })
    .int(must('wholeNumber'))
    .min(1, must('minNumber', { min: 1 }))
    .max(LIBRARY_HISTORY_MAX_PAGE, must('maxNumber', { max: LIBRARY_HISTORY_MAX_PAGE }))
    .default(LIBRARY_HISTORY_DEFAULT_PAGE),
  SkipCount: z.coerce
    .number({ message: must('number') })
    .int(must('wholeNumber'))
    .min(0, must('minNumber', { min: 0 }))
    .default(0),
});
export type LibraryHistoryQuery = z.input<typeof libraryHistoryQuerySchema>;
export type LibraryHistoryCriteria = z.output<typeof libraryHistoryQuerySchema>;

/** The project a history row is about, as the lists show it. */
const historyProjectSchema = z.object({
  projectId: z.number().int().positive(),
  projectName: z.string(),
  projectNum: z.string(),
  /** §4 project state number. */
  state: z.number().int(),
  /** When the project was registered (ISO). */
  registeredAt: z.string(),
});

const bidderFactsSchema = z.object({
  /** The sign-up's approval state ("0" waiting, "1" approved, "2" rejected); null: no sign-up. */
  signUpState: approvalStateSchema.nullable(),
  /** When it signed up (ISO); null: no sign-up. */
  signedUpAt: z.string().nullable(),
  /** The qualification purchase's approval state; null: none. */
  purchaseState: approvalStateSchema.nullable(),
  /** Its qualification results, one per bid package, in package order. */
  results: z.array(
    z.object({
      groupId: qualificationResultSchema.shape.qualificationResult_groupId,
      result: qualificationResultSchema.shape.qualificationResult_result,
    }),
  ),
  won: z.boolean(),
  /** Its objections, oldest first. */
  objections: z.array(
    z.object({ status: objectionSchema.shape.objection_status, raisedAt: z.string().nullable() }),
  ),
});

export const libraryHistoryRowSchema = historyProjectSchema.extend({
  /** What the records say of a bidder in this project; null in a purchaser's or an agency's history. */
  bidder: bidderFactsSchema.nullable(),
});
export type LibraryHistoryRow = z.infer<typeof libraryHistoryRowSchema>;
export type HistoryProject = z.infer<typeof historyProjectSchema>;

/** How the whole history adds up, over every page. */
export const libraryHistoryTotalsSchema = z.object({
  projects: z.number().int().min(0),
  signUps: z.number().int().min(0),
  wins: z.number().int().min(0),
  objections: z.number().int().min(0),
});
export type LibraryHistoryTotals = z.infer<typeof libraryHistoryTotalsSchema>;

export const libraryHistorySchema = z.object({
  totals: libraryHistoryTotalsSchema,
  totalCount: z.number().int().min(0),
  items: z.array(libraryHistoryRowSchema),
});
export type LibraryHistory = z.infer<typeof libraryHistorySchema>;

/** The fields of each record type the history reads. */
interface BidderFacts {
  readonly signUp: Pick<SignUp, 'projectId' | 'supplierName' | 'signUp_state' | 'creationTime'>;
  readonly qualificationPurchase: Pick<
    QualificationPurchase,
    'projectId' | 'supplierName' | 'qualificationPurchase_state' | 'creationTime'
  >;
  readonly qualificationResult: Pick<
    QualificationResult,
    | 'projectId'
    | 'supplierName'
    | 'qualificationResult_result'
    | 'qualificationResult_groupId'
    | 'creationTime'
  >;
  readonly objection: Pick<Objection, 'projectId' | 'supplierName' | 'objection_status' | 'creationTime'>;
}

/** A record of a bidder as the history reads it: its type and its fields. */
export type BidderRecord = {
  [T in keyof BidderFacts]: { readonly type: T; readonly fact: BidderFacts[T] };
}[keyof BidderFacts];

/**
 * A page of a bidder's history from the records naming it (`name` as stored), before its projects are
 * read: one row per project, the newest activity first (then the larger project id), and the totals of
 * all. Only the page's rows are filled in, and only their projects are to be read: a long-standing
 * bidder has thousands of records (bench/README.md). The caller gives only records of projects that
 * stand (not deleted, its tenant's).
 */
export function bidderHistory(
  name: string,
  records: readonly BidderRecord[],
  page: HistoryPage,
): BidderHistoryPage {
  const byProject = new Map<number, BidderRecord[]>();
  const latest = new Map<number, string>();
  for (const record of records) {
    if (record.fact.supplierName !== name) continue;
    const { projectId, creationTime = '' } = record.fact;
    const here = byProject.get(projectId);
    if (here) here.push(record);
    else byProject.set(projectId, [record]);
    if (creationTime > (latest.get(projectId) ?? '')) latest.set(projectId, creationTime);
  }
  const mine = [...byProject.values()].flat();
  const outcomes = new Map<number, BidderProjectOutcome>(
    bidderProjectOutcomes(name, factsOf(mine, 'signUp'), factsOf(mine, 'qualificationResult')).map(
      (outcome) => [outcome.projectId, outcome],
    ),
  );
  const newestFirst = [...byProject.keys()].sort((a, b) => {
    const [x, y] = [latest.get(a) ?? '', latest.get(b) ?? ''];
    return x < y ? 1 : x > y ? -1 : b - a;
  });
  return {
    totals: {
      projects: newestFirst.length,
      signUps: outcomes.size,
      wins: [...outcomes.values()].filter((outcome) => outcome.won).length,
      objections: factsOf(mine, 'objection').length,
    },
    totalCount: newestFirst.length,
    rows: pageOf(newestFirst, page).map((projectId) => ({
      projectId,
      bidder: bidderFactsIn(byProject.get(projectId) ?? [], outcomes.get(projectId)?.won ?? false),
    })),
  };
}

/** A page of a bidder's history whose projects are still to be read. */
export interface BidderHistoryPage extends Omit<LibraryHistory, 'items'> {
  readonly rows: readonly { readonly projectId: number; readonly bidder: LibraryHistoryRow['bidder'] }[];
}

/** The page with its projects read (`projects` holds at least the page's). */
export function withProjects(
  history: BidderHistoryPage,
  projects: readonly HistoryProject[],
): LibraryHistory {
  const byId = new Map(projects.map((project) => [project.projectId, project]));
  return {
    totals: history.totals,
    totalCount: history.totalCount,
    items: history.rows.flatMap((row) => {
      const project = byId.get(row.projectId);
      return project ? [{ ...project, bidder: row.bidder }] : [];
    }),
  };
}

/** Which rows of a history to give: the query's skip and size. */
export type HistoryPage = Pick<LibraryHistoryCriteria, 'SkipCount' | 'MaxResultCount'>;

const pageOf = <T>(rows: readonly T[], page: HistoryPage) =>
  rows.slice(page.SkipCount, page.SkipCount + page.MaxResultCount);

/** The facts of one type among `records`. */
function factsOf<T extends keyof BidderFacts>(records: readonly BidderRecord[], type: T): BidderFacts[T][] {
  return records.flatMap((record) => (record.type === type ? [record.fact as BidderFacts[T]] : []));
}

/** What the records of one project (`here`, the bidder's) say of the bidder there. */
function bidderFactsIn(here: readonly BidderRecord[], won: boolean): z.infer<typeof bidderFactsSchema> {
  const signUp = factsOf(here, 'signUp')[0];
  const purchase = factsOf(here, 'qualificationPurchase')[0];
  return {
    signUpState: signUp?.signUp_state ?? null,
    signedUpAt: signUp?.creationTime ?? null,
    purchaseState: purchase?.qualificationPurchase_state ?? null,
    results: factsOf(here, 'qualificationResult')
      .map((fact) => ({ groupId: fact.qualificationResult_groupId, result: fact.qualificationResult_result }))
      .sort((a, b) => a.groupId - b.groupId),
    won,
    objections: factsOf(here, 'objection')
      .map((fact) => ({ status: fact.objection_status, raisedAt: fact.creationTime ?? null }))
      .sort((a, b) => ((a.raisedAt ?? '') < (b.raisedAt ?? '') ? -1 : 1)),
  };
}

/** A page of a purchaser's or an agency's history: the projects naming it, registered last first. */
export function namedProjectsHistory(projects: readonly HistoryProject[], page: HistoryPage): LibraryHistory {
  const rows = [...projects].sort((a, b) =>
    a.registeredAt < b.registeredAt ? 1 : a.registeredAt > b.registeredAt ? -1 : b.projectId - a.projectId,
  );
  return {
    totals: { projects: rows.length, signUps: 0, wins: 0, objections: 0 },
    totalCount: rows.length,
    items: pageOf(rows, page).map((project) => ({ ...project, bidder: null })),
  };
}
