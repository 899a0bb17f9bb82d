import { BlockedError, type CirculationReply, FlowResultCode, type Locale } from '@tender/domain';
import type { RequestPorts } from '../adapters/request-ports';
import type { RequestScope } from '../adapters/request-scope';

export interface CirculationBody {
  projectId: number;
  flowAction: 'next' | 'jump';
  jumpNodeId?: number | undefined;
  expectedNodeId?: number | undefined;
  exception?: 'reevaluate' | undefined;
}

/**
 * CirculationProjectFlowById as the law (§4, §5, §6): next runs the circulation checks, jump needs Admin
 * or the project manager, the re-evaluate exception jumps back to 开标评标 for anyone who may modify.
 * Blocking messages come back as code "3" with the messages, as the client expects.
 */
export async function circulateOnServer(
  ports: RequestPorts,
  scope: RequestScope,
  body: CirculationBody,
  locale: Locale,
): Promise<CirculationReply> {
  try {
    const move =
      body.flowAction === 'next'
        ? await ports.advanceFlow.execute({
            projectId: body.projectId,
            actor: scope,
            expectedNodeId: body.expectedNodeId,
            locale,
          })
        : body.exception === 'reevaluate'
          ? await reevaluate(ports, scope, body, locale)
          : await ports.jumpFlow.execute({
              projectId: body.projectId,
              actor: scope,
              to: body.jumpNodeId ?? -1,
              expectedNodeId: body.expectedNodeId,
              locale,
            });
    return {
      code: FlowResultCode.Success,
      msg: `${move.from.nodeName} → ${move.to.nodeName}`,
      currentNodeId: move.to.id,
    };
  } catch (error) {
    if (error instanceof BlockedError)
      return { code: FlowResultCode.Refused, msg: error.messages.join('\n') };
    throw error;
  }
}

async function reevaluate(ports: RequestPorts, scope: RequestScope, body: CirculationBody, locale: Locale) {
  const before = await ports.getProject.execute(body.projectId);
  await ports.exceptions.execute('reevaluate', {
    projectId: body.projectId,
    actor: scope,
    expectedNodeId: body.expectedNodeId,
    locale,
  });
  const after = await ports.getProject.execute(body.projectId);
  const find = (id: number | null) => after.nodes.find((n) => n.id === id)!;
  return { from: find(before.project.currentNodeId), to: find(after.project.currentNodeId) };
}
