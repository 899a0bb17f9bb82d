import type { CreateRoleInput, Role, UpdateRoleInput } from '../roles/role';

/**
 * The tenant's roles and their action permissions (§6 `area.action`), administered by the Admin (anyone
 * else gets NotPermittedError). The built-in Admin holds every permission and is never given less or
 * deleted; a role in use — held by a user, or named by a current flow template's flowRoles — is not
 * deleted (ConflictError whose details list what uses it); a stale `version` is ConflictError.
 */
export interface RoleRepository {
  list(): Promise<Role[]>;
  get(id: number): Promise<Role>;
  create(input: CreateRoleInput): Promise<Role>;
  /** Display name and grants; the name is fixed once the role exists. */
  update(input: UpdateRoleInput): Promise<Role>;
  delete(id: number): Promise<void>;
}
export const RoleRepository = Symbol.for('tender.RoleRepository');
