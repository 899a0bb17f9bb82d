import {
  ConflictError,
  type createRoleSchema,
  decideRoleDelete,
  decideRoleGrants,
  NotFoundError,
  type Role,
  refusal,
  type updateRoleSchema,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { KyselyRoleStore } from '../adapters/identity/kysely-role-store';
import { KyselyUserStore } from '../adapters/identity/kysely-user-store';
import type { Database } from '../db/schema';

/** The grants a role may be saved with (domain decideRoleGrants), or the 400 naming grantedPermissions. */
function grantsFor(roleName: string, grants: readonly string[]) {
  const decision = decideRoleGrants(roleName, grants);
  if (!decision.allowed) throw new ValidationError(decision.errors);
  return decision.grants;
}

/**
 * Administration of one tenant's roles and their action permissions (§6; Admin only, the routes check the
 * permission). Each change holds the tenant's administration lock, like the users' (so a role cannot be
 * deleted while someone is being given it), and a save naming an older version is refused (409).
 */
export class RoleAdministration {
  private readonly roles: KyselyRoleStore;
  private readonly users: KyselyUserStore;

  constructor(db: Kysely<Database>, tenantId: number) {
    this.roles = new KyselyRoleStore(db, tenantId);
    this.users = new KyselyUserStore(db, tenantId);
  }

  async create(input: z.output<typeof createRoleSchema>): Promise<Role> {
    const grants = grantsFor(input.name, input.grantedPermissions);
    await this.users.lockAdministration();
    const id = await this.roles.insert({ name: input.name, displayName: input.displayName, grants });
    if (id === undefined) {
      throw new ValidationError([{ field: 'name', message: 'is already the name of another role' }]);
    }
    return this.get(id);
  }

  /** The display name and the grants; the name stays (sessions and flowRoles hold it). */
  async update(input: z.output<typeof updateRoleSchema>): Promise<Role> {
    await this.users.lockAdministration();
    const role = await this.get(input.id);
    const grants = grantsFor(role.name, input.grantedPermissions);
    if (
      role.version !== input.version ||
      !(await this.roles.update(role.id, { displayName: input.displayName, grants }, input.version))
    ) {
      throw new ConflictError(refusal('staleRole', { role: role.name, version: role.version }));
    }
    return this.get(role.id);
  }

  /** Deletes a role nobody uses; otherwise 409 with the list of what uses it (domain decideRoleDelete). */
  async delete(id: number): Promise<void> {
    await this.users.lockAdministration();
    const role = await this.get(id);
    const decision = decideRoleDelete(role.name, await this.roles.usage(role.id, role.name));
    if (!decision.allowed) {
      throw new ConflictError(
        decision.reason === 'built-in'
          ? refusal('builtInRole', { role: role.name })
          : refusal('roleInUse', { role: role.name, usedBy: decision.usedBy.join('; ') }),
        decision.usedBy,
      );
    }
    await this.roles.delete(role.id);
  }

  async get(id: number): Promise<Role> {
    const role = await this.roles.byId(id);
    if (!role) throw new NotFoundError('Role', id);
    return role;
  }
}
