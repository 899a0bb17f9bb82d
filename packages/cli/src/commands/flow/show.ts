import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

export function flowShowCommand(ctx: ProgramContext): Command {
  return new Command('show')
    .description("show a project's steps in order: the current one, which are reachable, who may change each")
    .argument('<id>', 'project id', parseProjectId)
    .addHelpText(
      'after',
      examples('tender flow show 1001', 'tender flow show 1001 --json | jq ".steps[] | select(.current)"'),
    )
    .action(ctx.action(show));
}

async function show(scope: ActionScope<object>) {
  const runtime = await scope.runtime();
  const { withSpinner } = await import('../../output/spinner');
  const { loadFlow } = await import('../../data/load-flow');
  const { flowShowView } = await import('../../present/flow-show-view');
  const flow = await withSpinner(scope.io, scope.printer.mode !== 'json', 'Loading flow…', () =>
    loadFlow(runtime, scope.args[0] as number),
  );
  await scope.printer.print(flowShowView(flow, runtime.locale, scope.printer.mode === 'human'));
  return undefined;
}
