import { BID_EXCEPTION_KINDS, type BidException } from './bid-exceptions';

/** What the offer depends on, each decided by its own rule (mayModifyStep, mayJump, blockersFor). */
export interface ExceptionOfferContext {
  /** The user may modify the current step (§6); false on a read-only project. */
  readonly mayModify: boolean;
  /** Admin or the project's projectManager (§6). */
  readonly mayJump: boolean;
  /** Blocking messages exist for the current step (§5). */
  readonly hasBlockers: boolean;
  /**
   * What remains while blocked (exceptionsWhileBlocked: a failed tender's lawful exits, ADR 0023); §6's
   * terminate and re-tender when not given.
   */
  readonly whileBlocked?: readonly BidException[];
}

/** While blocking messages exist, only these remain (§6). */
export const EXCEPTIONS_WHILE_BLOCKED: readonly BidException[] = ['terminate', 'retender'];

/**
 * The bid exceptions offered to the user, in the modal's order (§2, §6): none unless the user may
 * modify; process jump only for Admin or the projectManager; only terminate and re-tender while blocked.
 */
export function offeredExceptions(context: ExceptionOfferContext): BidException[] {
  if (!context.mayModify) return [];
  return BID_EXCEPTION_KINDS.filter((kind) => {
    if (context.hasBlockers && !(context.whileBlocked ?? EXCEPTIONS_WHILE_BLOCKED).includes(kind))
      return false;
    return kind !== 'processJump' || context.mayJump;
  });
}
