import { z } from 'zod';

/**
 * The administration entities (§6: settings are the Admin's): users, roles, companies, app modules and
 * flow templates. Their audit entries carry the fields a change touched, before and after.
 */
export const ADMIN_AUDIT_ENTITIES = ['user', 'role', 'company', 'appModule', 'flowTemplate'] as const;
export type AdminAuditEntity = (typeof ADMIN_AUDIT_ENTITIES)[number];

export function isAdminAuditEntity(entity: string): entity is AdminAuditEntity {
  return (ADMIN_AUDIT_ENTITIES as readonly string[]).includes(entity);
}

/** Who wrote: a signed-in user, or the server itself running a job (create-admin, prune-audit). */
export const AUDIT_ACTORS = ['user', 'system'] as const;
export type AuditActor = (typeof AUDIT_ACTORS)[number];

/** The user name a job's entries carry, so a filter by user finds them too. */
export const SYSTEM_AUDIT_USER_NAME = 'system';

/** The changed fields of an administration entity: only the fields that differ, secrets redacted. */
export const auditChangesSchema = z.object({
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/**
 * One write of the audit trail: who (user and tenant, or the system), when (server time), the call
 * (method and route pattern), what it changed (entity, id, the project it belongs to) and where it came
 * from (request id, client address). Passwords, tokens and hand-over secrets are never part of it.
 */
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  /** When the write happened, by the server's clock (ISO 8601). */
  creationTime: z.string(),
  actor: z.enum(AUDIT_ACTORS),
  userId: z.number().int().nullable(),
  /** The login name at the time of the write; `system` for a job. */
  userName: z.string().nullable(),
  method: z.string(),
  /** The route pattern, e.g. `/api/services/app/Sproject/CreateOrUpdate`. */
  route: z.string(),
  /** What was written, e.g. `project`, `notice`, `record`, `user`. */
  entity: z.string(),
  entityId: z.string().nullable(),
  projectId: z.number().int().nullable(),
  requestId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  changes: auditChangesSchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
