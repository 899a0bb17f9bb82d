import { z } from 'zod';
import { compareMoney, type Money, moneySchema } from '../shared/money';
import { must } from '../shared/validation-messages';
import { LIBRARY_KINDS, type LibraryEntry } from './library-entry';

/**
 * The analysis pages of the libraries (§1 route table: /home/…-library/analysis): what the projects of a
 * library's entries come to by month, its leading entries, how its bidders fare, and where its entries
 * are — each chart with its numbers beside it. Project figures count the projects registered in the
 * chosen business months; the entries' areas and industries count the library as it stands.
 *
 * A library's projects are those its entries take part in:
 * - a bidder's, the projects it signed up for (a sign-up record naming it);
 * - a purchaser's, the projects whose purchaser unit names it (isNamedEntry);
 * - an agency's, the projects whose agency names it (namesAgency): the agency picked at registration, or
 *   else the company of the staff who registered it (§1: staff belong to a company of a tendering agency).
 */

/** The month spans the page offers; any whole number of months from 1 to the last is accepted. */
export const LIBRARY_ANALYSIS_MONTH_SPANS = [6, 12, 24, 36] as const;
export const LIBRARY_ANALYSIS_DEFAULT_MONTHS = 12;
/** How many entries the leading lists hold (the leading purchasers, agencies and bidders). */
export const LIBRARY_ANALYSIS_TOP = 10;
/** How many areas or industries are charted one by one; the rest are counted together. */
export const LIBRARY_ANALYSIS_CATEGORIES = 10;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The longest span: three years. */
const MAX_MONTHS = 36;

/** What an analysis is asked for: the entries holding a word (as the library list finds them) and the months. */
export const libraryAnalysisQuerySchema = z.object({
  Keyword: z
    .string()
    .trim()
    .max(100, must('maxChars', { max: 100 }))
    .optional(),
  Months: z.coerce
    .number({ message: must('number') })
    .int(must('wholeNumber'))
    .min(1, must('minNumber', { min: 1 }))
    .max(MAX_MONTHS, must('maxNumber', { max: MAX_MONTHS }))
    .default(LIBRARY_ANALYSIS_DEFAULT_MONTHS),
});
export type LibraryAnalysisQuery = z.input<typeof libraryAnalysisQuerySchema>;
export type LibraryAnalysisCriteria = z.output<typeof libraryAnalysisQuerySchema>;

const count = z.number().int().min(0);

/** One business month (`YYYY-MM`, UTC+8): the projects registered in it and their budgets added up. */
export const analysisMonthSchema = z.object({
  month: z.string().regex(MONTH),
  projects: count,
  amount: moneySchema,
});
export type AnalysisMonth = z.infer<typeof analysisMonthSchema>;

/** A chart item (§3 "Chart items: name, total"); a null name counts the entries that give none. */
export const chartItemSchema = z.object({ name: z.string().nullable(), total: count });
export type ChartItem = z.infer<typeof chartItemSchema>;

/** The largest items one by one, and what the others add up to (`rest`). */
export const chartCategoriesSchema = z.object({ items: z.array(chartItemSchema), rest: count });
export type ChartCategories = z.infer<typeof chartCategoriesSchema>;

/** An entry with the projects it takes part in and their budgets added up. */
export const entryProjectsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  projects: count,
  amount: moneySchema,
});
export type EntryProjects = z.infer<typeof entryProjectsSchema>;

/** A bidder of the library with its sign-ups, wins and win rate (records/bidder-outcomes.ts). */
export const entryOutcomeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  signUps: count,
  wins: count,
  winRate: z.number().min(0).max(1),
});
export type EntryOutcome = z.infer<typeof entryOutcomeSchema>;

/**
 * A library's analysis. `months` has one item per month asked for, oldest first, months without a
 * project included. `topEntries` (agencies and purchasers) and `bidderOutcomes` (bidders) hold at most
 * LIBRARY_ANALYSIS_TOP entries, each with at least one project; `byIndustry` is the bidders' alone.
 */
export const libraryAnalysisSchema = z.object({
  kind: z.enum(LIBRARY_KINDS),
  months: z.array(analysisMonthSchema),
  topEntries: z.array(entryProjectsSchema),
  bidderOutcomes: z.array(entryOutcomeSchema),
  byArea: chartCategoriesSchema,
  byIndustry: chartCategoriesSchema,
});
export type LibraryAnalysis = z.infer<typeof libraryAnalysisSchema>;

/**
 * Whether an organisation as a project or a company names it — a purchaser unit, a company's name or
 * code — is this entry: its name exactly (both are stored trimmed), or its credit code in any case.
 */
export function isNamedEntry(
  entry: Pick<LibraryEntry, 'name' | 'creditCode'>,
  named: string | null | undefined,
): boolean {
  if (!named) return false;
  return named === entry.name || named.toUpperCase() === entry.creditCode;
}

/**
 * Whether a project is an agency entry's: the agency it was registered for names the entry; with none
 * picked, the company of the staff member who registered it does, by its name or its code.
 */
export function namesAgency(
  entry: Pick<LibraryEntry, 'name' | 'creditCode'>,
  project: { readonly agencyName?: string | null },
  registeredBy: { readonly name: string; readonly code?: string | null } | undefined,
): boolean {
  if (project.agencyName) return isNamedEntry(entry, project.agencyName);
  return (
    registeredBy !== undefined &&
    (isNamedEntry(entry, registeredBy.name) || isNamedEntry(entry, registeredBy.code))
  );
}

const byName = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/** Most projects first, then the larger amount, then by name in code-point order (as the server sorts). */
export function byEntryProjects(a: EntryProjects, b: EntryProjects): number {
  return (
    b.projects - a.projects || compareMoney(b.amount as Money, a.amount as Money) || byName(a.name, b.name)
  );
}

/**
 * Counts by name as a chart shows them: the largest first (ties by name, entries without one last), the
 * first `limit` one by one and the others added up.
 */
export function chartCategories(
  counts: readonly ChartItem[],
  limit: number = LIBRARY_ANALYSIS_CATEGORIES,
): ChartCategories {
  const sorted = counts
    .filter((c) => c.total > 0)
    .sort((a, b) => b.total - a.total || byName(a.name, b.name));
  return {
    items: sorted.slice(0, limit),
    rest: sorted.slice(limit).reduce((sum, item) => sum + item.total, 0),
  };
}
