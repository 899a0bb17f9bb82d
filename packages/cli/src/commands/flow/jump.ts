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
  const { JumpFlow, NotFoundError, NotPermittedError, mayJump } = await import('@tender/domain');
  const { loadFlow } = await import('../../present/load-flow');
  const { confirmAction } = await import('../../prompts/confirm-action');
  const { printMove } = await import('../../present/print-move');
  const flow = await loadFlow(runtime, scope.args[0] as number);
  const { project, nodes, current, actor } = flow;
  if (!mayJump(actor, project)) {
    throw new NotPermittedError(
      `only an Admin or the project's manager${project.projectManagerName ? ` (${project.projectManagerName})` : ''} may jump the flow; you are ${actor.userName} (${actor.roleNames.join(', ') || 'no role'})`,
    );
  }
  const wanted = scope.options.to.trim();
  const target = nodes.find((n) => String(n.id) === wanted || n.nodeName === wanted);
  if (!target) {
    const error = new NotFoundError('Flow step', wanted);
    error.message = `no step "${wanted}" in this flow; the steps are: ${nodes.map((n) => `${n.nodeName} (${n.id})`).join(', ')}`;
    throw error;
  }
  await confirmAction(scope.io, {
    action: 'jump',
    subject: { projectName: project.projectName, from: current.nodeName, to: target.nodeName },
    yes: scope.options.yes === true,
    locale: runtime.locale,
  });
  const move = await runtime.container.get(JumpFlow).execute({
    projectId: project.id,
    actor,
    to: target.id,
    expectedNodeId: current.id,
    locale: runtime.locale,
  });
  await printMove(scope.printer, project.id, move);
  return undefined;
}
