import { ConflictError, NotFoundError } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WfUser } from '../../workflow/workflow-schemas';
import { isoTime } from '../row-values';
import { toUser } from './workflow-row-mapper';

export interface NewWfUser {
  userName: string;
  displayName?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
}

/**
 * The engine's users, tenants and their bindings (§7 user/get, user/insert, tenant/getList, tenant/insert,
 * tenant/user/getList, user/tenant/bind, user/group/bind), all within one API tenant. A user is keyed by
 * the login name; groups are role names, matched against a step's flowRoles.
 */
export class KyselyWorkflowDirectory {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  async getUser(userName: string): Promise<WfUser> {
    const [user] = await this.usersWhere([userName]);
    if (!user) throw new NotFoundError('Workflow user', userName);
    return user;
  }

  async insertUser(input: NewWfUser): Promise<WfUser> {
    const inserted = await this.db
      .insertInto('wfUsers')
      .values({
        tenantId: this.tenantId,
        id: input.userName,
        displayName: input.displayName ?? null,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        email: input.email ?? null,
        creationTime: new Date(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new ConflictError(`The workflow user ${input.userName} already exists`);
    return this.getUser(input.userName);
  }

  async listTenants() {
    const rows = await this.db
      .selectFrom('wfTenants')
      .select(['id', 'name', 'creationTime'])
      .where('tenantId', '=', this.tenantId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, creationTime: isoTime(row.creationTime) }));
  }

  async insertTenant(input: { id: string; name: string }) {
    const inserted = await this.db
      .insertInto('wfTenants')
      .values({ tenantId: this.tenantId, id: input.id, name: input.name, creationTime: new Date() })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'name', 'creationTime'])
      .executeTakeFirst();
    if (!inserted) throw new ConflictError(`The workflow tenant ${input.id} already exists`);
    return { id: inserted.id, name: inserted.name, creationTime: isoTime(inserted.creationTime) };
  }

  /** The users bound to an engine tenant; an unknown tenant (or another API tenant's) is 404. */
  async usersOfTenant(wfTenantId: string): Promise<WfUser[]> {
    await this.assertTenant(wfTenantId);
    const bound = await this.db
      .selectFrom('wfUserTenants')
      .select('userId')
      .where('tenantId', '=', this.tenantId)
      .where('wfTenantId', '=', wfTenantId)
      .execute();
    return this.usersWhere(bound.map((b) => b.userId));
  }

  /** Binds a user to an engine tenant; binding twice is a no-op. */
  async bindTenant(userName: string, wfTenantId: string): Promise<void> {
    await Promise.all([this.getUser(userName), this.assertTenant(wfTenantId)]);
    await this.db
      .insertInto('wfUserTenants')
      .values({ tenantId: this.tenantId, userId: userName, wfTenantId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** Binds a user to a candidate group; binding twice is a no-op. */
  async bindGroup(userName: string, groupId: string): Promise<void> {
    await this.getUser(userName);
    await this.db
      .insertInto('wfUserGroups')
      .values({ tenantId: this.tenantId, userId: userName, groupId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /**
   * Who may claim a task: the users it names and the members of its groups. A task without groups or
   * users comes from a step without flowRoles, which anyone may work on (§6), so every engine user may.
   */
  async candidatesOf(task: { candidateUsers: string[]; candidateGroups: string[] }): Promise<WfUser[]> {
    if (task.candidateUsers.length === 0 && task.candidateGroups.length === 0) return this.usersWhere();
    const members =
      task.candidateGroups.length === 0
        ? []
        : await this.db
            .selectFrom('wfUserGroups')
            .select('userId')
            .distinct()
            .where('tenantId', '=', this.tenantId)
            .where('groupId', 'in', task.candidateGroups)
            .execute();
    const names = [...new Set([...task.candidateUsers, ...members.map((m) => m.userId)])];
    return names.length === 0 ? [] : this.usersWhere(names);
  }

  private async assertTenant(wfTenantId: string): Promise<void> {
    const tenant = await this.db
      .selectFrom('wfTenants')
      .select('id')
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', wfTenantId)
      .executeTakeFirst();
    if (!tenant) throw new NotFoundError('Workflow tenant', wfTenantId);
  }

  /** The users with these names (all users without a list), each with their tenants and groups. */
  private async usersWhere(names?: readonly string[]): Promise<WfUser[]> {
    if (names?.length === 0) return [];
    let query = this.db.selectFrom('wfUsers').selectAll().where('tenantId', '=', this.tenantId);
    if (names) query = query.where('id', 'in', [...names]);
    const users = await query.orderBy('id').execute();
    if (users.length === 0) return [];
    const ids = users.map((u) => u.id);
    const [tenants, groups] = await Promise.all([
      this.db
        .selectFrom('wfUserTenants')
        .select(['userId', 'wfTenantId as value'])
        .where('tenantId', '=', this.tenantId)
        .where('userId', 'in', ids)
        .orderBy('wfTenantId')
        .execute(),
      this.db
        .selectFrom('wfUserGroups')
        .select(['userId', 'groupId as value'])
        .where('tenantId', '=', this.tenantId)
        .where('userId', 'in', ids)
        .orderBy('groupId')
        .execute(),
    ]);
    return users.map((user) => toUser(user, tenants, groups));
  }
}
