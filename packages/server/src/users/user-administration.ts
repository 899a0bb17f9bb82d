import {
  ConflictError,
  type createUserSchema,
  decideLastAdmin,
  must,
  NotFoundError,
  passwordProblems,
  refusal,
  type User,
  type UserChange,
  type updateUserSchema,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { KyselyAccessTokenStore } from '../adapters/identity/kysely-access-token-store';
import { KyselyCompanyStore } from '../adapters/identity/kysely-company-store';
import { KyselyRoleStore } from '../adapters/identity/kysely-role-store';
import { KyselyUserStore } from '../adapters/identity/kysely-user-store';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Database } from '../db/schema';

type CreateUser = z.output<typeof createUserSchema>;
type UpdateUser = z.output<typeof updateUserSchema>;

/** The refusal of a save that names a version the user no longer has (a concurrent edit). */
function staleUser(user: User): ConflictError {
  return new ConflictError(refusal('staleUser', { user: user.userName, version: user.version }));
}

/**
 * Administration of one tenant's users (Admin only; the routes check the permission): create with a
 * temporary password, update, deactivate and reactivate, reset a password. Every change runs on the
 * request's transaction after locking the tenant's administration, so the last-Admin rule (domain
 * decideLastAdmin) counts Admins that cannot change meanwhile; each save bumps the user's version and
 * one naming an older version is refused (409).
 */
export class UserAdministration {
  private readonly users: KyselyUserStore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
    private readonly now: () => Date,
  ) {
    this.users = new KyselyUserStore(db, tenantId);
  }

  /** Creates a user who must change the temporary password at the next login. */
  async create(input: CreateUser): Promise<User> {
    // scrypt takes tens of milliseconds: hash before holding the tenant's lock.
    const passwordHash = await hashPassword(input.password);
    await this.users.lockAdministration();
    await this.assertFree({ userName: input.userName, emailAddress: input.emailAddress });
    await this.assertCompany(input.companyId);
    const roleIds = await this.roleIdsOf(input.roleNames);
    const id = await this.users.insert({
      userName: input.userName,
      name: input.name,
      emailAddress: input.emailAddress,
      phoneNumber: input.phoneNumber,
      companyId: input.companyId,
      passwordHash,
      now: this.now(),
    });
    await this.users.setRoles(id, roleIds);
    return this.get(id);
  }

  /** Replaces a user's names, contacts, company and roles — not the last Admin's Admin role. */
  async update(input: UpdateUser): Promise<User> {
    await this.users.lockAdministration();
    const user = await this.current(input.id, input.version);
    await this.assertFree({ emailAddress: input.emailAddress }, user.id);
    await this.assertCompany(input.companyId);
    const roleNames = [...new Set(input.roleNames)];
    const roleIds = await this.roleIdsOf(roleNames);
    await this.assertAdminKept(user, { kind: 'roles', roleNames });
    const { id, version, roleNames: _roles, ...fields } = input;
    if (!(await this.users.update(id, fields, version))) throw staleUser(await this.get(id));
    await this.users.setRoles(id, roleIds);
    return this.get(id);
  }

  /**
   * Deactivates or reactivates a user. A deactivated user's tokens stop at once: the session query reads
   * only active users, and the database reports the change to every process (migration 0009), which
   * closes their sockets and streams too.
   */
  async setActive(id: number, isActive: boolean, version?: number): Promise<User> {
    await this.users.lockAdministration();
    const user = await this.current(id, version);
    if (!isActive) await this.assertAdminKept(user, { kind: 'deactivate' });
    if (user.isActive !== isActive) await this.users.update(id, { isActive });
    return this.get(id);
  }

  /** Sets a new temporary password, to be changed at the next login, and ends the user's sessions. */
  async resetPassword(id: number, newPassword: string, version?: number): Promise<User> {
    const { userName } = await this.current(id, version);
    const problems = passwordProblems(newPassword, { userName, field: 'newPassword' });
    if (problems.length > 0) throw new ValidationError(problems);
    const passwordHash = await hashPassword(newPassword);
    await this.users.lockAdministration();
    const user = await this.current(id, version);
    await this.users.update(id, { passwordHash, mustChangeCredentials: true }, user.version);
    await new KyselyAccessTokenStore(this.db).revokeAllOf(this.tenantId, id, this.now());
    return this.get(id);
  }

  /**
   * The signed-in user changes their own password, naming the current one; it must follow the password
   * rule and differ from the current one. Clears the temporary-password flag; the user's other sessions
   * end, the one that changed it goes on.
   */
  async changeOwnPassword(
    who: { userId: number; userName: string; tokenId: number },
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const stored = await this.users.passwordHashOf(who.userId);
    if (stored === undefined) throw new NotFoundError('User', who.userId);
    if (!(await verifyPassword(currentPassword, stored))) {
      throw new ValidationError([{ field: 'currentPassword', message: must('notCurrentPassword') }]);
    }
    const problems = passwordProblems(newPassword, {
      userName: who.userName,
      field: 'newPassword',
      currentPassword,
    });
    if (problems.length > 0) throw new ValidationError(problems);
    const passwordHash = await hashPassword(newPassword);
    await this.users.update(who.userId, { passwordHash, mustChangeCredentials: false });
    await new KyselyAccessTokenStore(this.db).revokeAllOf(this.tenantId, who.userId, this.now(), who.tokenId);
  }

  async get(id: number): Promise<User> {
    const user = await this.users.byId(id);
    if (!user) throw new NotFoundError('User', id);
    return user;
  }

  /** The user as stored, refused (409) when the caller read another version. */
  private async current(id: number, version: number | undefined): Promise<User> {
    const user = await this.get(id);
    if (version !== undefined && version !== user.version) throw staleUser(user);
    return user;
  }

  private async assertAdminKept(user: User, change: UserChange): Promise<void> {
    const decision = decideLastAdmin(user, change, await this.users.countActiveAdmins());
    if (!decision.allowed) throw new ConflictError(decision.message);
  }

  private async assertFree(fields: { userName?: string; emailAddress: string | null }, exceptId?: number) {
    const taken = await this.users.takenField(fields, exceptId);
    if (taken) throw new ValidationError([{ field: taken, message: must('usedByAnotherUser') }]);
  }

  private async assertCompany(companyId: number | null): Promise<void> {
    if (companyId === null) return;
    if (!(await new KyselyCompanyStore(this.db, this.tenantId).findById(companyId))) {
      throw new ValidationError([{ field: 'companyId', message: must('unknownCompany') }]);
    }
  }

  private async roleIdsOf(roleNames: readonly string[]): Promise<number[]> {
    const ids = await new KyselyRoleStore(this.db, this.tenantId).idsByName(roleNames);
    const unknown = roleNames.filter((name) => !ids.has(name));
    if (unknown.length > 0) {
      throw new ValidationError([
        { field: 'roleNames', message: must('unknownRoles', { list: unknown.join(', ') }) },
      ]);
    }
    return [...new Set(roleNames)].map((name) => ids.get(name)!);
  }
}
