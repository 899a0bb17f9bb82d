import {
  type Blocker,
  ConflictError,
  changeMethodOnFailure,
  decideProjectUpdate,
  exceptionsWhileBlocked,
  FlowRecordType,
  furthestReachedNode,
  isChangeOfMethod,
  must,
  NotPermittedError,
  type Project,
  type ProjectPatch,
  type ProjectSave,
  type ProjectTransition,
  refusal,
  retenderLinkProblem,
  ValidationError,
  withDefaultManager,
} from '@tender/domain';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import type { RequestScope } from '../adapters/request-scope';
import type { RequestServices } from '../composition/request-services';
import { carryIntoRetender } from './carry-into-retender';
import { terminateTender } from './terminate-tender';

/**
 * CreateOrUpdate as the law (ADR 0001, §4): a new project gets its flow; a change to a stored one must be a
 * transition the spec allows (decideProjectUpdate: plain edit, terminate, re-tender, cancel, change of
 * method, to-closing) for this user in this state, and every status change leaves a flow record.
 */
export async function saveProjectOnServer(
  services: RequestServices,
  scope: RequestScope,
  input: ProjectSave,
): Promise<Project> {
  if (input.id === undefined) {
    await checkRetenderLink(services, scope, input.rebiddingId);
    const { state: _s, auditState: _a, projectFlowName: _p, ...fields } = input;
    const created = await services.projects.save(withDefaultManager(fields, scope.userId));
    // The workflow engine follows the project from its first step (§7 process/start, same transaction).
    await services.workflow.start(created);
    if (input.rebiddingId != null) {
      await carryIntoRetender(services, scope, input.rebiddingId, created);
    }
    return created;
  }
  const { project: before, nodes } = await services.getProject.execute(input.id);
  if ((input.rebiddingId ?? null) !== (before.rebiddingId ?? null)) {
    await checkRetenderLink(services, scope, input.rebiddingId);
  }
  const current = furthestReachedNode(nodes, before);
  const blockers = current ? await services.checks.execute(before, current) : [];
  const patch = {
    ...(input.state !== undefined ? { state: input.state } : {}),
    ...(input.auditState !== undefined ? { auditState: input.auditState } : {}),
    ...(input.projectFlowName !== undefined ? { projectFlowName: input.projectFlowName } : {}),
    biddingMethod: input.biddingMethod,
  };
  assertLawfulChangeOfMethod(before, patch, blockers, input.eHonors ?? []);
  const decision = decideProjectUpdate(before, patch, {
    roleNames: scope.roleNames,
    userId: scope.userId,
    nodes,
    blockers,
    whileBlocked: exceptionsWhileBlocked(before, blockers),
  });
  if (!decision.allowed) {
    throw new NotPermittedError(refusal('projectChangeRefused', { reason: decision.reason }));
  }
  // The notice is drafted while the project still runs; the batch marks the bonds (ADR 0023).
  if (decision.transition === 'terminate') await terminateTender(services, scope, before, blockers);
  const saved = await services.projects.save(input);
  await followInWorkflow(services, saved, decision.transition);
  if (decision.transition !== 'edit') {
    await services.flowRecords.create({
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
 * A failed tender changes its method only where the law allows (409 with the article) and with the
 * approving authority's document among its files (400 naming approvalDocument): changeMethodOnFailure,
 * ADR 0023. Checked before the other rules, so the refusal says why.
 */
function assertLawfulChangeOfMethod(
  before: Project,
  patch: ProjectPatch,
  blockers: readonly Blocker[],
  files: readonly { readonly usage: string }[],
): void {
  if (!isChangeOfMethod(before, patch)) return;
  const problem = changeMethodOnFailure(before, blockers, files);
  if (problem?.kind === 'unlawful') {
    throw new ConflictError(refusal('changeMethodUnlawful', { article: problem.refusal.citation.zh }));
  }
  if (problem?.kind === 'approvalDocument') {
    throw new ValidationError([{ field: 'approvalDocument', message: must('approvalDocumentRequired') }]);
  }
}

/**
 * Keeps the project's workflow process in agreement with a saved change: to-closing completes it, every
 * other status change ends the project's run and so terminates it, and an edit carries the method over.
 */
async function followInWorkflow(services: RequestServices, saved: Project, transition: ProjectTransition) {
  if (transition === 'edit') return services.workflow.renameProcessKey(saved.id, saved.biddingMethod);
  return services.workflow.end(saved.id, transition === 'toClosing' ? 'completed' : 'terminated', transition);
}

/**
 * A re-tender names the ended project it tenders again (§4): one of this tenant's (another tenant's id is
 * simply not found, 404) that was terminated or cancelled.
 */
async function checkRetenderLink(
  services: RequestServices,
  scope: RequestScope,
  rebiddingId: number | null | undefined,
): Promise<void> {
  if (rebiddingId == null) return;
  // Its state is all the rule reads: one row, not the detail with its files, packages and notices.
  const source = await new KyselyProjectLookups(services.db, scope.tenantId).liveStatus(rebiddingId);
  const problem = retenderLinkProblem(source);
  if (problem) throw new ValidationError([{ field: 'rebiddingId', message: problem }]);
}
