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
