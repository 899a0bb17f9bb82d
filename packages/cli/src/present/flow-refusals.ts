import {
  BlockedError,
  blockingMessages,
  CheckCirculation,
  ConflictError,
  decideModifyStep,
  decideNextStepButton,
  NotPermittedError,
} from '@tender/domain';
import type { Runtime } from '../runtime/runtime';
import type { LoadedFlow } from './load-flow';
import { modifyRefusalText } from './refusals';

/**
 * Refuses `flow next` as the UI would hide or disable the next-step button (§4): not permitted (the
 * read-only state or the missing role), the last step (use close), or blocked with the §5 messages.
 * The use case and the server check again; this gives the user the reasons before any question.
 */
export async function assertMayAdvance(
  runtime: Runtime,
  flow: LoadedFlow,
  options: { readonly checkCirculation: boolean },
): Promise<void> {
  const { project, nodes, current, actor } = flow;
  const modify = decideModifyStep(project, current, actor.roleNames);
  if (!modify.allowed) {
    throw new NotPermittedError(
      `you may not move this project on: ${modifyRefusalText(modify.reason, { project, step: current, roleNames: actor.roleNames, locale: runtime.locale })}`,
    );
  }
  if (current.nextNodeId === 0) {
    throw new ConflictError(
      `"${current.nodeName}" is the last step: send the project to closing with \`tender project close ${project.id}\``,
    );
  }
  // Without a question to ask, the use case runs the same checks and refuses with the same messages:
  // reading the records twice would only cost a round trip.
  if (!options.checkCirculation) return;
  const blockers = await runtime.container.get(CheckCirculation).execute(project, current);
  const decision = decideNextStepButton({
    nodes,
    project,
    viewingNodeId: current.id,
    roleNames: actor.roleNames,
    blockers,
  });
  if (decision.reasons.includes('circulation-condition-not-met')) {
    throw new BlockedError(blockingMessages(blockers, runtime.locale));
  }
}
