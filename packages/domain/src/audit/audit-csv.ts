import { CSV_BOM, csvCell } from '../shared/spreadsheet-cell';
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

/** The audit trail as CSV: a header row, then one row per entry, lines ending in CRLF. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [
    AUDIT_CSV_COLUMNS.join(','),
    ...entries.map((entry) => AUDIT_CSV_COLUMNS.map((column) => csvCell(entry[column])).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
