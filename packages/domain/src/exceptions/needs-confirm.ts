import type { BidException } from './bid-exceptions';

/** A user action on the operation screen that may need a confirm prompt (§5). */
export type ConfirmableAction = 'next' | 'jump' | 'toClosing' | 'selectException' | BidException;

/**
 * The actions with a confirm prompt (§5): next step, jump, terminate, cancel, to-closing, change
 * method and selecting an exception. processJump is a jump, so it confirms too. Re-tender,
 * re-evaluate and edit information have no prompt of their own: selecting them is the confirmed step,
 * after which they run (re-tender, re-evaluate) or navigate (edit information).
 */
const CONFIRMED: ReadonlySet<ConfirmableAction> = new Set<ConfirmableAction>([
  'next',
  'jump',
  'processJump',
  'terminate',
  'cancel',
  'toClosing',
  'changeMethod',
  'selectException',
]);

/** Whether the action asks for confirmation before it runs (§5 confirm prompts). */
export function needsConfirm(action: ConfirmableAction): boolean {
  return CONFIRMED.has(action);
}

/** What an exception needs from the user after it is selected: a step, the change-method form, or a page. */
export type ExtraInput = 'choose-step' | 'change-method-form' | 'edit-page';

const EXTRA_INPUT: Partial<Record<BidException, ExtraInput>> = {
  processJump: 'choose-step',
  changeMethod: 'change-method-form',
  editInformation: 'edit-page',
};

/**
 * The extra input an exception needs (§2 process-jump and change-method modals; edit information opens
 * project creation), or undefined when it runs right after confirmation (§5 "exceptions that need no
 * extra input run the action after confirmation").
 */
export function needsExtraInput(exception: BidException): ExtraInput | undefined {
  return EXTRA_INPUT[exception];
}
