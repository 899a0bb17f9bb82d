import { changedFields } from '@tender/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { KyselyAuditLog } from '../adapters/audit/kysely-audit-log';
import { hasSnapshots, KyselyAuditSnapshots } from '../adapters/audit/kysely-audit-snapshots';
import { joinsRequestUnits, RequestUnit, runInRequestUnit } from '../db/request-units';
import type { AppDeps } from '../http/zod-app';
import { defaultChange } from './default-change';
import { entityOfRoute } from './entity-of-route';
import { attachAudit, auditOfRequest, RequestAudit } from './request-audit';

/**
 * How a write route is audited (`config.audit`): `false` for a call that only reads although it posts
 * (a lookup with a body), or the entity it writes and the key naming its id when the route and the reply
 * do not say (ADR 0012).
 */
export type RouteAudit = false | { readonly entity?: string; readonly idKey?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route's writes are audited (src/audit/register-audit-trail.ts); default: from route and reply. */
    audit?: RouteAudit;
  }
}

/** The methods that change state (§7); reads (GET, HEAD) are not audited. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing request of the API writes its audit row in the same transaction as its change
 * (ADR 0012). Each write route's handler runs in a request unit (src/db/request-units.ts): whatever the
 * handler writes through `deps.db` — its own transactions included — commits together with the audit
 * row in this onSend hook when the reply is a success, and rolls back otherwise. Registered before the
 * routes (it wraps each as it is added, the routes of later plugins too) and before the kept-list cache's
 * onSend hook, so that the cache moves on only once the change is committed and before the reply leaves.
 */
export function registerAuditTrail(app: FastifyInstance, deps: AppDeps): void {
  if (!deps.config.auditTrail) return;
  if (!joinsRequestUnits(deps.db as Kysely<unknown>)) {
    throw new Error('The audit trail needs the database of openDatabase or kyselyOver… (ADR 0012)');
  }
  const log = new KyselyAuditLog(deps.db);
  const snapshots = new KyselyAuditSnapshots(deps.db);
  /** An administration entity's id as a row id, when it is one. */
  const rowId = (id: string | null) => (id !== null && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined);

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const audit = route.config?.audit;
    if (audit === false || !methods.some((method) => WRITE_METHODS.has(method))) return;
    const audited = {
      url: route.url,
      entity: audit?.entity ?? entityOfRoute(route.url),
      idKey: audit?.idKey,
    };
    const handler = route.handler;
    route.handler = function auditedHandler(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      if (!WRITE_METHODS.has(request.method)) return handler.call(this, request, reply);
      const requestAudit = new RequestAudit(new RequestUnit(), audited);
      attachAudit(request, requestAudit);
      return runInRequestUnit(requestAudit.unit, async () => {
        // An administration entity's row before the change, unless it is being created.
        const { entity } = audited;
        if (hasSnapshots(entity) && request.auth) {
          const sources = {
            result: undefined,
            body: request.body,
            query: request.query,
            params: request.params,
          };
          const id = rowId(defaultChange(entity, audited.idKey, sources).entityId);
          if (id !== undefined) requestAudit.before(await snapshots.of(entity, request.auth.tenantId, id));
        }
        const value = await handler.call(this, request, reply);
        requestAudit.replied(value);
        return value;
      });
    };
  });

  // Commits before anything else sees the reply (the kept lists' onSend, compression, the client).
  app.addHook('onSend', async (request, reply, payload) => {
    const audit = auditOfRequest(request);
    if (!audit || audit.unit.finished) return payload;
    if (reply.statusCode >= 400) {
      // A failure writes no row, and none of its change; the error handler has logged the refusal.
      await audit.unit.rollback();
      return payload;
    }
    if (audit.changedNothing) {
      await audit.unit.commit();
      return payload;
    }
    if (audit.recordsEach) {
      const each = audit.rowsOf(request, deps.config.clock());
      await audit.unit.commit(() => log.insertMany(each));
      return payload;
    }
    const row = audit.rowOf(request, deps.config.clock());
    const id = rowId(row.entityId);
    await audit.unit.commit(async () => {
      // Before and after as stored, read in the unit: the handler's writes are visible to it.
      if (hasSnapshots(row.entity) && !audit.namedChanges && id !== undefined) {
        const after = await snapshots.of(row.entity, row.tenantId, id);
        await log.insert({ ...row, changes: changedFields(audit.snapshotBefore, after) });
      } else {
        await log.insert(row);
      }
    });
    return payload;
  });

  // A reply that never reached onSend (the client went away): nothing of it stays.
  app.addHook('onResponse', async (request) => {
    const audit = auditOfRequest(request);
    if (audit && !audit.unit.finished) await audit.unit.rollback();
  });
}
