import type { AuditChanges, AuditEntry } from '@tender/domain';
import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../../db/schema';
import { isoTime, jsonValue } from '../row-values';

/** An audit_log row as the viewer shows it. */
export function auditEntryOf(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: Number(row.id),
    creationTime: isoTime(row.occurredAt),
    actor: row.actor,
    userId: row.userId,
    userName: row.userName,
    method: row.method,
    route: row.route,
    entity: row.entity,
    entityId: row.entityId,
    projectId: row.projectId,
    requestId: row.requestId,
    clientAddress: row.clientAddress,
    changes: (jsonValue(row.changes) as AuditChanges | null) ?? null,
  };
}
