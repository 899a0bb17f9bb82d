import { serverRoles } from '../permissions/effective-roles';
import type { WorkflowEngine } from '../ports/workflow-engine';
import type { SessionInfo } from '../session/session-info';

/** What signing in leaves to say besides the session. */
export interface WorkflowRegistration {
  /** Set when the workflow engine could not register the user: returned, not shown (§8). */
  workflowWarning?: string;
}

/**
 * Registers the signed-in user and tenant with the workflow engine (§7: auto-registered after login).
 * A failure is returned as a warning, never thrown: the user is in either way.
 */
export async function registerInWorkflow(
  workflow: WorkflowEngine,
  session: SessionInfo,
  tenantId: number,
): Promise<WorkflowRegistration> {
  try {
    await workflow.ensureRegistered({
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
