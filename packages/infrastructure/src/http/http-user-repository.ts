import {
  type CreateUserInput,
  type Paged,
  pagedSchema,
  type ResetPasswordInput,
  type UpdateUserInput,
  type User,
  type UserListQuery,
  type UserRepository,
  userSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const USER = '/api/services/app/User';
const userPageSchema = pagedSchema(userSchema);
const missing = (id: number) => ({ entity: 'User', id });

/**
 * The tenant's staff over the API (User/*, ADR 0014; Admin only): refusals arrive as typed errors —
 * a field as ValidationError, a stale version or the last active Admin as ConflictError.
 */
export class HttpUserRepository implements UserRepository {
  constructor(private readonly api: HttpClient) {}

  getPaged(query: UserListQuery = {}): Promise<Paged<User>> {
    return this.api.get(`${USER}/GetPaged`, { params: { ...query }, schema: userPageSchema });
  }

  get(id: number): Promise<User> {
    return this.api.get(`${USER}/Get`, { params: { id }, schema: userSchema, notFound: missing(id) });
  }

  create(input: CreateUserInput): Promise<User> {
    return this.api.post(`${USER}/Create`, input, { schema: userSchema });
  }

  update(input: UpdateUserInput): Promise<User> {
    return this.api.post(`${USER}/Update`, input, { schema: userSchema, notFound: missing(input.id) });
  }

  setActive(id: number, isActive: boolean, version?: number): Promise<User> {
    return this.api.post(
      `${USER}/${isActive ? 'Activate' : 'Deactivate'}`,
      { id, ...(version === undefined ? {} : { version }) },
      { schema: userSchema, notFound: missing(id) },
    );
  }

  resetPassword(input: ResetPasswordInput): Promise<User> {
    return this.api.post(`${USER}/ResetPassword`, input, { schema: userSchema, notFound: missing(input.id) });
  }
}
