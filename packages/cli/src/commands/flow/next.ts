import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

interface NextOptions {
  yes?: boolean;
}

export function flowNextCommand(ctx: ProgramContext): Command {
  return new Command('next')
    .description('move a project to its next step, after the circulation checks (§4, §5)')
    .argument('<id>', 'project id', parseProjectId)
    .option('-y, --yes', 'do not ask for confirmation (needed without a terminal)')
    .addHelpText('after', examples('tender flow next 1001', 'tender flow next 1001 --yes --json'))
    .action(ctx.action(next));
}

async function next(scope: ActionScope<NextOptions>) {
  const runtime = await scope.runtime();
  const { AdvanceFlow, nodeAfter } = await import('@tender/domain');
  const { loadFlow } = await import('../../present/load-flow');
  const { assertMayAdvance } = await import('../../present/flow-refusals');
  const { confirmAction } = await import('../../prompts/confirm-action');
  const { printMove } = await import('../../present/print-move');
  const flow = await loadFlow(runtime, scope.args[0] as number);
  // Refuse before asking, with the reasons the UI shows on the hidden or disabled button.
  await assertMayAdvance(runtime, flow, { checkCirculation: scope.options.yes !== true });
  const to = nodeAfter(flow.nodes, flow.current.id);
  await confirmAction(scope.io, {
    action: 'next',
    subject: { projectName: flow.project.projectName, from: flow.current.nodeName, to: to?.nodeName ?? '' },
    yes: scope.options.yes === true,
    locale: runtime.locale,
  });
  const move = await runtime.container.get(AdvanceFlow).execute({
    projectId: flow.project.id,
    actor: flow.actor,
    expectedNodeId: flow.current.id,
    locale: runtime.locale,
  });
  await printMove(scope.printer, flow.project.id, move);
  return undefined;
}
