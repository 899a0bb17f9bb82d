import {
  type CreateRoleInput,
  type Role,
  type RoleRepository,
  roleSchema,
  type UpdateRoleInput,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const ROLE = '/api/services/app/Role';
const roleListSchema = roleSchema.array();
const missing = (id: number) => ({ entity: 'Role', id });

/**
 * The tenant's roles and their action permissions over the API (Role/*, §6, ADR 0014; Admin only). A
 * delete refused because the role is in use is a ConflictError whose details list what uses it.
 */
export class HttpRoleRepository implements RoleRepository {
  constructor(private readonly api: HttpClient) {}

  list(): Promise<Role[]> {
    return this.api.get(`${ROLE}/GetAll`, { schema: roleListSchema });
  }

  get(id: number): Promise<Role> {
    return this.api.get(`${ROLE}/Get`, { params: { id }, schema: roleSchema, notFound: missing(id) });
  }

  create(input: CreateRoleInput): Promise<Role> {
    return this.api.post(`${ROLE}/Create`, input, { schema: roleSchema });
  }

  update(input: UpdateRoleInput): Promise<Role> {
    return this.api.post(`${ROLE}/Update`, input, { schema: roleSchema, notFound: missing(input.id) });
  }

  async delete(id: number): Promise<void> {
    await this.api.delete(`${ROLE}/Delete`, { params: { id }, notFound: missing(id) });
  }
}
