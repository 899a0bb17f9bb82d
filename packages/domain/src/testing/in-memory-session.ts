import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionGateway } from '../ports/session-gateway';
import type { StoredToken, TokenStore } from '../ports/token-store';
import type { WorkflowAccount, WorkflowEngine } from '../ports/workflow-engine';
import { LOGIN_REFUSALS } from '../session/login-refusals';
import {
  type AuthenticateInput,
  type AuthenticateResult,
  type Company,
  mustChangePassword,
  type SessionInfo,
  type TenantAvailability,
  TenantAvailabilityState,
} from '../session/session-info';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../shared/errors';
import { refusal } from '../shared/refusal-messages';
import { must } from '../shared/validation-messages';
import { passwordProblems } from '../users/password-rule';
import type { ChangePasswordInput } from '../users/user';

export class InMemoryTokenStore implements TokenStore {
  constructor(
    private token: StoredToken | null = null,
    private readonly now: () => number = Date.now,
  ) {}

  load(): StoredToken | null {
    return this.token && this.token.expiresAt > this.now() ? this.token : null;
  }

  save(token: StoredToken): void {
    this.token = token;
  }

  clear(): void {
    this.token = null;
  }
}

export interface InMemoryTenant {
  readonly id: number;
  readonly tenancyName: string;
  isActive: boolean;
}

/**
 * Accepts the demo password for the given sessions' user names, or the password a user changed to. A
 * session whose user must change their credentials keeps them to the change, as the server does.
 */
export class InMemoryAuthGateway implements AuthGateway {
  signedIn: SessionInfo | null = null;
  loggedOut = 0;
  /** The tenants of the given sessions, all active; tests add tenants or deactivate them. */
  readonly tenants: InMemoryTenant[];
  /** Told the user name after a user changed their own password (the in-memory user directory listens). */
  onPasswordChanged: ((userName: string) => void) | null = null;
  private readonly changedPasswords = new Map<string, string>();
  /** A copy: a change of password changes the session here, never the caller's seed. */
  private readonly sessions: SessionInfo[];

  constructor(
    sessions: readonly SessionInfo[],
    private readonly password = '123qwe',
  ) {
    this.sessions = [...sessions];
    const byId = new Map<number, InMemoryTenant>();
    for (const { tenant } of sessions) {
      if (tenant && !byId.has(tenant.id)) {
        byId.set(tenant.id, { id: tenant.id, tenancyName: tenant.tenancyName, isActive: true });
      }
    }
    this.tenants = [...byId.values()];
  }

  async authenticate(input: AuthenticateInput): Promise<AuthenticateResult> {
    const session = this.sessions.find((s) => s.user.userName === input.userNameOrEmailAddress);
    if (!session || input.password !== this.passwordOf(session.user.userName)) {
      throw new UnauthenticatedError(LOGIN_REFUSALS.credentials);
    }
    this.signedIn = session;
    return {
      accessToken: `token-${session.user.id}`,
      expireInSeconds: 86_400 * 30,
      userId: session.user.id,
      ...(mustChangePassword(session) ? { mustChangeCredentials: true } : {}),
    };
  }

  /** As the server: the current password, then the password rule; the must-change flag is cleared. */
  async changePassword(input: ChangePasswordInput): Promise<void> {
    const session = this.signedIn;
    if (!session) throw new UnauthenticatedError('Not signed in');
    const { userName } = session.user;
    if (input.currentPassword !== this.passwordOf(userName)) {
      throw new ValidationError([{ field: 'currentPassword', message: must('notCurrentPassword') }]);
    }
    const problems = passwordProblems(input.newPassword, {
      userName,
      field: 'newPassword',
      currentPassword: input.currentPassword,
    });
    if (problems.length > 0) throw new ValidationError(problems);
    this.changedPasswords.set(userName, input.newPassword);
    const changed = { ...session, user: { ...session.user, mustChangeCredentials: false } };
    this.sessions[this.sessions.indexOf(session)] = changed;
    this.signedIn = changed;
    this.onPasswordChanged?.(userName);
  }

  /** A password an administrator set (a temporary one, or a reset): the user logs in with it from now on. */
  setPassword(userName: string, password: string): void {
    this.changedPasswords.set(userName, password);
  }

  /**
   * A user's session as an administrator left it (new roles, a temporary password), added when new; null
   * removes it, so a deactivated user cannot log in. The signed-in user's session follows, or ends.
   */
  putSession(userName: string, session: SessionInfo | null): void {
    const index = this.sessions.findIndex((s) => s.user.userName === userName);
    if (session === null) {
      if (index >= 0) this.sessions.splice(index, 1);
    } else if (index >= 0) {
      this.sessions[index] = session;
    } else {
      this.sessions.push(session);
    }
    if (this.signedIn?.user.userName === userName) this.signedIn = session;
  }

  private passwordOf(userName: string): string {
    return this.changedPasswords.get(userName) ?? this.password;
  }

  /** No provider is configured in memory: refused as the server refuses an unknown provider. */
  async reloadAuthenticate({ authProvider }: { authProvider: string }): Promise<AuthenticateResult> {
    throw new UnauthenticatedError(refusal('handOverProviderUnknown', { provider: authProvider }));
  }

  async externalAuthenticate({ authProvider }: { authProvider: string }): Promise<AuthenticateResult> {
    throw new UnauthenticatedError(refusal('handOverProviderUnknown', { provider: authProvider }));
  }

  async logout(): Promise<void> {
    this.loggedOut++;
    this.signedIn = null;
  }

  /** As the server: the tenancy name in any letter case. */
  async isTenantAvailable(tenancyName: string): Promise<TenantAvailability> {
    const key = tenancyName.trim().toLowerCase();
    const tenant = this.tenants.find((t) => t.tenancyName.toLowerCase() === key);
    if (!tenant) return { state: TenantAvailabilityState.NotFound, tenantId: null };
    if (!tenant.isActive) return { state: TenantAvailabilityState.InActive, tenantId: null };
    return { state: TenantAvailabilityState.Available, tenantId: tenant.id };
  }
}

export class InMemorySessionGateway implements SessionGateway {
  constructor(
    private readonly auth: InMemoryAuthGateway,
    private readonly companies: readonly Company[] = [{ id: 1, name: 'Demo Tendering Agency' }],
  ) {}

  async currentLoginInformations(): Promise<SessionInfo> {
    if (!this.auth.signedIn) throw new UnauthenticatedError('Not signed in');
    return this.auth.signedIn;
  }

  async companyById(id: number): Promise<Company> {
    const company = this.companies.find((c) => c.id === id);
    if (!company) throw new NotFoundError('Company', id);
    return company;
  }
}

export class InMemoryWorkflowEngine implements WorkflowEngine {
  readonly registered: WorkflowAccount[] = [];
  failWith: Error | null = null;

  async ensureRegistered(account: WorkflowAccount): Promise<void> {
    if (this.failWith) throw this.failWith;
    if (!this.registered.some((a) => a.userName === account.userName && a.tenantId === account.tenantId)) {
      this.registered.push(account);
    }
  }
}
