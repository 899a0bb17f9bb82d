import {
  ConflictError,
  type CreateRoleInput,
  createRoleSchema,
  decideRoleDelete,
  decideRoleGrants,
  demoRoleGrants,
  type FlowTemplate,
  grantedPermissions,
  isAdmin,
  NotFoundError,
  parseOrThrow,
  type Role,
  type RoleRepository,
  type RoleUsage,
  refusal,
  type UpdateRoleInput,
  updateRoleSchema,
  ValidationError,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';
import { compareText } from './in-memory-query';

/** A role as stored: its grants as saved; how many hold it and whether it is built in are read off. */
export type InMemoryRole = Omit<Role, 'userCount' | 'isStatic'>;

/** What the fake needs of the rest of the module besides who asks. */
export interface RoleRules extends AdministrationRules {
  /** The users holding a role (its userCount, and a delete's refusal). Default: nobody. */
  readonly holders?: (roleName: string) => readonly { readonly userName: string; readonly name: string }[];
  /** Every version of every flow template: the current ones' flowRoles keep a role from being deleted. */
  readonly flowTemplates?: () => readonly FlowTemplate[];
  /** Told after a role's grants changed, so that its holders' sessions follow (ADR 0014). */
  readonly onGrantsChanged?: (roleName: string) => void;
}

/** The demo roles of the server's seed, with their display names and grants (§6, domain demoRoleGrants). */
export function demoRoles(): InMemoryRole[] {
  const roles: [string, string][] = [
    ['Admin', '系统管理员'],
    ['ProjectManager', '项目经理'],
    ['Agent', '代理业务员'],
    ['Viewer', '只读用户'],
  ];
  return roles.map(([name, displayName], k) => ({
    id: k + 1,
    name,
    displayName,
    grantedPermissions: [...demoRoleGrants(name)],
    version: 1,
  }));
}

/** The grants a role may be saved with (domain decideRoleGrants), or the refusal naming grantedPermissions. */
function grantsFor(roleName: string, grants: readonly string[]): string[] {
  const decision = decideRoleGrants(roleName, grants);
  if (!decision.allowed) throw new ValidationError(decision.errors);
  return decision.grants;
}

/**
 * Roles in an array with the server's rules (test/contract holds both to them): Admin only, inputs parsed
 * with the domain's schemas, a name unique and fixed, grants decided by decideRoleGrants (the built-in
 * Admin holds all), every save bumping the version and a stale one refused, and a role in use — held by a
 * user, named by a current template step — never deleted (decideRoleDelete).
 */
export class InMemoryRoleRepository implements RoleRepository {
  constructor(
    public roles: InMemoryRole[] = demoRoles(),
    private readonly rules: RoleRules = {},
  ) {}

  async list(): Promise<Role[]> {
    assertPermitted(this.rules, 'role.query');
    return [...this.roles].sort((a, b) => compareText(a.name, b.name)).map((role) => this.read(role));
  }

  async get(id: number): Promise<Role> {
    assertPermitted(this.rules, 'role.get');
    return this.read(this.find(id));
  }

  async create(input: CreateRoleInput): Promise<Role> {
    assertPermitted(this.rules, 'role.add');
    const { name, displayName, grantedPermissions: asked } = parseOrThrow(createRoleSchema, input);
    const grants = grantsFor(name, asked);
    if (this.roles.some((role) => role.name === name)) {
      throw new ValidationError([{ field: 'name', message: 'is already the name of another role' }]);
    }
    const role: InMemoryRole = {
      id: Math.max(0, ...this.roles.map((r) => r.id)) + 1,
      name,
      displayName,
      grantedPermissions: grants,
      version: 1,
    };
    this.roles.push(role);
    return this.read(role);
  }

  /** The display name and the grants; the name stays (sessions and flowRoles hold it). */
  async update(input: UpdateRoleInput): Promise<Role> {
    assertPermitted(this.rules, 'role.edit');
    const change = parseOrThrow(updateRoleSchema, input);
    const role = this.find(change.id);
    const grants = grantsFor(role.name, change.grantedPermissions);
    if (role.version !== change.version) {
      throw new ConflictError(refusal('staleRole', { role: role.name, version: role.version }));
    }
    Object.assign(role, {
      displayName: change.displayName,
      grantedPermissions: grants,
      version: role.version + 1,
    });
    this.rules.onGrantsChanged?.(role.name);
    return this.read(role);
  }

  async delete(id: number): Promise<void> {
    assertPermitted(this.rules, 'role.delete');
    const role = this.find(id);
    const decision = decideRoleDelete(role.name, this.usage(role.name));
    if (!decision.allowed) {
      throw new ConflictError(
        decision.reason === 'built-in'
          ? refusal('builtInRole', { role: role.name })
          : refusal('roleInUse', { role: role.name, usedBy: decision.usedBy.join('; ') }),
        decision.usedBy,
      );
    }
    this.roles.splice(this.roles.indexOf(role), 1);
  }

  /** What uses a role: its holders by user name, and the steps of each method's current template version. */
  private usage(roleName: string): RoleUsage {
    const users = [...(this.rules.holders?.(roleName) ?? [])]
      .sort((a, b) => compareText(a.userName, b.userName))
      .map(({ userName, name }) => ({ userName, name }));
    const all = this.rules.flowTemplates?.() ?? [];
    const current = all
      .filter((t) => !all.some((o) => o.biddingMethod === t.biddingMethod && o.version > t.version))
      .sort((a, b) => compareText(a.biddingMethod, b.biddingMethod));
    const flowTemplateSteps = current.flatMap((template) =>
      [...template.steps]
        .sort((a, b) => a.sort - b.sort)
        .filter((step) => step.flowRoles.includes(roleName))
        .map((step) => ({ templateName: template.name, nodeName: step.nodeName })),
    );
    return { users, flowTemplateSteps };
  }

  /** A role as the API answers it: what it really grants, how many hold it, whether it is the Admin. */
  private read(role: InMemoryRole): Role {
    return {
      ...role,
      grantedPermissions: grantedPermissions([role.name], role.grantedPermissions),
      isStatic: isAdmin([role.name]),
      userCount: this.rules.holders?.(role.name).length ?? 0,
    };
  }

  private find(id: number): InMemoryRole {
    const role = this.roles.find((r) => r.id === id);
    if (!role) throw new NotFoundError('Role', id);
    return role;
  }
}
