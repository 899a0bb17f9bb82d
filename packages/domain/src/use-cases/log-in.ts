import { serverRoles } from '../permissions/effective-roles';
import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionGateway } from '../ports/session-gateway';
import type { TokenStore } from '../ports/token-store';
import type { WorkflowEngine } from '../ports/workflow-engine';
import { authenticateSchema, type SessionInfo } from '../session/session-info';
import { DEFAULT_TENANT_ID } from '../shell/constants';
import { tokenExpiresAt } from '../shell/token-lifetime';
import { parseOrThrow } from './validate';

export interface LogInInput {
  userName: string;
  password: string;
  rememberMe: boolean;
  tenantId?: number;
  tenantName?: string;
}

export interface LogInResult {
  session: SessionInfo;
  /** Set when the workflow engine could not register the user: returned, not shown (§8). */
  workflowWarning?: string;
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
    const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
    const reply = await this.auth.authenticate({ ...credentials, tenantId });
    this.tokens.save({
      accessToken: reply.accessToken,
      expiresAt: tokenExpiresAt({
        now: this.now(),
        rememberMe: input.rememberMe,
        expireInSeconds: reply.expireInSeconds,
      }),
      tenantId,
      ...(input.tenantName ? { tenantName: input.tenantName } : {}),
    });
    const session = await this.sessions.currentLoginInformations();
    return { session, ...(await this.registerInWorkflow(session, tenantId)) };
  }

  private async registerInWorkflow(
    session: SessionInfo,
    tenantId: number,
  ): Promise<{ workflowWarning?: string }> {
    try {
      await this.workflow.ensureRegistered({
        userName: session.user.userName,
        displayName: session.user.name,
        tenantId: session.tenant?.id ?? tenantId,
        tenantName: session.tenant?.tenancyName ?? String(tenantId),
        groups: serverRoles(session.roleNames),
      });
      return {};
    } catch (error) {
      return { workflowWarning: error instanceof Error ? error.message : String(error) };
    }
  }
}
