import type {
  CommitteeRepository,
  EvaluationRepository,
  OpeningRecordRepository,
  ProjectRepository,
} from '@tender/domain';
import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

export function evaluationShowCommand(ctx: ProgramContext): Command {
  return new Command('show')
    .description('show the opening record, the committee with its replayed draws, and the ranking')
    .argument('<projectId>', 'project id', parseProjectId)
    .addHelpText(
      'after',
      examples(
        'tender evaluation show 1003',
        'tender evaluation show 1003 --json | jq ".evaluation.packages[].result.candidates"',
      ),
    )
    .action(ctx.action(show));
}

async function show(scope: ActionScope<object>) {
  const projectId = scope.args[0] as number;
  const runtime = await scope.runtime();
  const ports = await import('@tender/domain');
  const { evaluationBlocks } = await import('../../present/evaluation-blocks');
  const { withSpinner } = await import('../../output/spinner');
  const { container } = runtime;
  const [opening, committee, evaluation, project] = await withSpinner(
    scope.io,
    scope.printer.mode !== 'json',
    'Loading the evaluation…',
    () =>
      Promise.all([
        container.get<OpeningRecordRepository>(ports.OpeningRecordRepository).get(projectId),
        container.get<CommitteeRepository>(ports.CommitteeRepository).get(projectId),
        container.get<EvaluationRepository>(ports.EvaluationRepository).get(projectId),
        // What the composition rules read of the project: its method, funds and budgets.
        container.get<ProjectRepository>(ports.ProjectRepository).getDetail(projectId),
      ]),
  );
  // As the API returns them (ADR 0019): the stable --json shape.
  await scope.printer.print({
    json: { opening, committee, evaluation },
    blocks: evaluationBlocks(opening, committee, evaluation, project),
  });
  return undefined;
}
