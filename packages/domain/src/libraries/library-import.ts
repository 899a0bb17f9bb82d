import { z } from 'zod';
import { fieldErrorsOf } from '../shared/errors';
import {
  assertNoRowProblems,
  type ReadSheet,
  readSheet,
  type SheetRow,
  sheetCell,
  sheetFileRefusal,
} from '../shared/sheet-import';
import { must } from '../shared/validation-messages';
import { creditCodeProblem, normaliseCreditCode } from './credit-code';
import {
  bankAccountOfCellText,
  type CellReading,
  certificatesOfCellText,
  contactsOfCellText,
} from './library-cell-text';
import {
  fieldsKeptBy,
  type LibraryEntryFields,
  type LibraryKind,
  libraryEntryInputSchema,
} from './library-entry';
import { LIBRARY_EXPORT_MAX_ROWS, type LibraryColumnKey, libraryColumns } from './library-export';

/**
 * Importing a library from a spreadsheet (§6 action `import`): the file an export wrote, or one laid out
 * like it, read back into entries. The rule is all or nothing: every row is checked as the library's form
 * checks an entry (the same schema, so the same messages), a credit code may appear once in the file and
 * must not be one the library already holds; when any row is wrong, nothing is imported. The server and
 * the in-memory adapter both read through the functions below; only turning bytes into rows of text
 * (exceljs, papaparse) is theirs (ADR 0016).
 */

/** An import reads at most as many rows as an export writes. */
export const LIBRARY_IMPORT_MAX_ROWS = LIBRARY_EXPORT_MAX_ROWS;
/** …and a file of at most this many bytes: an export of 10,000 bidders with full details is about 4 MB. */
export const LIBRARY_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
/**
 * An XLSX file is a zip archive: what it may unpack to, all parts together. An export of the most rows
 * unpacks to a few tens of MB; a "zip bomb" of a few kilobytes would unpack to gigabytes in memory.
 */
export const LIBRARY_IMPORT_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export const LIBRARY_IMPORT_FORMATS = ['xlsx', 'csv'] as const;
export type LibraryImportFormat = (typeof LIBRARY_IMPORT_FORMATS)[number];

/** The format a file's name says (its extension, in any case), or null for any other file. */
export function libraryImportFormatOf(fileName: string): LibraryImportFormat | null {
  const extension = /\.([A-Za-z]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return LIBRARY_IMPORT_FORMATS.find((format) => format === extension) ?? null;
}

/** What an import call names besides the file's bytes: the file's name, whose extension is its format. */
export const libraryImportQuerySchema = z.object({
  FileName: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(255, must('maxChars', { max: 255 }))
    .refine((name) => libraryImportFormatOf(name) !== null, { message: must('spreadsheetFileType') }),
});
export type LibraryImportQuery = z.input<typeof libraryImportQuerySchema>;

/** A refusal of the whole file (400 naming `file`): not a spreadsheet, a wrong header, empty, too large. */
export const libraryFileRefusal = sheetFileRefusal;

const problemSchema = z.object({
  /** The entry's field, dotted as the form's (`contacts.0.phone`). */
  field: z.string(),
  /** The column's header as written in the file. */
  column: z.string(),
  message: z.string(),
});
export type LibraryImportProblem = z.infer<typeof problemSchema>;

export const libraryImportRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  errors: z.array(problemSchema),
});
export type LibraryImportRow = z.infer<typeof libraryImportRowSchema>;

/** What an import would do: each row of the file with what is wrong with it (a hint; the import checks again). */
export const libraryImportPreviewSchema = z.object({
  fileName: z.string(),
  rowCount: z.number().int(),
  errorRowCount: z.number().int(),
  rows: z.array(libraryImportRowSchema),
});
export type LibraryImportPreview = z.infer<typeof libraryImportPreviewSchema>;

export const libraryImportResultSchema = z.object({
  fileName: z.string(),
  importedCount: z.number().int(),
  /** The new entries' ids, in the file's order. */
  ids: z.array(z.number().int()),
});
export type LibraryImportResult = z.infer<typeof libraryImportResultSchema>;

/** A library's sheet whose header has been read (readSheet). */
export interface LibrarySheet extends ReadSheet<LibraryColumnKey> {
  readonly kind: LibraryKind;
}

const REQUIRED_COLUMNS: readonly LibraryColumnKey[] = ['name', 'creditCode'];

/**
 * The header of a library's sheet (readSheet): a column this library does not have (a bidder's extras in
 * an agency's file), a column twice, or no name or credit code column refuses the file; so do no rows
 * below the header, or more than an export writes.
 */
export function readLibrarySheet(kind: LibraryKind, rows: readonly SheetRow[]): LibrarySheet {
  const sheet = readSheet(rows, libraryColumns(kind), {
    required: REQUIRED_COLUMNS,
    maxRows: LIBRARY_IMPORT_MAX_ROWS,
    unknownColumn: (column) => must('unknownColumn', { column }),
  });
  return { kind, ...sheet };
}

/** A cell of a row, `'`-guard dropped; undefined when the sheet has no such column. */
const cellOf = (sheet: LibrarySheet, row: SheetRow, key: LibraryColumnKey) => sheetCell(sheet, row, key);

/** A valid credit code of a row, normalised, or null (its problem is the schema's to name). */
function creditCodeOf(sheet: LibrarySheet, row: SheetRow): string | null {
  const code = normaliseCreditCode(cellOf(sheet, row, 'creditCode') ?? '');
  return code !== '' && creditCodeProblem(code) === null ? code : null;
}

