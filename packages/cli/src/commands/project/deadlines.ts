import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

export function deadlinesCommand(ctx: ProgramContext): Command {
  return new Command('deadlines')
    .description(
      "show a project's statutory deadlines: what the law bounds, the article, the due date, where each stands, the time left",
    )
    .argument('<id>', 'project id', parseProjectId)
    .addHelpText(
      'after',
      examples(
        'tender project deadlines 1002',
        'tender project deadlines 1002 | grep "^!"',
        `tender project deadlines 1002 --json | jq '.bounds[] | select(.status == "open") | .dueAt'`,
      ),
    )
    .action(ctx.action(deadlines));
}

async function deadlines(scope: ActionScope<object>) {
  const projectId = scope.args[0] as number;
  const runtime = await scope.runtime();
  const { ProjectDeadlinesSource } = await import('@tender/domain');
  const { deadlinesView, provisionalWarning } = await import('../../present/deadlines-view');
  const { withSpinner } = await import('../../output/spinner');
  const report = await withSpinner(scope.io, scope.printer.mode !== 'json', 'Loading deadlines…', () =>
    runtime.container
      .get<import('@tender/domain').ProjectDeadlinesSource>(ProjectDeadlinesSource)
      .deadlinesOf(projectId),
  );
  // A message, not data: on stderr, so a pipe still reads one bound a line (the JSON carries the years).
  const warning = provisionalWarning(report.provisionalYears, runtime.locale);
  if (warning) scope.printer.warn(warning);
  await scope.printer.print(deadlinesView(report, runtime.locale, scope.printer.colours));
  return undefined;
}
