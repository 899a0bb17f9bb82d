import { DEFAULT_TENANT_ID, must, ValidationError } from '@tender/domain';
import type { FastifyRequest } from 'fastify';

/** The tenant header of every call (§7): `Abp.TenantId: <id>`. Node lower-cases header names. */
export const TENANT_HEADER = 'abp.tenantid';

/** The tenant a request names, or undefined when it names none (absent, empty or "null"). */
export function tenantIdOf(request: FastifyRequest): number | undefined {
  const raw = request.headers[TENANT_HEADER];
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!text || text === 'null' || text === 'undefined') return undefined;
  if (!/^\d{1,9}$/.test(text)) {
    throw new ValidationError([{ field: 'Abp.TenantId', message: must('tenantId') }]);
  }
  return Number(text);
}

/** The tenant of an anonymous call such as login: the header's, else the default tenant 3 (§9). */
export function loginTenantIdOf(request: FastifyRequest): number {
  return tenantIdOf(request) ?? DEFAULT_TENANT_ID;
}
