import { z } from 'zod';
import { libraryImportQuerySchema } from '../libraries/library-import';
import { instantOfBusinessDateTime } from '../shared/business-day';
import { fieldErrorsOf } from '../shared/errors';
import {
  assertNoRowProblems,
  type ReadSheet,
  readSheet,
  rowReader,
  type SheetRow,
  type SheetRowProblem,
} from '../shared/sheet-import';
import { must } from '../shared/validation-messages';
import {
  type OpeningBidFields,
  type OpeningPackage,
  type OpeningRecord,
  openingBidInputSchema,
} from './opening-record';
import {
  BOND_WORDS,
  OPENING_RECORD_COLUMNS,
  type OpeningColumnKey,
  openingPackageLabel,
} from './opening-record-export';

/**
 * Importing bids into the opening record (开标记录) from a spreadsheet laid out as its export: the bid
 * package (its number and name as the export writes it, or either alone), the bidder, the price, the
 * duration, the quality commitment, the bond and the time received; the standing column is derived and
 * skipped. Every row is checked as the bid form checks a bid (openingBidInputSchema: the same messages),
 * and as the record checks an entry: a package of the project not yet confirmed, a time no later than now,
 * each bidder once per package (also across the file). All or nothing: any row wrong, nothing is added.
 * The server and the in-memory adapter both read through here; only the bytes to rows are theirs.
 */

/** An opening record holds a few dozen bids; a file of more rows than this is no opening record. */
export const OPENING_IMPORT_MAX_ROWS = 500;

/** What an import call names besides the file's bytes: the project, and the file's name (its format). */
export const openingImportQuerySchema = libraryImportQuerySchema.extend({
  projectId: z.coerce.number().int().positive(),
});
export type OpeningImportQuery = z.input<typeof openingImportQuerySchema>;

const REQUIRED: readonly OpeningColumnKey[] = [
  'package',
  'bidder',
  'price',
  'durationDays',
  'bondPaid',
  'receivedAt',
];

/** The input's field each column fills, for naming a problem the bid schema finds. */
const FIELD_OF_COLUMN: Partial<Record<string, OpeningColumnKey>> = {
  groupId: 'package',
  bidder: 'bidder',
  price: 'price',
  durationDays: 'durationDays',
  quality: 'quality',
  bondPaid: 'bondPaid',
  receivedAt: 'receivedAt',
};

/**
 * The bids a sheet adds to a project's opening record, in the file's order (each without an id) — or
 * the file refused whole (400 naming `file`), or a ValidationError naming each wrong row's field
 * (`row 3.price: must be an amount`).
 */
export function openingBidsOfSheet(
  rows: readonly SheetRow[],
  record: OpeningRecord,
  now: Date,
): OpeningBidFields[] {
  const sheet = readSheet(rows, OPENING_RECORD_COLUMNS, {
    required: REQUIRED,
    maxRows: OPENING_IMPORT_MAX_ROWS,
    unknownColumn: (column) => must('notOpeningColumn', { column }),
  });
  const problems: SheetRowProblem[] = [];
  const bids: OpeningBidFields[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of sheet.rows) {
    const problem = (field: OpeningColumnKey, message: string) =>
      problems.push({ row: row.number, field, message });
    const cell = rowReader(sheet, row);
    const pkg = packageNamed(record.packages, cell('package'));
    if (!pkg) problem('package', must('notABidPackage'));
    else if (pkg.confirmedAt !== null) problem('package', must('packageConfirmed'));
    const bondPaid = bondPaidOf(cell('bondPaid'));
    if (bondPaid === undefined) problem('bondPaid', must('bondWord'));
    const parsed = openingBidInputSchema.safeParse({
      ...inputOf(sheet, row, record.projectId, pkg),
      // An unreadable bond is the row's problem already (in the column's words, not true or false).
      bondPaid: bondPaid ?? false,
    });
    if (!parsed.success) {
      for (const error of fieldErrorsOf(parsed.error.issues)) {
        const column = FIELD_OF_COLUMN[error.field];
        // The package's own problem is named above.
        if (column && column !== 'package') problem(column, error.message);
      }
      continue;
    }
    const bid = parsed.data;
    if (Date.parse(bid.receivedAt) > now.getTime()) problem('receivedAt', must('notInFuture'));
    const bidderKey = `${bid.groupId}\u0000${bid.bidder}`;
    const earlier = firstRowOf.get(bidderKey);
    if (earlier !== undefined) problem('bidder', must('bidInRow', { row: earlier }));
    else firstRowOf.set(bidderKey, row.number);
    if (pkg?.bids.some((stored) => stored.bidder === bid.bidder)) problem('bidder', must('bidderTwice'));
    bids.push(bid);
  }
  assertNoRowProblems(problems.map((p) => ({ ...p, field: headerOf(sheet, p.field) })));
  return bids;
}

/** A package by the name the file gives it: number and name as exported, or the number or the name alone. */
function packageNamed(packages: readonly OpeningPackage[], name: string): OpeningPackage | undefined {
  if (name === '') return undefined;
  return (
    packages.find((pkg) => openingPackageLabel(pkg) === name) ??
    packages.find((pkg) => pkg.groupNumber === name) ??
    packages.find((pkg) => pkg.groupName === name)
  );
}

/** A row's cells as the bid form's input: numbers and words read, anything unreadable left for the schema. */
function inputOf(
  sheet: ReadSheet<OpeningColumnKey>,
  row: SheetRow,
  projectId: number,
  pkg: OpeningPackage | undefined,
) {
  const cell = rowReader(sheet, row);
  const duration = cell('durationDays');
  const received = cell('receivedAt');
  return {
    projectId,
    // A package the file does not name is the row's problem already; any id keeps the schema quiet on it.
    groupId: pkg?.groupId ?? 1,
    bidder: cell('bidder'),
    // Thousands separators as a spreadsheet program shows them; the amount itself stays exact.
    price: cell('price').replaceAll(',', ''),
    durationDays: /^-?\d+(\.\d+)?$/.test(duration) ? Number(duration) : duration || undefined,
    quality: cell('quality'),
    receivedAt: instantOfBusinessDateTime(received)?.toISOString() ?? received,
  };
}

/** The bond column read as the export writes it, in either language (also yes/no, 是/否); else undefined. */
function bondPaidOf(text: string): boolean | undefined {
  const word = text.toLowerCase();
  if ([BOND_WORDS.paid.en, BOND_WORDS.paid.zh, 'yes', '是', 'true'].includes(word)) return true;
  if ([BOND_WORDS.unpaid.en, BOND_WORDS.unpaid.zh, 'no', '否', 'false'].includes(word)) return false;
  return undefined;
}

/** A problem's column as the file heads it. */
function headerOf(sheet: ReadSheet<OpeningColumnKey>, key: string): string {
  return sheet.columns.get(key as OpeningColumnKey)?.header ?? key;
}
