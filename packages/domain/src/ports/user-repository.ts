import type { Paged } from '../shared/paging';
import type {
  CreateUserInput,
  ResetPasswordInput,
  UpdateUserInput,
  User,
  UserListQuery,
} from '../users/user';

/**
 * The tenant's staff (§1: users belong to a tenant and a company), administered by the Admin (§6
 * settings; anyone else gets NotPermittedError). Field refusals are ValidationError naming the field; a
 * save naming an older `version` is ConflictError (reload); deactivating or demoting the last active
 * Admin is ConflictError saying why. Nothing changes on a refusal.
 */
export interface UserRepository {
  /** A page of users matching a word (user name, display name, e-mail), a role and a state. */
  getPaged(query?: UserListQuery): Promise<Paged<User>>;
  get(id: number): Promise<User>;
  /** A new user with a temporary password, which they must change at their next login. */
  create(input: CreateUserInput): Promise<User>;
  /** Display name, e-mail, phone, company and roles; the login name is fixed. */
  update(input: UpdateUserInput): Promise<User>;
  /** Deactivates (revoking every token and socket of the user) or reactivates. */
  setActive(id: number, isActive: boolean, version?: number): Promise<User>;
  /** A new temporary password; the user's tokens are revoked and the next login must change it. */
  resetPassword(input: ResetPasswordInput): Promise<User>;
}
export const UserRepository = Symbol.for('tender.UserRepository');
