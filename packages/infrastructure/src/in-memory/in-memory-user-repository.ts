import {
  ConflictError,
  type CreateUserInput,
  createUserSchema,
  decideLastAdmin,
  isAdmin,
  must,
  NotFoundError,
  type Paged,
  parseOrThrow,
  passwordProblems,
  type ResetPasswordInput,
  refusal,
  resetPasswordSchema,
  type SessionInfo,
  type UpdateUserInput,
  type User,
  type UserChange,
  type UserListQuery,
  type UserRepository,
  updateUserSchema,
  userListQuerySchema,
  userStateChangeSchema,
  ValidationError,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';
import { demoCompanies } from './in-memory-company-repository';
import type { InMemoryLogins } from './in-memory-logins';
import { compareText } from './in-memory-query';
import { demoRoles } from './in-memory-role-repository';

/** What the fake needs of the rest of the module besides who asks. */
export interface UserRules extends AdministrationRules {
  /** The tenant's roles, which roleNames must name, with their grants. Default: the demo roles. */
  readonly roles?: () => readonly { readonly name: string; readonly grantedPermissions: readonly string[] }[];
  /** The tenant's companies, which companyId must name. Default: the demo companies. */
  readonly companies?: () => readonly { readonly id: number }[];
  /** The sign-in side, kept in step with every change. Default: none (nobody logs in). */
  readonly logins?: InMemoryLogins;
  readonly now?: () => number;
}

const DEMO_CREATION_TIME = '2026-09-01T00:00:00.000Z';

/** The users behind sessions: active, with the sessions' names, companies and roles. */
export function usersOfSessions(sessions: readonly SessionInfo[]): User[] {
  return sessions.map(({ user, roleNames }) => ({
    id: user.id,
    userName: user.userName,
    name: user.name,
    emailAddress: user.emailAddress ?? null,
    phoneNumber: null,
    companyId: user.companyId,
    roleNames: [...roleNames].sort(compareText),
    isActive: true,
    mustChangeCredentials: user.mustChangeCredentials ?? false,
    creationTime: DEMO_CREATION_TIME,
    version: 1,
  }));
}

/**
 * The users of the demo sessions (admin, manager, agent, viewer), and two more the administration screens
 * show: `newhire`, who still has to change the temporary password (the demo password, 123qwe), and
 * `leaver`, deactivated.
 */
export function demoUsers(sessions: readonly SessionInfo[]): User[] {
  const users = usersOfSessions(sessions);
  const next = Math.max(0, ...users.map((u) => u.id)) + 1;
  const more = (user: Omit<User, 'creationTime' | 'version'>): User => ({
    ...user,
    creationTime: DEMO_CREATION_TIME,
    version: 1,
  });
  return [
    ...users,
    more({
      id: next,
      userName: 'newhire',
      name: '陈新人',
      emailAddress: 'newhire@default.tender.example',
      phoneNumber: '138-0000-0005',
      companyId: 1,
      roleNames: ['Agent'],
      isActive: true,
      mustChangeCredentials: true,
    }),
    more({
      id: next + 1,
      userName: 'leaver',
      name: '周离职',
      emailAddress: null,
      phoneNumber: null,
      companyId: 2,
      roleNames: ['Viewer'],
      isActive: false,
      mustChangeCredentials: false,
    }),
  ];
}

/**
 * Users in an array with the server's rules (test/contract holds both to them): Admin only, inputs parsed
 * with the domain's schemas and the password rule, user names and e-mail addresses unique in any letter
 * case, roles and company of the tenant, every save bumping the version and a stale one refused, and the
 * last active Admin never deactivated or demoted (decideLastAdmin). The sign-in side follows each change.
 */
export class InMemoryUserRepository implements UserRepository {
  constructor(
    public users: User[],
    private readonly rules: UserRules = {},
  ) {
    for (const user of users) {
      if (!user.isActive || !rules.logins?.isSeeded(user.userName)) this.syncLogin(user);
    }
    rules.logins?.onPasswordChanged((userName) => this.passwordChanged(userName));
  }

  async getPaged(query: UserListQuery = {}): Promise<Paged<User>> {
    assertPermitted(this.rules, 'user.query');
    const { Keyword, RoleName, IsActive, MaxResultCount, SkipCount } = parseOrThrow(
      userListQuerySchema,
      query,
    );
    const word = Keyword?.toLowerCase();
    const matching = this.users
      .filter(
        (u) =>
          (!word || [u.userName, u.name, u.emailAddress ?? ''].some((t) => t.toLowerCase().includes(word))) &&
          (!RoleName || u.roleNames.includes(RoleName)) &&
          (IsActive === undefined || u.isActive === IsActive),
      )
      .sort((a, b) => compareText(a.userName.toLowerCase(), b.userName.toLowerCase()) || a.id - b.id);
    return {
      totalCount: matching.length,
      items: matching.slice(SkipCount, SkipCount + MaxResultCount).map(copy),
    };
  }

  async get(id: number): Promise<User> {
    assertPermitted(this.rules, 'user.get');
    return copy(this.find(id));
  }

  /** A new user whose temporary password must be changed at the next login. */
  async create(input: CreateUserInput): Promise<User> {
    assertPermitted(this.rules, 'user.add');
    const fields = parseOrThrow(createUserSchema, input);
    this.assertFree(fields.userName, fields.emailAddress);
    this.assertCompany(fields.companyId);
    const user: User = {
      id: Math.max(0, ...this.users.map((u) => u.id)) + 1,
      userName: fields.userName,
      name: fields.name,
      emailAddress: fields.emailAddress,
      phoneNumber: fields.phoneNumber,
      companyId: fields.companyId,
      roleNames: this.rolesOf(fields.roleNames),
      isActive: true,
      mustChangeCredentials: true,
      creationTime: new Date((this.rules.now ?? Date.now)()).toISOString(),
      version: 1,
    };
    this.users.push(user);
    this.rules.logins?.setPassword(user.userName, fields.password);
    this.syncLogin(user);
    return copy(user);
  }

  /** Names, contacts, company and roles; the login name never changes. */
  async update(input: UpdateUserInput): Promise<User> {
    assertPermitted(this.rules, 'user.edit');
    const { id, version, roleNames, ...fields } = parseOrThrow(updateUserSchema, input);
    const user = this.current(id, version);
    this.assertFree(undefined, fields.emailAddress, user.id);
    this.assertCompany(fields.companyId);
    const roles = this.rolesOf(roleNames);
    this.assertAdminKept(user, { kind: 'roles', roleNames: roles });
    Object.assign(user, fields, { roleNames: roles, version: user.version + 1 });
    this.syncLogin(user);
    return copy(user);
  }

  /** Deactivating signs the user out at once and keeps them from logging in until reactivated. */
  async setActive(id: number, isActive: boolean, version?: number): Promise<User> {
    assertPermitted(this.rules, isActive ? 'user.enable' : 'user.disable');
    const change = parseOrThrow(userStateChangeSchema, { id, version });
    const user = this.current(change.id, change.version);
    if (!isActive) this.assertAdminKept(user, { kind: 'deactivate' });
    if (user.isActive !== isActive) {
      Object.assign(user, { isActive, version: user.version + 1 });
      this.syncLogin(user);
    }
    return copy(user);
  }

  /** A new temporary password: the user is signed out and must change it at the next login. */
  async resetPassword(input: ResetPasswordInput): Promise<User> {
    assertPermitted(this.rules, 'user.edit');
    const { id, newPassword, version } = parseOrThrow(resetPasswordSchema, input);
    const user = this.current(id, version);
    const problems = passwordProblems(newPassword, { userName: user.userName, field: 'newPassword' });
    if (problems.length > 0) throw new ValidationError(problems);
    Object.assign(user, { mustChangeCredentials: true, version: user.version + 1 });
    this.rules.logins?.setPassword(user.userName, newPassword);
    this.rules.logins?.revoke(user.userName);
    this.syncLogin(user);
    return copy(user);
  }

  /** Puts the sessions of a role's holders in step with its grants (after the role changed). */
  refreshSessions(roleName: string): void {
    for (const user of this.users) if (user.roleNames.includes(roleName)) this.syncLogin(user);
  }

  /** The user changed their own password: the temporary one is gone, and the row moved on, as the server's. */
  private passwordChanged(userName: string): void {
    const user = this.users.find((u) => u.userName === userName);
    if (user) Object.assign(user, { mustChangeCredentials: false, version: user.version + 1 });
  }

  private syncLogin(user: User): void {
    const roles = this.rules.roles?.() ?? demoRoles();
    const grants = roles.filter((r) => user.roleNames.includes(r.name)).flatMap((r) => r.grantedPermissions);
    this.rules.logins?.put(user, grants);
  }

  /** The user as stored, refused when the caller read another version. */
  private current(id: number, version: number | undefined): User {
    const user = this.find(id);
    if (version !== undefined && version !== user.version) {
      throw new ConflictError(refusal('staleUser', { user: user.userName, version: user.version }));
    }
    return user;
  }

  private assertAdminKept(user: User, change: UserChange): void {
    const activeAdmins = this.users.filter((u) => u.isActive && isAdmin(u.roleNames)).length;
    const decision = decideLastAdmin(user, change, activeAdmins);
    if (!decision.allowed) throw new ConflictError(decision.message);
  }

  /** Login names and e-mail addresses are another user's in any letter case. */
  private assertFree(userName: string | undefined, emailAddress: string | null, exceptId?: number): void {
    const others = this.users.filter((u) => u.id !== exceptId);
    const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();
    const taken =
      userName && others.some((u) => same(u.userName, userName))
        ? 'userName'
        : emailAddress && others.some((u) => same(u.emailAddress, emailAddress))
          ? 'emailAddress'
          : undefined;
    if (taken) throw new ValidationError([{ field: taken, message: must('usedByAnotherUser') }]);
  }

  private assertCompany(companyId: number | null): void {
    if (companyId === null) return;
    if (!(this.rules.companies?.() ?? demoCompanies()).some((c) => c.id === companyId)) {
      throw new ValidationError([{ field: 'companyId', message: must('unknownCompany') }]);
    }
  }

  /** The role names, each once and in order, all of them the tenant's. */
  private rolesOf(roleNames: readonly string[]): string[] {
    const known = new Set((this.rules.roles?.() ?? demoRoles()).map((r) => r.name));
    const unknown = roleNames.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new ValidationError([
        { field: 'roleNames', message: must('unknownRoles', { list: unknown.join(', ') }) },
      ]);
    }
    return [...new Set(roleNames)].sort(compareText);
  }

  private find(id: number): User {
    const user = this.users.find((u) => u.id === id);
    if (!user) throw new NotFoundError('User', id);
    return user;
  }
}

function copy(user: User): User {
  return { ...user, roleNames: [...user.roleNames] };
}
