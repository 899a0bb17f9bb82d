/** The page size of the workflow engine's process progress (§7 getProcessProgress, §9). */
export const WORKFLOW_PROGRESS_PAGE_SIZE = 1000;
/** The workflow engine's account of a user (§7 Workflow engine service). */
export interface WorkflowAccount {
  userName: string;
  displayName: string;
  tenantId: number;
  tenantName: string;
  /** The user's role names: the engine's candidate groups, matched against each step's flowRoles (§6). */
  groups?: readonly string[];
}

/** The workflow engine service, as far as the client drives it directly. */
export interface WorkflowEngine {
  /** Registers the user and tenant when missing and binds them; a no-op when both exist (§7 auto-registration). */
  ensureRegistered(account: WorkflowAccount): Promise<void>;
}
export const WorkflowEngine = Symbol.for('tender.WorkflowEngine');
