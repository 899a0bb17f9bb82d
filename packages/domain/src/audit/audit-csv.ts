import type { AuditEntry } from './audit-entry';

/** The export's columns, in order: the entry's fields, the changes as JSON. */
export const AUDIT_CSV_COLUMNS = [
  'creationTime',
  'actor',
  'userId',
  'userName',
  'method',
  'route',
  'entity',
  'entityId',
  'projectId',
  'requestId',
  'clientAddress',
  'changes',
] as const;

/** A byte order mark first, so that spreadsheet programs read the Chinese names as UTF-8. */
const BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180). A value a spreadsheet would run as a formula — beginning with `=`, `+`, `-`
 * or `@`, also after spaces, or with a tab or carriage return — gets a leading `'`, so it shows as text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[\t\r]|^\s*[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The audit trail as CSV: a header row, then one row per entry, lines ending in CRLF. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [
    AUDIT_CSV_COLUMNS.join(','),
    ...entries.map((entry) => AUDIT_CSV_COLUMNS.map((column) => csvCell(entry[column])).join(',')),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
