import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

interface CloseOptions {
  yes?: boolean;
}

export function closeCommand(ctx: ProgramContext): Command {
  return new Command('close')
    .description('send a project on its final step to closing: auditState 13, 项目待结项 (§4 to-closing)')
    .argument('<id>', 'project id', parseProjectId)
    .option('-y, --yes', 'do not ask for confirmation (needed without a terminal)')
    .addHelpText('after', examples('tender project close 1001'))
    .action(ctx.action(close));
}

async function close(scope: ActionScope<CloseOptions>) {
  const runtime = await scope.runtime();
  const { ConflictError, decideToClosingButton, NotPermittedError, SendToClosing } = await import(
    '@tender/domain'
  );
  const { loadFlow } = await import('../../data/load-flow');
  const { modifyRefusalText } = await import('../../present/refusals');
  const { confirmAction } = await import('../../prompts/confirm-action');
  const { printEffect } = await import('../../present/run-exception');
  const flow = await loadFlow(runtime, scope.args[0] as number);
  const { project, nodes, current, actor } = flow;
  const decision = decideToClosingButton({
    nodes,
    project,
    viewingNodeId: current.id,
    roleNames: actor.roleNames,
  });
  for (const reason of decision.reasons) {
    if (reason === 'not-last-step') {
      throw new ConflictError(
        `only the final step can go to closing; the project is at "${current.nodeName}"`,
      );
    }
    if (reason === 'action-not-granted') {
      throw new NotPermittedError(
        'you may not send this project to closing: your roles do not grant flow.edit',
      );
    }
    if (
      reason !== 'not-viewing-furthest-step' &&
      reason !== 'last-step' &&
      reason !== 'circulation-condition-not-met'
    ) {
      throw new NotPermittedError(
        `you may not send this project to closing: ${modifyRefusalText(reason, { project, step: current, roleNames: actor.roleNames, locale: runtime.locale })}`,
      );
    }
  }
  await confirmAction(scope.io, {
    action: 'toClosing',
    subject: { projectName: project.projectName },
    yes: scope.options.yes === true,
    locale: runtime.locale,
  });
  const effect = await runtime.container
    .get(SendToClosing)
    .execute({ projectId: project.id, actor, expectedNodeId: current.id, known: { project, nodes } });
  await printEffect(scope.printer, project.id, 'To closing', effect);
  return undefined;
}
