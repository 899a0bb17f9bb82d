import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionGateway } from '../ports/session-gateway';
import type { WorkflowEngine } from '../ports/workflow-engine';
import type { SessionInfo } from '../session/session-info';
import { ValidationError } from '../shared/errors';
import { passwordProblems } from '../users/password-rule';
import { changePasswordSchema } from '../users/user';
import { registerInWorkflow, type WorkflowRegistration } from './register-in-workflow';
import { parseOrThrow } from './validate';

export interface ChangeOwnPasswordInput {
  /** The signed-in user's login name, which the new password may not be (the caller holds the session). */
  readonly userName: string;
  readonly currentPassword: string;
  readonly newPassword: string;
}

export interface ChangeOwnPasswordResult extends WorkflowRegistration {
  /** The session after the change: no longer bound to change its password. */
  readonly session: SessionInfo;
}

/**
 * A user changes their own password, the current one required (ADR 0014): the password rule is checked
 * here first, field by field, and again by the server. After a temporary password the user is now fully
 * signed in, so the workflow engine registration that login put off runs now (§7).
 */
export class ChangeOwnPassword {
  constructor(
    private readonly auth: AuthGateway,
    private readonly sessions: SessionGateway,
    private readonly workflow: WorkflowEngine,
  ) {}

  async execute(input: ChangeOwnPasswordInput): Promise<ChangeOwnPasswordResult> {
    const change = parseOrThrow(changePasswordSchema, input);
    const problems = passwordProblems(change.newPassword, {
      userName: input.userName,
      field: 'newPassword',
      currentPassword: change.currentPassword,
    });
    if (problems.length > 0) throw new ValidationError(problems);
    await this.auth.changePassword(change);
    const session = await this.sessions.currentLoginInformations();
    return { session, ...(await registerInWorkflow(this.workflow, session, session.tenant?.id ?? 0)) };
  }
}
