import ExcelJS from 'exceljs';

/**
 * An export table as an XLSX workbook (exceljs: the format's details are not ours to hand-write). Every
 * cell is written as text — the domain has already neutralised anything a spreadsheet would run — and
 * the header row is bold and frozen, so a long list stays readable. An import reads it back (ADR 0016).
 */
export async function xlsxOf(
  sheetName: string,
  table: { header: readonly string[]; rows: readonly (readonly string[])[] },
): Promise<Buffer> {
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
