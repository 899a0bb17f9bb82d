import { changedFields, isAdminAuditEntity } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import type { NewAuditRow } from '../adapters/audit/kysely-audit-log';
import type { RequestUnit } from '../db/request-units';
import { defaultChange } from './default-change';

/** What a handler may say about its write; anything left out is derived from the route and the reply. */
export interface AuditedChange {
  /** The entity written, when not the route's (`config.audit.entity`, else entityOfRoute). */
  readonly entity?: string;
  readonly id?: string | number | null;
  readonly projectId?: number | null;
  /** An administration entity's fields before and after the change; only the changed ones are kept. */
  readonly before?: Readonly<Record<string, unknown>> | null;
  readonly after?: Readonly<Record<string, unknown>> | null;
}

/** Who wrote, for a request without a session (a login, a signed upload). */
export interface AuditedActor {
  readonly tenantId: number;
  readonly userId: number;
  /** The login name; without it the row takes the user's. */
  readonly userName?: string;
}

/** A write route as the audit trail sees it. */
export interface AuditedRoute {
  readonly url: string;
  readonly entity: string;
  readonly idKey?: string | undefined;
}

/** What a handler can tell the audit trail about its request (ADR 0012). */
export interface RequestAuditing {
  /** Names the change: entity, id, project, and for administration entities the fields before and after. */
  record(change: AuditedChange): RequestAuditing;
  /**
   * Names each entity a write of many changed (a library import): one row each, as a write of that one
   * alone would have written, instead of one row for the request.
   */
  recordEach(changes: readonly AuditedChange[]): RequestAuditing;
  /** Names who wrote, when the request carries no session. */
  by(actor: AuditedActor): RequestAuditing;
  /** The request changed nothing after all (a refusal answered as a result, §4 code "3"): no row. */
  nothingChanged(): RequestAuditing;
}

/**
 * The audit of one write request: its unit of work (request-units.ts) and what the handler said about
 * it. When the request succeeds its row is written in the unit, as the last statement before the commit.
 */
export class RequestAudit implements RequestAuditing {
  private change: AuditedChange = {};
  private each: readonly AuditedChange[] | undefined;
  private actor: AuditedActor | undefined;
  private skipped = false;
  private result: unknown;
  /** The entity's stored row before the handler ran, when the audit trail read it (hasSnapshots). */
  private snapshot: Record<string, unknown> | null | undefined;

  constructor(
    readonly unit: RequestUnit,
    private readonly route: AuditedRoute,
  ) {}

  record(change: AuditedChange): this {
    this.change = { ...this.change, ...change };
    return this;
  }

  recordEach(changes: readonly AuditedChange[]): this {
    this.each = changes;
    return this;
  }

  /** Whether the handler named each entity of a write of many (recordEach): rowsOf gives their rows. */
  get recordsEach(): boolean {
    return this.each !== undefined;
  }

  by(actor: AuditedActor): this {
    this.actor = actor;
    return this;
  }

  nothingChanged(): this {
    this.skipped = true;
    return this;
  }

  get changedNothing(): boolean {
    return this.skipped;
  }

  /** Whether the handler named the fields before and after itself. */
  get namedChanges(): boolean {
    return namesFields(this.change);
  }

  /** Keeps the entity's row as it was before the handler ran. */
  before(snapshot: Record<string, unknown> | null): void {
    this.snapshot = snapshot;
  }

  /** The row before the handler ran, if it was read; null for an entity that did not exist yet. */
  get snapshotBefore(): Record<string, unknown> | null {
    return this.snapshot ?? null;
  }

  /** What the handler returned: an ABP envelope's result names the entity when the handler did not. */
  replied(value: unknown): void {
    const envelope = value as { __abp?: unknown; result?: unknown } | null;
    this.result =
      envelope !== null && typeof envelope === 'object' && envelope.__abp ? envelope.result : undefined;
  }

  /** The row of the request, written at its end; throws when nobody can be named as the writer. */
  rowOf(request: FastifyRequest, occurredAt: Date): NewAuditRow {
    return this.rowWith(request, occurredAt, this.change);
  }

  /** The rows of a write of many (recordEach), one for each entity named, in order. */
  rowsOf(request: FastifyRequest, occurredAt: Date): NewAuditRow[] {
    return (this.each ?? []).map((change) =>
      this.rowWith(request, occurredAt, { ...this.change, ...change }),
    );
  }

  private rowWith(request: FastifyRequest, occurredAt: Date, change: AuditedChange): NewAuditRow {
    const session = request.auth;
    const actor =
      this.actor ??
      (session
        ? { tenantId: session.tenantId, userId: session.userId, userName: session.userName }
        : undefined);
    if (!actor) {
      throw new Error(
        `${request.method} ${this.route.url} wrote without a session and named no writer: call auditOf(request).by(…)`,
      );
    }
    const entity = change.entity ?? this.route.entity;
    const derived = defaultChange(entity, this.route.idKey, {
      result: this.result,
      body: request.body,
      query: request.query,
      params: request.params,
    });
    const entityId =
      change.id === undefined ? derived.entityId : change.id === null ? null : String(change.id);
    const named = namesFields(change);
    const resultFields =
      request.method !== 'DELETE' && this.result !== null && typeof this.result === 'object'
        ? (this.result as Record<string, unknown>)
        : null;
    return {
      tenantId: actor.tenantId,
      occurredAt,
      actor: 'user',
      userId: actor.userId,
      userName: actor.userName ?? null,
      method: request.method,
      route: this.route.url,
      entity,
      entityId,
      projectId:
        change.projectId !== undefined
          ? change.projectId
          : entity === 'project' && change.id !== undefined
            ? Number(change.id) || null
            : derived.projectId,
      requestId: request.id,
      clientAddress: request.ip ?? null,
      changes: named
        ? changedFields(change.before, change.after)
        : isAdminAuditEntity(entity)
          ? changedFields(null, resultFields)
          : null,
    };
  }
}

const namesFields = (change: AuditedChange) => 'before' in change || 'after' in change;

/** The recorder of a request that writes no audit row (a read): every call is accepted and ignored. */
const NOT_AUDITED: RequestAuditing = {
  record: () => NOT_AUDITED,
  recordEach: () => NOT_AUDITED,
  by: () => NOT_AUDITED,
  nothingChanged: () => NOT_AUDITED,
};

const audits = new WeakMap<FastifyRequest, RequestAudit>();

export function attachAudit(request: FastifyRequest, audit: RequestAudit): void {
  audits.set(request, audit);
}

/** The audit of a write request, if it has one. */
export function auditOfRequest(request: FastifyRequest): RequestAudit | undefined {
  return audits.get(request);
}

/**
 * What a handler tells the audit trail about its write (ADR 0012): `auditOf(request).record({ entity, id,
 * before, after })`, `.by(actor)` for a request without a session, `.nothingChanged()` for a refusal
 * answered with 200. Safe in any handler: on a read it does nothing.
 */
export function auditOf(request: FastifyRequest): RequestAuditing {
  return audits.get(request) ?? NOT_AUDITED;
}
