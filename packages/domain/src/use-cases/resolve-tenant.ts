import type { AuthGateway } from '../ports/auth-gateway';
import { LOGIN_REFUSALS } from '../session/login-refusals';
import { isTenantAvailableSchema, TenantAvailabilityState } from '../session/session-info';
import { NotFoundError, NotPermittedError } from '../shared/errors';
import { parseOrThrow } from './validate';

/** A tenant to log in to: its id, and the name it was asked by when it was asked by name. */
export interface ResolvedTenant {
  id: number;
  name?: string;
}

/**
 * The tenant a login names (§7): all digits is an id, taken as it is; anything else is a tenancy name,
 * looked up with ABP's Account/IsTenantAvailable (any letter case).
 */
export class ResolveTenant {
  constructor(private readonly auth: AuthGateway) {}

  async execute(idOrName: string): Promise<ResolvedTenant> {
    const text = idOrName.trim();
    if (/^\d+$/.test(text)) return { id: Number(text) };
    const { tenancyName } = parseOrThrow(isTenantAvailableSchema, { tenancyName: text });
    const reply = await this.auth.isTenantAvailable(tenancyName);
    switch (reply.state) {
      case TenantAvailabilityState.Available:
        return { id: reply.tenantId, name: tenancyName };
      case TenantAvailabilityState.InActive:
        throw new NotPermittedError(LOGIN_REFUSALS.tenantInactive);
      default:
        throw new NotFoundError('Tenant', tenancyName);
    }
  }
}
