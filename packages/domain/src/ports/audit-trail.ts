import type { AuditEntry } from '../audit/audit-entry';
import type { AuditQuery } from '../audit/audit-query';
import type { Paged } from '../shared/paging';

/**
 * The audit trail of the signed-in tenant: every write, newest first (Admin only, §6 settings; the server
 * refuses anyone else with 403). `export` gives the filtered entries as CSV (AUDIT_EXPORT_MAX_ROWS at most).
 */
export interface AuditTrail {
  getPaged(query?: AuditQuery): Promise<Paged<AuditEntry>>;
  exportCsv(query?: AuditQuery): Promise<string>;
}
export const AuditTrail = Symbol.for('tender.AuditTrail');
