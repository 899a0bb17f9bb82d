import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionGateway } from '../ports/session-gateway';
import type { StoredToken, TokenStore } from '../ports/token-store';
import type { WorkflowAccount, WorkflowEngine } from '../ports/workflow-engine';
import type { AuthenticateInput, AuthenticateResult, Company, SessionInfo } from '../session/session-info';
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

/** Accepts the demo password for the given sessions' user names. */
export class InMemoryAuthGateway implements AuthGateway {
  signedIn: SessionInfo | null = null;
  loggedOut = 0;

  constructor(
    private readonly sessions: readonly SessionInfo[],
    private readonly password = '123qwe',
  ) {}

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
