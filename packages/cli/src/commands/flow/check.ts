import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';
import { ExitCode } from '../../exit-codes';

export function flowCheckCommand(ctx: ProgramContext): Command {
  return new Command('check')
    .description(
      'show the blocking messages for leaving the current step (§5); exit status 0 when clear, 5 when blocked',
    )
    .argument('<id>', 'project id', parseProjectId)
    .addHelpText(
      'after',
      examples('tender flow check 1002', 'tender flow check 1002 && tender flow next 1002 --yes'),
    )
    .action(ctx.action(check));
}

async function check(scope: ActionScope<object>) {
  const runtime = await scope.runtime();
  const { CheckCirculation, labelIn } = await import('@tender/domain');
  const { withSpinner } = await import('../../output/spinner');
  const { loadFlow } = await import('../../data/load-flow');
  const { project, current } = await withSpinner(scope.io, scope.printer.mode !== 'json', 'Checking…', () =>
    loadFlow(runtime, scope.args[0] as number),
  );
  const blockers = await runtime.container.get(CheckCirculation).execute(project, current);
  const messages = blockers.map((b) => labelIn(b.message, runtime.locale));
  await scope.printer.print({
    json: {
      projectId: project.id,
      step: { id: current.id, name: current.nodeName },
      blocked: blockers.length > 0,
      blockers: blockers.map((b, i) => ({
        code: b.code,
        count: b.count,
        minimum: b.minimum,
        message: messages[i],
      })),
    },
    blocks: [
      {
        kind: 'lines',
        lines:
          blockers.length === 0
            ? [`clear: "${current.nodeName}" may move on`]
            : [`blocked at "${current.nodeName}":`, ...messages.map((m) => `  - ${m}`)],
      },
    ],
  });
  return blockers.length > 0 ? ExitCode.Blocked : undefined;
}
