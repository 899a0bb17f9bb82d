import { type FieldError, ValidationError } from './errors';
import type { Label } from './labels';
import { withoutFormulaGuard } from './spreadsheet-cell';
import { must } from './validation-messages';

/**
 * Reading an imported spreadsheet laid out as one of our exports (ADR 0016): the header names the
 * columns, in English or Chinese and in any order; each row below is checked and named by its number.
 * Turning a file's bytes into rows of text is the adapters' (exceljs, papaparse); everything after it is
 * here, shared by the library import and the opening record's.
 */

/** A row of a sheet as read: its number as the spreadsheet shows it (the header is row 1), its cells as text. */
export interface SheetRow {
  readonly number: number;
  readonly cells: readonly string[];
}

/** A column an import knows, by its header in either language. */
export interface SheetColumn<K extends string> {
  readonly key: K;
  readonly label: Label;
  /** Written by an export for people to read (a standing, a creation time) and skipped on import. */
  readonly derived?: true;
}

/** A sheet whose header has been read: which column holds what, and the rows below it. */
export interface ReadSheet<K extends string> {
  readonly columns: ReadonlyMap<K, { readonly index: number; readonly header: string }>;
  readonly rows: readonly SheetRow[];
}

/** A refusal of the whole file (400 naming `file`): not a spreadsheet, a wrong header, empty, too large. */
export function sheetFileRefusal(message: string): ValidationError {
  return new ValidationError([{ field: 'file', message }]);
}

const isBlank = (row: SheetRow) => row.cells.every((cell) => cell.trim() === '');

/**
 * The header of a sheet: the first row that is not blank names the columns. A column the import does not
 * know (`unknownColumn` says so in the import's words), a column twice, or a required column missing
 * refuses the file; so do no rows below the header, or more than `maxRows`. Blank rows are skipped,
 * keeping the others' numbers.
 */
export function readSheet<K extends string>(
  rows: readonly SheetRow[],
  known: readonly SheetColumn<K>[],
  rules: {
    readonly required: readonly K[];
    readonly maxRows: number;
    readonly unknownColumn: (column: string) => string;
  },
): ReadSheet<K> {
  const [header, ...data] = rows.filter((row) => !isBlank(row));
  if (!header) throw sheetFileRefusal(must('noHeaderRow'));
  const columns = new Map<K, { index: number; header: string }>();
  let chinese = false;
  for (const [index, cell] of header.cells.entries()) {
    const text = cell.trim();
    if (text === '') continue;
    const column = known.find((c) => c.label.en.toLowerCase() === text.toLowerCase() || c.label.zh === text);
    if (!column) throw sheetFileRefusal(rules.unknownColumn(text));
    if (columns.has(column.key)) throw sheetFileRefusal(must('columnTwice', { column: text }));
    columns.set(column.key, { index, header: text });
    chinese ||= column.label.zh === text;
  }
  for (const key of rules.required) {
    const label = known.find((column) => column.key === key)?.label;
    if (label && !columns.has(key)) {
      throw sheetFileRefusal(must('missingColumn', { column: chinese ? label.zh : label.en }));
    }
  }
  if (data.length === 0) throw sheetFileRefusal(must('noRowsToImport'));
  if (data.length > rules.maxRows) throw sheetFileRefusal(must('tooManyRows', { max: rules.maxRows }));
  return { columns, rows: data };
}

/** A cell of a row, the export's `'`-guard dropped (withoutFormulaGuard); undefined without such a column. */
export function sheetCell<K extends string>(sheet: ReadSheet<K>, row: SheetRow, key: K): string | undefined {
  const column = sheet.columns.get(key);
  return column === undefined ? undefined : withoutFormulaGuard(row.cells[column.index] ?? '');
}

/** Reads one row's cells by column key, trimmed; a missing column or cell reads as ''. */
export function rowReader<K extends string>(sheet: ReadSheet<K>, row: SheetRow): (key: K) => string {
  return (key) => (sheetCell(sheet, row, key) ?? '').trim();
}

/** What is wrong with one row: its number, the field, and the message. */
export interface SheetRowProblem {
  readonly row: number;
  readonly field: string;
  readonly message: string;
}

/** The refusal of an import lists at most this many problems; a preview shows them all. */
const LISTED_PROBLEMS = 100;

/**
 * All or nothing: when any row has a problem, a ValidationError naming each (`row 3.creditCode: is also
 * in row 2`), the first hundred and a count of the rest, and nothing is imported.
 */
export function assertNoRowProblems(problems: readonly SheetRowProblem[]): void {
  if (problems.length === 0) return;
  const listed: FieldError[] = problems
    .slice(0, LISTED_PROBLEMS)
    .map((problem) => ({ field: `row ${problem.row}.${problem.field}`, message: problem.message }));
  const more = problems.length - LISTED_PROBLEMS;
  throw new ValidationError([
    ...listed,
    ...(more > 0 ? [{ field: 'file', message: must('moreImportProblems', { count: more }) }] : []),
  ]);
}
