import type {
  AuthenticateInput,
  AuthenticateResult,
  ReloadAuthenticateInput,
  TenantAvailability,
} from '../session/session-info';
import type { ChangePasswordInput } from '../users/user';

/** Token authentication against the ABP service (§7 Authentication and session). */
export interface AuthGateway {
  authenticate(input: AuthenticateInput & { tenantId?: number }): Promise<AuthenticateResult>;
  /** Single sign-on hand-over from an external provider. */
  reloadAuthenticate(input: ReloadAuthenticateInput & { tenantId?: number }): Promise<AuthenticateResult>;
  externalAuthenticate(input: ReloadAuthenticateInput & { tenantId?: number }): Promise<AuthenticateResult>;
  /** Revokes the current token on the server. */
  logout(): Promise<void>;
  /**
   * Changes the signed-in user's own password (the current one required; the password rule applies,
   * ValidationError naming the field). Clears a temporary password's must-change flag: the same token then
   * works for everything its roles grant, and the user's other tokens are revoked.
   */
  changePassword(input: ChangePasswordInput): Promise<void>;
  /** Looks a tenant up by its tenancy name (any letter case); anonymous, like the login calls. */
  isTenantAvailable(tenancyName: string): Promise<TenantAvailability>;
}
export const AuthGateway = Symbol.for('tender.AuthGateway');
