import {
  type AdvanceDecision,
  BlockedError,
  blockingMessages,
  ConflictError,
  type DomainError,
  type FlowNode,
  type JumpDecision,
  type Locale,
  NotFoundError,
  NotPermittedError,
} from '@tender/domain';
import type { LoadedFlow } from '../data/load-flow';
import { modifyRefusalText } from './refusals';

/**
 * A refused `flow next` in the user's terms, from decideAdvance's reasons — the same decision that hides
 * or disables the next-step button (§4): not permitted (the read-only state or the missing role), the
 * last step (use close), or blocked with the §5 messages.
 */
export function advanceRefusal(
  decision: AdvanceDecision<FlowNode>,
  flow: LoadedFlow,
  locale: Locale,
): DomainError {
  const { project, current, actor } = flow;
  const modify = decision.reasons.find(
    (reason) =>
      reason === 'read-only-state' ||
      reason === 'awaiting-audit' ||
      reason === 'role-not-in-step' ||
      reason === 'no-such-step',
  );
  if (modify) {
    const why = modifyRefusalText(modify, { project, step: current, roleNames: actor.roleNames, locale });
    return new NotPermittedError(`you may not move this project on: ${why}`);
  }
  if (decision.reasons.includes('action-not-granted')) {
    return new NotPermittedError('you may not move this project on: your roles do not grant flow.edit');
  }
  if (decision.reasons.includes('last-step')) {
    return new ConflictError(
      `"${current.nodeName}" is the last step: send the project to closing with \`tender project close ${project.id}\``,
    );
  }
  return new BlockedError(blockingMessages(decision.blockers, locale));
}

/** A refused `flow jump` in the user's terms, from decideJump's reasons (§4, §6). */
export function jumpRefusal(decision: JumpDecision<FlowNode>, flow: LoadedFlow, wanted: string): DomainError {
  const { project, nodes, actor } = flow;
  if (decision.reasons.includes('not-admin-or-manager')) {
    return new NotPermittedError(
      `only an Admin or the project's manager${project.projectManagerName ? ` (${project.projectManagerName})` : ''} may jump the flow; you are ${actor.userName} (${actor.roleNames.join(', ') || 'no role'})`,
    );
  }
  const error = new NotFoundError('Flow step', wanted);
  error.message = `no step "${wanted}" in this flow; the steps are: ${nodes.map((n) => `${n.nodeName} (${n.id})`).join(', ')}`;
  return error;
}
