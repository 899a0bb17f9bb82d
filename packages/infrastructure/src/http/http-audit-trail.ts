import {
  type AuditEntry,
  type AuditQuery,
  type AuditTrail,
  auditEntrySchema,
  type Paged,
  pagedSchema,
  UnavailableError,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const AUDIT = '/api/services/app/AuditLog';
const auditPageSchema = pagedSchema(auditEntrySchema);

/** The tenant's audit trail over the API (AuditLog/GetPaged and Export; Admin only, §6). */
export class HttpAuditTrail implements AuditTrail {
  constructor(private readonly api: HttpClient) {}

  getPaged(query: AuditQuery = {}): Promise<Paged<AuditEntry>> {
    return this.api.get(`${AUDIT}/GetPaged`, { params: { ...query }, schema: auditPageSchema });
  }

  async exportCsv(query: AuditQuery = {}): Promise<string> {
    const csv = await this.api.get(`${AUDIT}/Export`, { params: { ...query } });
    // The export is CSV text, never an envelope: anything else means the server broke the contract.
    if (typeof csv !== 'string') throw new UnavailableError(`the API server sent no CSV for ${AUDIT}/Export`);
    return csv;
  }
}
