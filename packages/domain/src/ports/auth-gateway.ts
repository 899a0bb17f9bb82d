import type { AuthenticateInput, AuthenticateResult, ReloadAuthenticateInput } from '../session/session-info';

/** Token authentication against the ABP service (§7 Authentication and session). */
export interface AuthGateway {
  authenticate(input: AuthenticateInput & { tenantId?: number }): Promise<AuthenticateResult>;
  /** Single sign-on hand-over from an external provider. */
  reloadAuthenticate(input: ReloadAuthenticateInput & { tenantId?: number }): Promise<AuthenticateResult>;
  externalAuthenticate(input: ReloadAuthenticateInput & { tenantId?: number }): Promise<AuthenticateResult>;
  /** Revokes the current token on the server. */
  logout(): Promise<void>;
}
export const AuthGateway = Symbol.for('tender.AuthGateway');
