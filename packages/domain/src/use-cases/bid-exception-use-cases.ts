import type { BidException } from '../exceptions/bid-exceptions';
import type { ApplyBidException, BidExceptionInput, BidExceptionOutcome } from './apply-bid-exception';

/** A use case for one named exception, so composition roots and callers name the intent (§4 Exceptions). */
function bidExceptionUseCase(exception: BidException) {
  return class {
    constructor(private readonly exceptions: ApplyBidException) {}

    execute(input: BidExceptionInput): Promise<BidExceptionOutcome> {
      return this.exceptions.execute(exception, input);
    }
  };
}

/** Terminate: state 5, back to the manage list. */
export const TerminateProject = bidExceptionUseCase('terminate');
export type TerminateProject = InstanceType<typeof TerminateProject>;
/** Cancel: state 8, back to the manage list. */
export const CancelProject = bidExceptionUseCase('cancel');
export type CancelProject = InstanceType<typeof CancelProject>;
/** Re-tender: state 5, then project creation as a re-tender of this project. */
export const RetenderProject = bidExceptionUseCase('retender');
export type RetenderProject = InstanceType<typeof RetenderProject>;
/** Re-evaluate: back to the step named 开标评标. */
export const ReevaluateProject = bidExceptionUseCase('reevaluate');
export type ReevaluateProject = InstanceType<typeof ReevaluateProject>;
/** Change of tendering method: awaiting closing with the new method and a flow record. */
export const ChangeTenderingMethod = bidExceptionUseCase('changeMethod');
export type ChangeTenderingMethod = InstanceType<typeof ChangeTenderingMethod>;
