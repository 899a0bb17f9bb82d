import { type ExportedFile, type SpreadsheetTable, spreadsheetCsv } from '@tender/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An export table as an XLSX workbook (exceljs: the format's details are not ours to hand-write). Every
 * cell is written as text — the domain has already neutralised anything a spreadsheet would run — and
 * the header row is bold and frozen, so a long list stays readable. A library import reads it back
 * (ADR 0016).
 */
export async function xlsxOf(sheetName: string, table: SpreadsheetTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tender';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...table.header]).font = { bold: true };
  // A cell of several items holds one a line (domain library-cell-text.ts): wrapped, so each shows.
  for (const row of table.rows) sheet.addRow([...row]).alignment = { vertical: 'top', wrapText: true };
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(...[table.header, ...table.rows].map((cells) => (cells[index] ?? '').length));
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A table as the file to download, `<stem>.<format>`: XLSX with `sheetName`, or CSV (spreadsheetCsv). */
export async function spreadsheetFile(
  file: { readonly stem: string; readonly sheetName: string; readonly format: 'xlsx' | 'csv' },
  table: SpreadsheetTable,
): Promise<ExportedFile> {
  const bytes =
    file.format === 'csv' ? Buffer.from(spreadsheetCsv(table), 'utf8') : await xlsxOf(file.sheetName, table);
  return {
    fileName: `${file.stem}.${file.format}`,
    contentType: file.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_CONTENT_TYPE,
    bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
}

/** Replies with a file to download. Never kept by a cache: it holds the tenant's data. */
export function sendExportedFile(reply: FastifyReply, file: ExportedFile): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .type(file.contentType)
    .send(Buffer.from(file.bytes));
}
