import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionGateway } from '../ports/session-gateway';
import type { TokenStore } from '../ports/token-store';
import type { WorkflowEngine } from '../ports/workflow-engine';
import { authenticateSchema, mustChangePassword, type SessionInfo } from '../session/session-info';
import { DEFAULT_TENANT_ID } from '../session/tenants';
import { tokenExpiresAt } from '../shell/token-lifetime';
import { registerInWorkflow, type WorkflowRegistration } from './register-in-workflow';
import { type ResolvedTenant, ResolveTenant } from './resolve-tenant';
import { parseOrThrow } from './validate';

export interface LogInInput {
  userName: string;
  password: string;
  rememberMe: boolean;
  /** The tenant by id; with tenantName too, the name is only remembered beside it. */
  tenantId?: number;
  /** The tenant by its tenancy name (or id in digits) when no id is given, resolved as ResolveTenant does. */
  tenantName?: string;
}

export interface LogInResult extends WorkflowRegistration {
  session: SessionInfo;
}

/** Logs a user in with name and password, stores the token for its lifetime (§9) and loads the session (§7). */
export class LogIn {
  constructor(
    private readonly auth: AuthGateway,
    private readonly tokens: TokenStore,
    private readonly sessions: SessionGateway,
    private readonly workflow: WorkflowEngine,
    private readonly now: () => number = Date.now,
  ) {}

  async execute(input: LogInInput): Promise<LogInResult> {
    const credentials = parseOrThrow(authenticateSchema, {
      userNameOrEmailAddress: input.userName,
      password: input.password,
      rememberClient: input.rememberMe,
    });
    const tenant = await this.tenantOf(input);
    const tenantId = tenant.id;
    const reply = await this.auth.authenticate({ ...credentials, tenantId });
    this.tokens.save({
      accessToken: reply.accessToken,
      expiresAt: tokenExpiresAt({
        now: this.now(),
        rememberMe: input.rememberMe,
        expireInSeconds: reply.expireInSeconds,
      }),
      tenantId,
      ...(tenant.name ? { tenantName: tenant.name } : {}),
    });
    const session = await this.sessions.currentLoginInformations();
    // A temporary password opens nothing but its own change (ADR 0014): the engine waits for that.
    if (mustChangePassword(session)) return { session };
    return { session, ...(await registerInWorkflow(this.workflow, session, tenantId)) };
  }

  /** The tenant to log in to: the id given, else the name given (§7 IsTenantAvailable), else tenant 3 (§9). */
  private async tenantOf(input: LogInInput): Promise<ResolvedTenant> {
    if (input.tenantId !== undefined) {
      return { id: input.tenantId, ...(input.tenantName ? { name: input.tenantName } : {}) };
    }
    if (input.tenantName?.trim()) return new ResolveTenant(this.auth).execute(input.tenantName);
    return { id: DEFAULT_TENANT_ID };
  }
}
