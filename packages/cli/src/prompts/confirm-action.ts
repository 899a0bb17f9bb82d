import {
  CONFIRM_QUESTIONS,
  type ConfirmableAction,
  type Locale,
  labelIn,
  needsConfirm,
  type QuestionSubject,
} from '@tender/domain';
import { DeclinedError } from '../errors/cli-error';
import type { CliIo } from '../io';

export interface ConfirmRequest {
  readonly action: ConfirmableAction;
  readonly subject: QuestionSubject;
  readonly yes: boolean;
  readonly locale: Locale;
}

/**
 * Asks the §5 confirm question before a state-changing command, unless `--yes`. The CLI runs an
 * exception the moment it is named, so naming it *is* selecting it: an exception whose own action has
 * no prompt asks the select-exception question. Without a terminal it refuses rather than hang.
 */
export async function confirmAction(io: CliIo, request: ConfirmRequest): Promise<void> {
  if (request.yes) return;
  const action: ConfirmableAction = needsConfirm(request.action) ? request.action : 'selectException';
  const question = labelIn(CONFIRM_QUESTIONS[action](request.subject), request.locale);
  if (!io.stdinIsTTY) {
    throw new DeclinedError(`"${question}" needs an answer, but there is no terminal to ask on: pass --yes`);
  }
  const { confirm } = await import('@inquirer/prompts');
  const answer = await confirm(
    { message: question, default: false },
    { input: io.stdin, output: io.stderr, clearPromptOnDone: false },
  );
  if (!answer) throw new DeclinedError('not confirmed: nothing was changed');
}