/** The valid credit codes of a sheet, each once: whose holders in the library the import must know. */
export function creditCodesOf(sheet: LibrarySheet): string[] {
  return [...new Set(sheet.rows.map((row) => creditCodeOf(sheet, row)).filter((code) => code !== null))];
}

/** The entry that holds a credit code in the library. */
export interface CreditCodeHolder {
  readonly id: number;
  readonly name: string;
}

/** A checked row: what the preview shows, and the fields to store when nothing is wrong with it. */
export interface CheckedLibraryRow extends LibraryImportRow {
  readonly fields: LibraryEntryFields | null;
}

/**
 * Each row of a sheet checked as the library's form checks an entry (libraryEntryInputSchema, so the same
 * messages as the form's), named by its row number and its column as headed in the file. A credit code
 * the file already had in an earlier row is refused on the later one.
 *
 * A credit code the library already holds is refused too, naming the holder — it does not update that
 * entry: a credit code is unique within a library (§1, migration 0014's unique key), and an import only
 * adds, because changing an entry goes through its edit with the version read (a stale edit is refused,
 * 409), which a file cannot carry; an import never overwrites a colleague's edit.
 *
 * Blacklistings are not in an export's cells (only where one stands today): an import adds none, and a
 * standing column (certificate state, blacklisted until, added) is read as derived and skipped.
 */
export function checkLibraryRows(
  sheet: LibrarySheet,
  holders: ReadonlyMap<string, CreditCodeHolder>,
): CheckedLibraryRow[] {
  const firstRowOf = new Map<string, number>();
  const header = (key: string) => sheet.columns.get(key as LibraryColumnKey)?.header ?? key;
  return sheet.rows.map((row) => {
    const problems: LibraryImportProblem[] = [];
    const cell = (key: LibraryColumnKey) => cellOf(sheet, row, key);
    const listed = <T>(
      key: LibraryColumnKey,
      read: (text: string) => CellReading<T>,
      message: (line: number) => string,
    ): T[] => {
      const text = cell(key);
      if (text === undefined) return [];
      const reading = read(text);
      if ('items' in reading) return reading.items;
      problems.push({ field: key, column: header(key), message: message(reading.badLine + 1) });
      return [];
    };
    const input = {
      // readLibrarySheet has made sure of both columns.
      name: cell('name')!,
      creditCode: cell('creditCode')!,
      legalRepresentative: cell('legalRepresentative'),
      area: cell('area'),
      industry: cell('industry'),
      address: cell('address'),
      contacts: listed('contacts', contactsOfCellText, (line) => must('contactLine', { line })),
      bankAccount: listed('bankAccount', bankAccountOfCellText, () => must('bankAccountLine'))[0] ?? null,
      certificates: listed('certificates', certificatesOfCellText, (line) =>
        must('certificateLine', { line }),
      ),
      blacklistings: [],
    };
    const parsed = libraryEntryInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const error of fieldErrorsOf(parsed.error.issues)) {
        problems.push({ ...error, column: header(error.field.split('.')[0]!) });
      }
    }
    const code = creditCodeOf(sheet, row);
    if (code !== null) {
      const first = firstRowOf.get(code);
      const holder = holders.get(code);
      if (first !== undefined) {
        problems.push({
          field: 'creditCode',
          column: header('creditCode'),
          message: must('creditCodeInRow', { row: first }),
        });
      } else {
        firstRowOf.set(code, row.number);
      }
      if (holder) {
        problems.push({
          field: 'creditCode',
          column: header('creditCode'),
          message: must('creditCodeHeld', { name: holder.name, id: holder.id }),
        });
      }
    }
    return {
      row: row.number,
      name: input.name.trim(),
      creditCode: code ?? input.creditCode.trim(),
      errors: problems,
      fields: parsed.success && problems.length === 0 ? fieldsKeptBy(sheet.kind, parsed.data) : null,
    };
  });
}

/** The preview of checked rows: every row with its problems, and how many rows have any. */
export function libraryImportPreview(
  fileName: string,
  rows: readonly CheckedLibraryRow[],
): LibraryImportPreview {
  return {
    fileName,
    rowCount: rows.length,
    errorRowCount: rows.filter((row) => row.errors.length > 0).length,
    rows: rows.map(({ fields: _fields, ...row }) => row),
  };
}

/**
 * The entries an import adds, in the file's order — or, when any row has a problem, a ValidationError
 * naming each (assertNoRowProblems) and nothing is imported.
 */
export function entriesToImport(rows: readonly CheckedLibraryRow[]): LibraryEntryFields[] {
  assertNoRowProblems(rows.flatMap((row) => row.errors.map((error) => ({ ...error, row: row.row }))));
  return rows.map((row) => row.fields!);
}

/** A CSV file's text: UTF-8, a byte order mark dropped; anything else (another encoding, binary) refuses it. */
export function libraryCsvText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw libraryFileRefusal(must('notUtf8Csv'));
  }
  if (text.includes('\u0000')) throw libraryFileRefusal(must('notUtf8Csv'));
  return text;
}

/** Refuses a file past LIBRARY_IMPORT_MAX_BYTES. */
export function assertLibraryFileSize(byteLength: number): void {
  if (byteLength > LIBRARY_IMPORT_MAX_BYTES) {
    throw libraryFileRefusal(must('fileTooLarge', { max: LIBRARY_IMPORT_MAX_BYTES / (1024 * 1024) }));
  }
}
