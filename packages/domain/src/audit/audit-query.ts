import { z } from 'zod';
import { instantOf } from '../shared/business-day';
import { must } from '../shared/validation-messages';

/** Entries a page of the audit trail shows unless the caller asks for another size. */
export const AUDIT_PAGE_SIZE = 20;
/** The most rows one CSV export carries (newest first); narrow the filter for older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** A date (`YYYY-MM-DD`, the start of that business day) or an ISO date-time, as an ISO instant. */
const bound = z
  .string()
  .trim()
  .max(40)
  .transform((text, ctx) => {
    const instant = instantOf(text);
    if (instant) return instant.toISOString();
    ctx.addIssue({ code: 'custom', message: must('dateOrDateTime') });
    return z.NEVER;
  });

/**
 * What the audit trail is filtered by (server and clients share it): the user's login name (any letter
 * case), the entity, the project, and a time range — `from` inclusive, `to` exclusive — newest first, a
 * page at a time. Query-string values are coerced.
 */
export const auditQuerySchema = z
  .object({
    userName: z.string().trim().min(1).max(256).optional(),
    entity: z.string().trim().min(1).max(100).optional(),
    projectId: z.coerce.number().int().positive().optional(),
    from: bound.optional(),
    to: bound.optional(),
    MaxResultCount: z.coerce.number().int().min(1).max(1000).default(AUDIT_PAGE_SIZE),
    SkipCount: z.coerce.number().int().min(0).default(0),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: must('afterFrom'),
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditFilter = z.output<typeof auditQuerySchema>;
