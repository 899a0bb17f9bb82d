import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionGateway } from '../ports/session-gateway';
import type { StoredToken, TokenStore } from '../ports/token-store';
import type { WorkflowAccount, WorkflowEngine } from '../ports/workflow-engine';
import {
  type AuthenticateInput,
  type AuthenticateResult,
  type Company,
  type SessionInfo,
  type TenantAvailability,
  TenantAvailabilityState,
} from '../session/session-info';
import { NotFoundError, UnauthenticatedError } from '../shared/errors';

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

/** Accepts the demo password for the given sessions' user names. */
export class InMemoryAuthGateway implements AuthGateway {
  signedIn: SessionInfo | null = null;
  loggedOut = 0;
  /** The tenants of the given sessions, all active; tests add tenants or deactivate them. */
  readonly tenants: InMemoryTenant[];

  constructor(
    private readonly sessions: readonly SessionInfo[],
    private readonly password = '123qwe',
  ) {
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
    if (!session || input.password !== this.password) {
      throw new UnauthenticatedError('Invalid user name or password');
    }
    this.signedIn = session;
    return { accessToken: `token-${session.user.id}`, expireInSeconds: 86_400 * 30, userId: session.user.id };
  }

  async reloadAuthenticate(): Promise<AuthenticateResult> {
    throw new UnauthenticatedError('No single sign-on provider in memory');
  }

  async externalAuthenticate(): Promise<AuthenticateResult> {
    throw new UnauthenticatedError('No single sign-on provider in memory');
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
