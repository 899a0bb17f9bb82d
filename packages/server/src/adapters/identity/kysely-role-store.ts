import { grantedPermissions, isAdmin, type Role, type RoleUsage } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The roles of one tenant with their action permissions (§6), for administration. */
export class KyselyRoleStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** Every role of the tenant, by name, each with how many users hold it. */
  async list(): Promise<Role[]> {
    const rows = await this.selectRoles().orderBy('r.name').execute();
    return rows.map(toRole);
  }

  async byId(roleId: number): Promise<Role | undefined> {
    const row = await this.selectRoles().where('r.id', '=', roleId).executeTakeFirst();
    return row ? toRole(row) : undefined;
  }

  /** The ids of the named roles that exist in the tenant, by name. */
  async idsByName(names: readonly string[]): Promise<Map<string, number>> {
    if (names.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('tenantId', '=', this.tenantId)
      .where('name', 'in', [...names])
      .execute();
    return new Map(rows.map((row) => [row.name, row.id]));
  }

  /** Inserts a role; undefined when the tenant already has one of that name. */
  async insert(role: { name: string; displayName: string; grants: readonly string[] }) {
    const row = await this.db
      .insertInto('roles')
      .values({
        tenantId: this.tenantId,
        name: role.name,
        displayName: role.displayName,
        grantedPermissions: [...role.grants],
      })
      .onConflict((oc) => oc.columns(['tenantId', 'name']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** Writes a role's display name and grants if it still has the version the caller read. */
  async update(
    roleId: number,
    changes: { displayName: string; grants: readonly string[] },
    expectedVersion: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('roles')
      .set({
        displayName: changes.displayName,
        grantedPermissions: [...changes.grants],
        version: sql`version + 1`,
      })
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', roleId)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async delete(roleId: number): Promise<void> {
    await this.db
      .deleteFrom('roles')
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', roleId)
      .execute();
  }

  /**
   * What uses a role: the users who hold it, and the steps of the flow templates' current versions (the
   * newest of each bidding method) whose flowRoles name it. Older versions are history: the projects
   * started from them keep flow steps of their own.
   */
  async usage(roleId: number, roleName: string): Promise<RoleUsage> {
    const [users, steps] = await Promise.all([
      this.db
        .selectFrom('userRoles as ur')
        .innerJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'ur.userId').onRef('u.tenantId', '=', 'ur.tenantId'),
        )
        .select(['u.userName', 'u.name'])
        .where('ur.tenantId', '=', this.tenantId)
        .where('ur.roleId', '=', roleId)
        .orderBy('u.userName')
        .execute(),
      this.db
        .selectFrom('flowTemplateNodes as n')
        .innerJoin('flowTemplates as t', (join) =>
          join.onRef('t.id', '=', 'n.templateId').onRef('t.tenantId', '=', 'n.tenantId'),
        )
        .select(['t.name as templateName', 'n.nodeName'])
        .where('n.tenantId', '=', this.tenantId)
        .where(sql<boolean>`${roleName} = any(n.flow_roles)`)
        .where(({ eb, selectFrom }) =>
          eb(
            't.version',
            '=',
            selectFrom('flowTemplates as newest')
              .select(({ fn }) => fn.max('newest.version').as('version'))
              .whereRef('newest.tenantId', '=', 't.tenantId')
              .whereRef('newest.biddingMethod', '=', 't.biddingMethod'),
          ),
        )
        .orderBy('t.biddingMethod')
        .orderBy('n.sort')
        .execute(),
    ]);
    return { users, flowTemplateSteps: steps };
  }

  private selectRoles() {
    return this.db
      .selectFrom('roles as r')
      .select(['r.id', 'r.name', 'r.displayName', 'r.grantedPermissions', 'r.version'])
      .select(
        sql<number>`(select count(*)::int from user_roles ur where ur.tenant_id = r.tenant_id and ur.role_id = r.id)`.as(
          'userCount',
        ),
      )
      .where('r.tenantId', '=', this.tenantId);
  }
}

function toRole(row: {
  id: number;
  name: string;
  displayName: string;
  grantedPermissions: string[];
  version: number;
  userCount: number;
}): Role {
  const isStatic = isAdmin([row.name]);
  return {
    ...row,
    // What the role really grants: the Admin everything, another role its known work permissions.
    grantedPermissions: grantedPermissions([row.name], row.grantedPermissions),
    isStatic,
  };
}
