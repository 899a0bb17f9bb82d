import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

export function objectionsCommand(ctx: ProgramContext): Command {
  return new Command('objections')
    .description(
      "show a project's objections (异议/质疑): who, about what, received when, its status, the reply due or the complaint window with the article, the time left",
    )
    .argument('<id>', 'project id', parseProjectId)
    .addHelpText(
      'after',
      examples(
        'tender project objections 1002',
        'tender project objections 1002 | grep "^!"',
        `tender project objections 1002 --json | jq '.items[] | select(.reply.status == "open") | .reply.dueAt'`,
      ),
    )
    .action(ctx.action(objections));
}

async function objections(scope: ActionScope<object>) {
  const projectId = scope.args[0] as number;
  const runtime = await scope.runtime();
  const { ObjectionLog } = await import('@tender/domain');
  const { objectionsView } = await import('../../present/objections-view');
  const { withSpinner } = await import('../../output/spinner');
  const report = await withSpinner(scope.io, scope.printer.mode !== 'json', 'Loading objections…', () =>
    runtime.container.get<import('@tender/domain').ObjectionLog>(ObjectionLog).logOf(projectId),
  );
  await scope.printer.print(objectionsView(report, runtime.locale, scope.printer.colours));
  return undefined;
}
