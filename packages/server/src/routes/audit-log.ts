import {
  AUDIT_EXPORT_MAX_ROWS,
  auditCsv,
  auditEntrySchema,
  auditQuerySchema,
  isAdmin,
  NotPermittedError,
  pagedSchema,
  refusal,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { KyselyAuditLog } from '../adapters/audit/kysely-audit-log';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = '/api/services/app/AuditLog';
const TAGS = ['AuditLog'];

/**
 * The audit trail is administration (§6: settings are the Admin's): refused before the query is read.
 * The route's `config.access` says the same to the permission check of the authenticated scope; this
 * check stays, since no role but Admin may ever be granted an administration area.
 */
async function adminOnly(request: FastifyRequest): Promise<void> {
  if (!isAdmin(sessionOf(request).roleNames)) {
    throw new NotPermittedError(refusal('auditAdminOnly'));
  }
}

/**
 * AuditLog (ADR 0012): the caller's tenant's audit trail, newest first — a page (GetPaged) or the
 * filtered entries as CSV (Export, at most AUDIT_EXPORT_MAX_ROWS, every cell safe to open in a
 * spreadsheet). Filters: userName, entity, projectId, from (inclusive), to (exclusive).
 */
export function registerAuditLogRoutes(app: ZodApp, { db }: AppDeps): void {
  const log = new KyselyAuditLog(db);

  app.get(
    `${BASE}/GetPaged`,
    {
      preValidation: adminOnly,
      config: { access: 'audit.query' },
      schema: {
        tags: TAGS,
        querystring: auditQuerySchema,
        response: { 200: abp(pagedSchema(auditEntrySchema)) },
      },
    },
    async (request) => ok(await log.page(sessionOf(request).tenantId, request.query)),
  );

  app.get(
    `${BASE}/Export`,
    {
      preValidation: adminOnly,
      config: { access: 'audit.export' },
      schema: {
        tags: TAGS,
        description: `The filtered entries as CSV (text/csv, UTF-8 with a byte order mark), newest first, at most ${AUDIT_EXPORT_MAX_ROWS}; paging is ignored.`,
        querystring: auditQuerySchema,
      },
    },
    async (request, reply) => {
      const { MaxResultCount: _size, SkipCount: _skip, ...filter } = request.query;
      const entries = await log.list(sessionOf(request).tenantId, filter, AUDIT_EXPORT_MAX_ROWS);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'private, no-store')
        .send(auditCsv(entries));
    },
  );
}
