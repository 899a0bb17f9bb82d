import {
  decideProjectUpdate,
  FlowRecordType,
  furthestReachedNode,
  NotPermittedError,
  type Project,
  type ProjectSave,
  type ProjectTransition,
  retenderLinkProblem,
  ValidationError,
} from '@tender/domain';
import type { RequestPorts } from '../adapters/request-ports';
import type { RequestScope } from '../adapters/request-scope';
import { liveProject } from '../records/writable-project';

/**
 * CreateOrUpdate as the law (issue 3): a new project gets its flow; a change to a stored one must be a
 * transition the spec allows (decideProjectUpdate: plain edit, terminate, re-tender, cancel, change of
 * method, to-closing) for this user in this state, and every status change leaves a flow record.
 */
export async function saveProjectOnServer(
  ports: RequestPorts,
  scope: RequestScope,
  input: ProjectSave,
): Promise<Project> {
  if (input.id === undefined) {
    await checkRetenderLink(ports, scope, input.rebiddingId);
    const { state: _s, auditState: _a, projectFlowName: _p, ...fields } = input;
    const created = await ports.projects.save(fields);
    // The workflow engine follows the project from its first step (§7 process/start, same transaction).
    await ports.workflow.start(created);
    return created;
  }
  const { project: before, nodes } = await ports.getProject.execute(input.id);
  if ((input.rebiddingId ?? null) !== (before.rebiddingId ?? null)) {
    await checkRetenderLink(ports, scope, input.rebiddingId);
  }
  const current = furthestReachedNode(nodes, before);
  const blockers = current ? await ports.checks.execute(before, current) : [];
  const decision = decideProjectUpdate(
    before,
    {
      ...(input.state !== undefined ? { state: input.state } : {}),
      ...(input.auditState !== undefined ? { auditState: input.auditState } : {}),
      ...(input.projectFlowName !== undefined ? { projectFlowName: input.projectFlowName } : {}),
      biddingMethod: input.biddingMethod,
    },
    { roleNames: scope.roleNames, userId: scope.userId, nodes, blockers },
  );
  if (!decision.allowed) {
    throw new NotPermittedError(`This change is not allowed for this project (${decision.reason})`);
  }
  const saved = await ports.projects.save(input);
  await followInWorkflow(ports, saved, decision.transition);
  if (decision.transition !== 'edit') {
    await ports.flowRecords.create({
      nodeType: decision.transition === 'toClosing' ? FlowRecordType.ToClosing : FlowRecordType.Exception,
      creationTime: new Date().toISOString(),
      projectId: saved.id,
      submitName: scope.userName,
      tenantId: scope.tenantId,
      user: { companyId: scope.companyId, id: scope.userId, name: scope.userName },
      fromNodeName: before.projectFlowName,
      toNodeName: saved.projectFlowName,
      biddingMethod: saved.biddingMethod,
    });
  }
  return saved;
}

/**
 * Keeps the project's workflow process in agreement with a saved change: to-closing completes it, every
 * other status change ends the project's run and so terminates it, and an edit carries the method over.
 */
async function followInWorkflow(ports: RequestPorts, saved: Project, transition: ProjectTransition) {
  if (transition === 'edit') return ports.workflow.renameProcessKey(saved.id, saved.biddingMethod);
  return ports.workflow.end(saved.id, transition === 'toClosing' ? 'completed' : 'terminated', transition);
}

/**
 * A re-tender names the ended project it tenders again (§4): one of this tenant's (another tenant's id is
 * simply not found, 404) that was terminated or cancelled.
 */
async function checkRetenderLink(
  ports: RequestPorts,
  scope: RequestScope,
  rebiddingId: number | null | undefined,
): Promise<void> {
  if (rebiddingId == null) return;
  // Its state is all the rule reads: one row, not the detail with its files, packages and notices.
  const source = await liveProject(ports.db, scope.tenantId, rebiddingId);
  const problem = retenderLinkProblem(source);
  if (problem) throw new ValidationError([{ field: 'rebiddingId', message: problem }]);
}
