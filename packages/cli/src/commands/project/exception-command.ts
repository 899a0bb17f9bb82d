import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';
import type { CliException } from '../../present/run-exception';

interface ExceptionOptions {
  yes?: boolean;
}

const DESCRIPTIONS: Readonly<Record<Exclude<CliException, 'changeMethod'>, string>> = {
  terminate: 'terminate the project (state 5), as the bid exception "terminate project" (§4)',
  cancel: 'cancel the project (state 8), as the bid exception "cancel project" (§4)',
  retender: 're-tender the project (state 5); then create the new project in the UI (§4)',
  reevaluate: 'send the project back to the bid opening and evaluation step (§4)',
};

/** `tender project terminate|cancel|retender|reevaluate <id>`: one command per exception with no extra input. */
export function exceptionCommand(
  ctx: ProgramContext,
  exception: Exclude<CliException, 'changeMethod'>,
): Command {
  return new Command(exception)
    .description(DESCRIPTIONS[exception])
    .argument('<id>', 'project id', parseProjectId)
    .option('-y, --yes', 'do not ask for confirmation (needed without a terminal)')
    .addHelpText(
      'after',
      examples(`tender project ${exception} 1001`, `tender project ${exception} 1001 --yes`),
    )
    .action(
      ctx.action(async (scope: ActionScope<ExceptionOptions>) => {
        const runtime = await scope.runtime();
        const { runException } = await import('../../present/run-exception');
        await runException(scope.io, scope.printer, runtime, {
          exception,
          projectId: scope.args[0] as number,
          yes: scope.options.yes === true,
        });
        return undefined;
      }),
    );
}
