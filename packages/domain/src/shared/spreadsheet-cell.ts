/** A byte order mark first, so that spreadsheet programs read Chinese names in a CSV file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * A text as a spreadsheet cell that never runs as a formula (CSV injection): one beginning with `=`,
 * `+`, `-` or `@`, also after spaces, or with a tab or carriage return, gets a leading `'`, so the
 * program shows it as text. Every export — CSV or XLSX — writes its cells through this.
 */
export function neutraliseFormula(text: string): string {
  return /^[\t\r]|^\s*[=+\-@]/.test(text) ? `'${text}` : text;
}

/**
 * A cell's text as it was before neutraliseFormula: the `'` it put before a text that would run as a
 * formula is dropped, so an exported file imports back as it was written. Any other text stays as it is.
 */
export function withoutFormulaGuard(text: string): string {
  return /^'([\t\r]|\s*[=+\-@])/.test(text) ? text.slice(1) : text;
}

/** One CSV cell (RFC 4180), safe to open in a spreadsheet (neutraliseFormula). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(
    typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value),
  );
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A sheet to write: a header row, then rows of cells already made safe by neutraliseFormula. */
export interface SpreadsheetTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** A table as CSV: UTF-8 with a byte order mark, lines ending in CRLF (RFC 4180). */
export function spreadsheetCsv(table: SpreadsheetTable): string {
  const lines = [table.header, ...table.rows].map((cells) => cells.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
