import {
  assertLibraryFileSize,
  libraryCsvText,
  libraryFileRefusal,
  libraryImportQuerySchema,
  must,
  parseOrThrow,
  type SheetRow,
  type SpreadsheetFile,
  UnavailableError,
} from '@tender/domain';
import Papa from 'papaparse';

/**
 * The rows of a CSV file an import reads, as the server reads them (its sheet-rows.ts); XLSX is the
 * server's alone (UnavailableError here), so the in-memory module needs no workbook reader.
 */
export function csvSheetRowsOf(file: SpreadsheetFile): SheetRow[] {
  const { FileName } = parseOrThrow(libraryImportQuerySchema, { FileName: file.fileName });
  if (!/\.csv$/i.test(FileName)) throw new UnavailableError('XLSX imports are read by the API server');
  assertLibraryFileSize(file.bytes.byteLength);
  const parsed = Papa.parse<string[]>(libraryCsvText(new Uint8Array(file.bytes)), { delimiter: ',' });
  const quotes = parsed.errors.find((error) => error.type === 'Quotes');
  if (quotes) throw libraryFileRefusal(must('csvQuotes', { row: (quotes.row ?? 0) + 1 }));
  return parsed.data.map((cells, index) => ({ number: index + 1, cells }));
}
