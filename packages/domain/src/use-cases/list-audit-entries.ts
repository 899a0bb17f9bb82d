import type { AuditEntry } from '../audit/audit-entry';
import { AUDIT_PAGE_SIZE, type AuditQuery } from '../audit/audit-query';
import type { AuditTrail } from '../ports/audit-trail';
import type { Paged } from '../shared/paging';

/** Lists the tenant's audit trail, newest first, a page at a time (Admin only, §6). */
export class ListAuditEntries {
  constructor(private readonly trail: AuditTrail) {}

  execute(query: AuditQuery = {}): Promise<Paged<AuditEntry>> {
    return this.trail.getPaged({ MaxResultCount: AUDIT_PAGE_SIZE, ...query });
  }
}
