import { ADMIN_ROLE, type StaffMember, type User } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime } from '../row-values';

/** The fields of a user the administrator writes (User/Create, User/Update). */
export interface UserFields {
  readonly name: string;
  readonly emailAddress: string | null;
  readonly phoneNumber: string | null;
  readonly companyId: number | null;
}

/** A page of the user list: a word, a role, a state (User/GetPaged). */
export interface UserPageQuery {
  readonly Keyword?: string | undefined;
  readonly RoleName?: string | undefined;
  readonly IsActive?: boolean | undefined;
  readonly MaxResultCount: number;
  readonly SkipCount: number;
}

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
function likeContaining(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The users of one tenant and their roles (§6 roleNames), for login, the session and administration. */
export class KyselyUserStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** The tenant's active staff by display name: whom a project may name as its manager (§3). */
  async activeStaff(): Promise<StaffMember[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'userName', 'name'])
      .where('tenantId', '=', this.tenantId)
      .where('isActive', '=', true)
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  /** An active user of an active tenant, found by user name or e-mail address (any letter case). */
  async findActive(nameOrEmail: string) {
    const key = nameOrEmail.trim().toLowerCase();
    return this.db
      .selectFrom('users as u')
      .innerJoin('tenants as t', 't.id', 'u.tenantId')
      .select(['u.id', 'u.tenantId', 'u.passwordHash', 'u.mustChangeCredentials'])
      .where('u.tenantId', '=', this.tenantId)
      .where('t.isActive', '=', true)
      .where('u.isActive', '=', true)
      .where((eb) =>
        eb.or([eb(sql`lower(u.user_name)`, '=', key), eb(sql`lower(u.email_address)`, '=', key)]),
      )
      .executeTakeFirst();
  }

  /** What the session shows of a user (§7 GetCurrentLoginInformations); it must exist. */
  async profile(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'userName', 'emailAddress', 'companyId', 'mustChangeCredentials'])
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  /** The role names of a user, sorted (§6 roleNames). */
  async roleNamesOf(userId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('userRoles as ur')
      .innerJoin('roles as r', (join) =>
        join.onRef('r.id', '=', 'ur.roleId').onRef('r.tenantId', '=', 'ur.tenantId'),
      )
      .select('r.name')
      .where('ur.tenantId', '=', this.tenantId)
      .where('ur.userId', '=', userId)
      .orderBy('r.name')
      .execute();
    return rows.map((r) => r.name);
  }

  /** One page of the tenant's users, by user name, with the total of the matches. */
  async page(query: UserPageQuery): Promise<{ totalCount: number; items: User[] }> {
    let matching = this.db.selectFrom('users as m').select('m.id').where('m.tenantId', '=', this.tenantId);
    if (query.Keyword) {
      const pattern = likeContaining(query.Keyword);
      matching = matching.where((eb) =>
        eb.or([
          eb(sql`lower(m.user_name)`, 'like', pattern),
          eb(sql`lower(m.name)`, 'like', pattern),
          eb(sql`lower(coalesce(m.email_address, ''))`, 'like', pattern),
        ]),
      );
    }
    if (query.IsActive !== undefined) matching = matching.where('m.isActive', '=', query.IsActive);
    if (query.RoleName) {
      const roleName = query.RoleName;
      matching = matching.where((eb) =>
        eb.exists(
          eb
            .selectFrom('userRoles as ur')
            .innerJoin('roles as r', (join) =>
              join.onRef('r.id', '=', 'ur.roleId').onRef('r.tenantId', '=', 'ur.tenantId'),
            )
            .select('ur.userId')
            .whereRef('ur.userId', '=', 'm.id')
            .where('ur.tenantId', '=', this.tenantId)
            .where('r.name', '=', roleName),
        ),
      );
    }
    const [rows, count] = await Promise.all([
      this.selectUsers()
        .where('u.id', 'in', matching)
        .orderBy(sql`lower(u.user_name)`)
        .orderBy('u.id')
        .limit(query.MaxResultCount)
        .offset(query.SkipCount)
        .execute(),
      this.db
        .selectFrom(matching.as('matching'))
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { totalCount: count.n, items: rows.map(toUser) };
  }

  /** A user of the tenant as administration reads them; undefined when there is none. */
  async byId(userId: number): Promise<User | undefined> {
    const row = await this.selectUsers().where('u.id', '=', userId).executeTakeFirst();
    return row ? toUser(row) : undefined;
  }

  /** The stored password hash of a user of the tenant. */
  async passwordHashOf(userId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select('passwordHash')
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.passwordHash;
  }

  /** Which field another user of the tenant already holds (login name or e-mail, any letter case). */
  async takenField(
    fields: { userName?: string; emailAddress: string | null },
    exceptUserId?: number,
  ): Promise<'userName' | 'emailAddress' | undefined> {
    const checks: ['userName' | 'emailAddress', string][] = [];
    if (fields.userName) checks.push(['userName', fields.userName]);
    if (fields.emailAddress) checks.push(['emailAddress', fields.emailAddress]);
    for (const [field, value] of checks) {
      const column = field === 'userName' ? sql`lower(user_name)` : sql`lower(email_address)`;
      let query = this.db
        .selectFrom('users')
        .select('id')
        .where('tenantId', '=', this.tenantId)
        .where(column, '=', value.toLowerCase());
      if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
      if (await query.executeTakeFirst()) return field;
    }
    return undefined;
  }

  async insert(input: UserFields & { userName: string; passwordHash: string; now: Date }): Promise<number> {
    const { now, ...fields } = input;
    const row = await this.db
      .insertInto('users')
      .values({ tenantId: this.tenantId, ...fields, mustChangeCredentials: true, creationTime: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Writes a user's fields and bumps the version, if the user still has the version the caller read
   * (omit it to write whatever it is). False when the row is missing or moved on.
   */
  async update(
    userId: number,
    changes: Partial<
      UserFields & { isActive: boolean; passwordHash: string; mustChangeCredentials: boolean }
    >,
    expectedVersion?: number,
  ): Promise<boolean> {
    let query = this.db
      .updateTable('users')
      .set({ ...changes, version: sql`version + 1` })
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', userId);
    if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
    const result = await query.executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Gives the user exactly these roles (ids of the tenant's roles). */
  async setRoles(userId: number, roleIds: readonly number[]): Promise<void> {
    await this.db
      .deleteFrom('userRoles')
      .where('tenantId', '=', this.tenantId)
      .where('userId', '=', userId)
      .execute();
    if (roleIds.length === 0) return;
    await this.db
      .insertInto('userRoles')
      .values(roleIds.map((roleId) => ({ tenantId: this.tenantId, userId, roleId })))
      .execute();
  }

  /** How many active users of the tenant hold the Admin role (the last-Admin rule). */
  async countActiveAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('users as u')
      .select(sql<number>`count(distinct u.id)::int`.as('n'))
      .innerJoin('userRoles as ur', (join) =>
        join.onRef('ur.userId', '=', 'u.id').onRef('ur.tenantId', '=', 'u.tenantId'),
      )
      .innerJoin('roles as r', (join) =>
        join.onRef('r.id', '=', 'ur.roleId').onRef('r.tenantId', '=', 'ur.tenantId'),
      )
      .where('u.tenantId', '=', this.tenantId)
      .where('u.isActive', '=', true)
      .where('r.name', '=', ADMIN_ROLE)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /**
   * Holds the tenant's row until the transaction ends, so that changes to its users run one after
   * another: two administrators each deactivating the other cannot both see a second Admin (ADR 0014).
   */
  async lockAdministration(): Promise<void> {
    await this.db.selectFrom('tenants').select('id').where('id', '=', this.tenantId).forUpdate().execute();
  }

  /** The tenant's users as administration reads them, with their role names. */
  private selectUsers() {
    return this.db
      .selectFrom('users as u')
      .where('u.tenantId', '=', this.tenantId)
      .select([
        'u.id',
        'u.userName',
        'u.name',
        'u.emailAddress',
        'u.phoneNumber',
        'u.companyId',
        'u.isActive',
        'u.mustChangeCredentials',
        'u.creationTime',
        'u.version',
      ])
      .select(
        sql<
          string[]
        >`array(select r.name from user_roles ur join roles r on r.id = ur.role_id and r.tenant_id = ur.tenant_id where ur.tenant_id = u.tenant_id and ur.user_id = u.id order by r.name)`.as(
          'roleNames',
        ),
      );
  }
}

function toUser(row: {
  id: number;
  userName: string;
  name: string;
  emailAddress: string | null;
  phoneNumber: string | null;
  companyId: number | null;
  isActive: boolean;
  mustChangeCredentials: boolean;
  creationTime: Date;
  version: number;
  roleNames: string[];
}): User {
  return { ...row, creationTime: isoTime(row.creationTime) };
}
