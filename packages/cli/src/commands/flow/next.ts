import type { Blocker } from '@tender/domain';
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
  const {
    AdvanceFlow,
    CheckCirculation,
    decideAdvance,
    labelIn,
    missedBoundsWarning,
    ProjectDeadlinesSource,
  } = await import('@tender/domain');
  const { loadFlow } = await import('../../data/load-flow');
  const { advanceRefusal } = await import('../../present/flow-refusals');
  const { confirmAction } = await import('../../prompts/confirm-action');
  const { printMove } = await import('../../present/print-move');
  const flow = await loadFlow(runtime, scope.args[0] as number);
  const { project, nodes, current, actor } = flow;
  const decide = (blockers: readonly Blocker[]) =>
    decideAdvance({ nodes, project, roleNames: actor.roleNames, blockers, viewingNodeId: current.id });
  // Refuse before asking, with the reasons the UI shows on the hidden or disabled button (one decision).
  const beforeChecks = decide([]);
  if (!beforeChecks.allowed) throw advanceRefusal(beforeChecks, flow, runtime.locale);
  // With a question to ask, the user sees the blocking messages first. Without one (--yes) the server
  // runs the same checks and refuses with the same messages: reading the records here would only cost
  // a round trip.
  const yes = scope.options.yes === true;
  const blockers = yes ? undefined : await runtime.container.get(CheckCirculation).execute(project, current);
  if (blockers) {
    const decision = decide(blockers);
    if (!decision.allowed) throw advanceRefusal(decision, flow, runtime.locale);
  }
  // A move does not pass the law's missed deadlines silently (ADR 0022): said before the question, on stderr.
  const deadlines = await runtime.container
    .get<import('@tender/domain').ProjectDeadlinesSource>(ProjectDeadlinesSource)
    .deadlinesOf(project.id);
  const missed = missedBoundsWarning(deadlines.bounds);
  if (missed) scope.printer.warn(labelIn(missed, runtime.locale));
  await confirmAction(scope.io, {
    action: 'next',
    subject: { projectName: project.projectName, from: current.nodeName, to: beforeChecks.to.nodeName },
    yes,
    locale: runtime.locale,
  });
  const move = await runtime.container.get(AdvanceFlow).execute({
    projectId: project.id,
    actor,
    expectedNodeId: current.id,
    locale: runtime.locale,
    known: { project, nodes, blockers },
    leaveChecksToServer: yes,
  });
  await printMove(scope.printer, project.id, move);
  return undefined;
}
