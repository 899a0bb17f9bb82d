import {
  BID_EXCEPTIONS,
  BlockedError,
  type CirculationReply,
  type CirculationRequest,
  FlowResultCode,
  type Locale,
  labelIn,
} from '@tender/domain';
import type { RequestScope } from '../adapters/request-scope';
import type { RequestServices } from '../composition/request-services';
import { EvaluationKeeping } from '../evaluation/evaluation-keeping';

/**
 * CirculationProjectFlowById as the law (§4, §5, §6): next runs the circulation checks, jump needs Admin
 * or the project manager, the re-evaluate exception jumps back to 开标评标 for anyone who may modify —
 * each by the same domain decision the clients show. Blocking messages come back as code "3", one by one
 * in `messages` and joined in `msg` as other clients of §4 expect.
 */
export async function circulateOnServer(
  services: RequestServices,
  scope: RequestScope,
  body: CirculationRequest,
  locale: Locale,
  clock: () => Date,
): Promise<CirculationReply> {
  const common = { projectId: body.projectId, actor: scope, expectedNodeId: body.expectedNodeId, locale };
  try {
    const move =
      body.flowAction === 'next'
        ? await services.advanceFlow.execute(common)
        : body.exception === 'reevaluate'
          ? (await services.applyBidException.execute('reevaluate', common)).move
          : await services.jumpFlow.execute({ ...common, to: body.jumpNodeId ?? -1 });
    if (!move) return { code: FlowResultCode.Failed, msg: 'The project did not move' };
    if (body.exception === 'reevaluate') {
      // Back at the evaluation step, what the experts marked moves into history (ADR 0019).
      await new EvaluationKeeping(services.db, scope, clock).reevaluateMarked(
        body.projectId,
        labelIn(BID_EXCEPTIONS.reevaluate, locale),
      );
    }
    return {
      code: FlowResultCode.Success,
      msg: `${move.from.nodeName} → ${move.to.nodeName}`,
      currentNodeId: move.to.id,
    };
  } catch (error) {
    if (error instanceof BlockedError) {
      return { code: FlowResultCode.Refused, msg: error.messages.join('\n'), messages: [...error.messages] };
    }
    throw error;
  }
}
