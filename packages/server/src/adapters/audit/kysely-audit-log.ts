import type { AuditActor, AuditChanges, AuditEntry, AuditFilter, Paged } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import { queryTemplate } from '../../db/query-template';
import type { Database } from '../../db/schema';
import { auditEntryOf } from './audit-row-mapper';

/** One write to record (ADR 0012). */
export interface NewAuditRow {
  readonly tenantId: number;
  readonly occurredAt: Date;
  readonly actor: AuditActor;
  readonly userId: number | null;
  /** The login name; null to read it from the user (a signed upload knows only the id). */
  readonly userName: string | null;
  readonly method: string;
  readonly route: string;
  readonly entity: string;
  readonly entityId: string | null;
  readonly projectId: number | null;
  readonly requestId: string | null;
  readonly clientAddress: string | null;
  readonly changes: AuditChanges | null;
}

/**
 * A row whose user's name is known (the user's own request), compiled once (queryTemplate): every write
 * of every request ends with it. Each column is named, so the statement's shape never varies.
 */
const insertNamed = queryTemplate((db, row: Omit<NewAuditRow, 'changes'> & { changes: string | null }) =>
  db.insertInto('auditLog').values({
    tenantId: row.tenantId,
    occurredAt: row.occurredAt,
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
    changes: row.changes,
  }),
);

/** The filter of the viewer, without paging. */
type AuditSelection = Omit<AuditFilter, 'MaxResultCount' | 'SkipCount'>;

/** The audit trail of every tenant (table audit_log): written by every write, read by the Admin's viewer. */
export class KyselyAuditLog {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: NewAuditRow): Promise<void> {
    const changes = row.changes === null ? null : JSON.stringify(row.changes);
    if (row.userName !== null || row.userId === null) {
      await insertNamed(this.db, { ...row, changes });
      return;
    }
    const userName = this.db
      .selectFrom('users')
      .select('userName')
      .where('tenantId', '=', row.tenantId)
      .where('id', '=', row.userId);
    await this.db
      .insertInto('auditLog')
      .values({ ...row, userName, changes })
      .execute();
  }

  /** Several rows at once (the entries of an import), a few hundred to a statement. */
  async insertMany(rows: readonly NewAuditRow[]): Promise<void> {
    const named = rows.filter((row) => row.userName !== null || row.userId === null);
    for (const row of rows.filter((each) => !named.includes(each))) await this.insert(row);
    for (let start = 0; start < named.length; start += 500) {
      await this.db
        .insertInto('auditLog')
        .values(
          named
            .slice(start, start + 500)
            .map((row) => ({ ...row, changes: row.changes === null ? null : JSON.stringify(row.changes) })),
        )
        .execute();
    }
  }

  /** One page of a tenant's entries, newest first, and how many match. */
  async page(tenantId: number, filter: AuditFilter): Promise<Paged<AuditEntry>> {
    const [rows, count] = await Promise.all([
      this.newestFirst(tenantId, filter).limit(filter.MaxResultCount).offset(filter.SkipCount).execute(),
      this.matching(tenantId, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { totalCount: count.n, items: rows.map(auditEntryOf) };
  }

  /** A tenant's entries matching the filter, newest first, at most `limit` of them (the CSV export). */
  async list(tenantId: number, filter: AuditSelection, limit: number): Promise<AuditEntry[]> {
    return (await this.newestFirst(tenantId, filter).limit(limit).execute()).map(auditEntryOf);
  }

  /**
   * Deletes the entries written before an instant (of one tenant, or of all), and says how many each
   * tenant lost.
   */
  async prune(before: Date, tenantId?: number): Promise<{ tenantId: number; deleted: number }[]> {
    let query = this.db.deleteFrom('auditLog').where('occurredAt', '<', before);
    if (tenantId !== undefined) query = query.where('tenantId', '=', tenantId);
    const rows = await query.returning('tenantId').execute();
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.tenantId, (counts.get(row.tenantId) ?? 0) + 1);
    return [...counts].map(([tenant, deleted]) => ({ tenantId: tenant, deleted }));
  }

  /** How many entries a tenant has before an instant (what a prune would delete). */
  async countBefore(before: Date, tenantId?: number): Promise<number> {
    let query = this.db
      .selectFrom('auditLog')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('occurredAt', '<', before);
    if (tenantId !== undefined) query = query.where('tenantId', '=', tenantId);
    return (await query.executeTakeFirstOrThrow()).n;
  }

  private newestFirst(tenantId: number, filter: AuditSelection) {
    return this.matching(tenantId, filter).selectAll().orderBy('occurredAt', 'desc').orderBy('id', 'desc');
  }

  private matching(tenantId: number, filter: AuditSelection) {
    let query = this.db.selectFrom('auditLog').where('tenantId', '=', tenantId);
    if (filter.userName !== undefined) {
      query = query.where(sql`lower(user_name)`, '=', filter.userName.toLowerCase());
    }
    if (filter.entity !== undefined) query = query.where('entity', '=', filter.entity);
    if (filter.projectId !== undefined) query = query.where('projectId', '=', filter.projectId);
    if (filter.from !== undefined) query = query.where('occurredAt', '>=', new Date(filter.from));
    if (filter.to !== undefined) query = query.where('occurredAt', '<', new Date(filter.to));
    return query;
  }
}
