import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The entities whose rows the audit trail reads before and after a change itself: the administration's,
 * the libraries' entries (one table, the entity naming the library) and the system notices.
 */
export const SNAPSHOT_ENTITIES = [
  'user',
  'role',
  'company',
  'appModule',
  'bidder',
  'agency',
  'purchaser',
  'systemNotice',
] as const;
export type SnapshotEntity = (typeof SNAPSHOT_ENTITIES)[number];

export function hasSnapshots(entity: string): entity is SnapshotEntity {
  return (SNAPSHOT_ENTITIES as readonly string[]).includes(entity);
}

type Snapshot = Record<string, unknown> | null;

/** The table of each entity but the user (whose role names come with its row). */
const TABLES = {
  role: 'roles',
  company: 'companies',
  appModule: 'appModules',
  systemNotice: 'systemNotices',
} as const;
const LIBRARIES = ['bidder', 'agency', 'purchaser'] as const;
const isLibrary = (entity: SnapshotEntity): entity is (typeof LIBRARIES)[number] =>
  (LIBRARIES as readonly string[]).includes(entity);

/**
 * An administration entity's stored row, as the audit trail compares it before and after a write whose
 * handler named no before and after itself (ADR 0012): every column (secrets are redacted with the
 * rest), a user's role names with it. Null when there is no such row (yet, or any more).
 */
export class KyselyAuditSnapshots {
  constructor(private readonly db: Kysely<Database>) {}

  async of(entity: SnapshotEntity, tenantId: number, id: number): Promise<Snapshot> {
    const row = await this.query(entity, tenantId, id);
    return (row as Snapshot | undefined) ?? null;
  }

  private query(entity: SnapshotEntity, tenantId: number, id: number) {
    if (isLibrary(entity)) {
      return this.db
        .selectFrom('libraryEntries')
        .selectAll()
        .where('tenantId', '=', tenantId)
        .where('kind', '=', entity)
        .where('id', '=', id)
        .executeTakeFirst();
    }
    if (entity !== 'user') {
      return this.db
        .selectFrom(TABLES[entity])
        .selectAll()
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    }
    return this.db
      .selectFrom('users as u')
      .selectAll('u')
      .select(
        sql<
          string[]
        >`array(select r.name from user_roles ur join roles r on r.id = ur.role_id and r.tenant_id = ur.tenant_id where ur.tenant_id = u.tenant_id and ur.user_id = u.id order by r.name)`.as(
          'roleNames',
        ),
      )
      .where('u.tenantId', '=', tenantId)
      .where('u.id', '=', id)
      .executeTakeFirst();
  }
}
