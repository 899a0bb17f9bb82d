import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

/** An active user of a tenant found by user name or e-mail address (case-insensitive). */
export async function findActiveUser(db: Kysely<Database>, tenantId: number, nameOrEmail: string) {
  const key = nameOrEmail.trim().toLowerCase();
  return db
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenantId')
    .select(['u.id', 'u.tenantId', 'u.passwordHash'])
    .where('u.tenantId', '=', tenantId)
    .where('t.isActive', '=', true)
    .where('u.isActive', '=', true)
    .where((eb) => eb.or([eb(sql`lower(u.user_name)`, '=', key), eb(sql`lower(u.email_address)`, '=', key)]))
    .executeTakeFirst();
}

/** The role names of a user (§6 roleNames). */
export async function roleNamesOf(db: Kysely<Database>, tenantId: number, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('userRoles as ur')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.id', '=', 'ur.roleId').onRef('r.tenantId', '=', 'ur.tenantId'),
    )
    .select('r.name')
    .where('ur.tenantId', '=', tenantId)
    .where('ur.userId', '=', userId)
    .orderBy('r.name')
    .execute();
  return rows.map((r) => r.name);
}
