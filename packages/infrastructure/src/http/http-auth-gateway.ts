import {
  type AuthenticateInput,
  type AuthenticateResult,
  type AuthGateway,
  authenticateResultSchema,
  type ChangePasswordInput,
  type ReloadAuthenticateInput,
  type TenantAvailability,
  tenantAvailabilitySchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

/**
 * Token authentication over the API (§7 Authentication and session). Login calls name their tenant in
 * the header and carry no bearer token; a refusal is a wrong credential, not a lost session.
 */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly api: HttpClient) {}

  authenticate(input: AuthenticateInput & { tenantId?: number }): Promise<AuthenticateResult> {
    const { tenantId, ...body } = input;
    return this.api.post('/api/TokenAuth/Authenticate', body, this.loginOptions(tenantId));
  }

  reloadAuthenticate(input: ReloadAuthenticateInput & { tenantId?: number }): Promise<AuthenticateResult> {
    const { tenantId, ...body } = input;
    return this.api.post('/api/TokenAuth/ReloadAuthenticate', body, this.loginOptions(tenantId));
  }

  /** §7 leaves payload and reply unshown; the server takes the same hand-over body as ReloadAuthenticate. */
  externalAuthenticate(input: ReloadAuthenticateInput & { tenantId?: number }): Promise<AuthenticateResult> {
    const { tenantId, ...body } = input;
    return this.api.post('/api/TokenAuth/ExternalAuthenticate', body, this.loginOptions(tenantId));
  }

  async logout(): Promise<void> {
    await this.api.post('/auth/logout');
  }

  /**
   * User/ChangePassword: the signed-in user's own password (ADR 0014), the one call a temporary password
   * still allows. A wrong current password is a ValidationError naming `currentPassword`, not a 401, so
   * it never logs the user out.
   */
  async changePassword(input: ChangePasswordInput): Promise<void> {
    await this.api.post('/api/services/app/User/ChangePassword', {
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
    });
  }

  /** ABP's Account/IsTenantAvailable: anonymous, whatever tenant the header names. */
  isTenantAvailable(tenancyName: string): Promise<TenantAvailability> {
    return this.api.post(
      '/api/services/app/Account/IsTenantAvailable',
      { tenancyName },
      { schema: tenantAvailabilitySchema, anonymous: true },
    );
  }

  private loginOptions(tenantId: number | undefined) {
    return {
      schema: authenticateResultSchema,
      anonymous: true,
      loginAttempt: true,
      ...(tenantId !== undefined ? { tenantId } : {}),
    };
  }
}
