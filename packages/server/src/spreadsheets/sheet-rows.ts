import {
  assertLibraryFileSize,
  LIBRARY_IMPORT_MAX_UNPACKED_BYTES,
  libraryCsvText,
  libraryFileRefusal,
  libraryImportFormatOf,
  must,
  type SheetRow,
} from '@tender/domain';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import Papa from 'papaparse';
import type { ReceivedFile } from './spreadsheet-upload';

/**
 * The rows of a spreadsheet someone imports, each cell as text: XLSX through exceljs, CSV through
 * papaparse (exceljs's own CSV reader turns cells into numbers and dates, so an 18-digit credit code
 * would lose digits and a phone its leading zero). The domain's imports read the rows (shared
 * sheet-import.ts); anything that is no such file is refused whole (400 naming `file`).
 */
export async function sheetRowsOf(file: ReceivedFile): Promise<SheetRow[]> {
  assertLibraryFileSize(file.bytes.length);
  // The routes' query schemas have refused any other file name.
  return libraryImportFormatOf(file.fileName) === 'xlsx' ? xlsxRows(file.bytes) : csvRows(file.bytes);
}

/** An uploaded spreadsheet read into rows, with the name it came under. */
export interface ReceivedSheet {
  readonly fileName: string;
  readonly rows: SheetRow[];
}

/**
 * Reads an uploaded file into rows. Import routes call it before they open their transaction: parsing a
 * workbook takes a while, and no database connection (PGlite has one) should wait on it.
 */
export async function receivedSheetOf(file: ReceivedFile): Promise<ReceivedSheet> {
  return { fileName: file.fileName, rows: await sheetRowsOf(file) };
}

/** An XLSX file is a zip archive: it starts with a local file header. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The first worksheet's rows, numbered as the spreadsheet shows them. */
async function xlsxRows(bytes: Buffer): Promise<SheetRow[]> {
  if (!bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) {
    throw libraryFileRefusal(must('notAWorkbook'));
  }
  assertUnpacksWithin(bytes, LIBRARY_IMPORT_MAX_UNPACKED_BYTES);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw libraryFileRefusal(must('notAWorkbook'));
  }
  const sheet = workbook.worksheets[0];
  const rows: SheetRow[] = [];
  sheet?.eachRow((row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ number, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

/** Thrown inside fflate's callbacks to stop the unpacking at the limit. */
class UnpackedTooMuch extends Error {}

/**
 * Refuses an archive that unpacks to more than `max` bytes, before exceljs unpacks it in memory (a zip
 * bomb). The bytes really inflated are counted as they come, with fflate's streaming inflate, so sizes the
 * archive merely declares cannot lie; the count stops at the limit, so the check holds at most one chunk.
 */
function assertUnpacksWithin(bytes: Uint8Array, max: number): void {
  let unpacked = 0;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) throw error;
      unpacked += chunk.length;
      if (unpacked > max) throw new UnpackedTooMuch();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    if (error instanceof UnpackedTooMuch) {
      throw libraryFileRefusal(must('workbookUnpacksTooLarge', { max: max / (1024 * 1024) }));
    }
    throw libraryFileRefusal(must('notAWorkbook'));
  }
}

/**
 * A cell as text: a text as it is, a number or a truth value as written, a date (a certificate's, typed
 * into a spreadsheet program) as YYYY-MM-DD, rich text and links by their text, a formula by the result
 * the program saved — never run here.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    // A spreadsheet's date-time has no zone: exceljs hands its wall-clock reading over as if it were UTC,
    // so it is written back as that reading (`YYYY-MM-DD HH:mm:ss`), for the import to read in the
    // agencies' day, never shifted by eight hours.
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  }
  return '';
}

/** The records of a CSV file (RFC 4180, comma-separated as the export writes it), numbered from 1. */
function csvRows(bytes: Buffer): SheetRow[] {
  const parsed = Papa.parse<string[]>(libraryCsvText(bytes), { delimiter: ',', skipEmptyLines: false });
  const quotes = parsed.errors.find((error) => error.type === 'Quotes');
  if (quotes) throw libraryFileRefusal(must('csvQuotes', { row: (quotes.row ?? 0) + 1 }));
  return parsed.data.map((cells, index) => ({ number: index + 1, cells }));
}
