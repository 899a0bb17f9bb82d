import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

interface JumpOptions {
  to: string;
  yes?: boolean;
}

export function flowJumpCommand(ctx: ProgramContext): Command {
  return new Command('jump')
    .description('move a project to any step of its flow (Admin or the project manager only, §6)')
    .argument('<id>', 'project id', parseProjectId)
    .requiredOption('--to <step>', 'the target step, by name or id (see `tender flow show`)')
    .option('-y, --yes', 'do not ask for confirmation (needed without a terminal)')
    .addHelpText(
      'after',
      examples('tender flow jump 1001 --to 开标评标', 'tender flow jump 1001 --to 5012 --yes'),
    )
    .action(ctx.action(jump));
}

async function jump(scope: ActionScope<JumpOptions>) {
  const runtime = await scope.runtime();
  const { JumpFlow, decideJump } = await import('@tender/domain');
  const { loadFlow } = await import('../../data/load-flow');
  const { jumpRefusal } = await import('../../present/flow-refusals');
  const { confirmAction } = await import('../../prompts/confirm-action');
  const { printMove } = await import('../../present/print-move');
  const flow = await loadFlow(runtime, scope.args[0] as number);
  const { project, nodes, current, actor } = flow;
  const wanted = scope.options.to.trim();
  const decision = decideJump({ nodes, project, user: actor, to: wanted, viewingNodeId: current.id });
  if (!decision.allowed || !decision.to) throw jumpRefusal(decision, flow, wanted);
  await confirmAction(scope.io, {
    action: 'jump',
    subject: { projectName: project.projectName, from: current.nodeName, to: decision.to.nodeName },
    yes: scope.options.yes === true,
    locale: runtime.locale,
  });
  const move = await runtime.container.get(JumpFlow).execute({
    projectId: project.id,
    actor,
    to: decision.to.id,
    expectedNodeId: current.id,
    locale: runtime.locale,
    known: { project, nodes },
  });
  await printMove(scope.printer, project.id, move);
  return undefined;
}
