import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';
import { cell } from '../../output/view';

export function flowHistoryCommand(ctx: ProgramContext): Command {
  return new Command('history')
    .description("list a project's flow records: who moved it, when, from and to which step")
    .argument('<id>', 'project id', parseProjectId)
    .addHelpText(
      'after',
      examples('tender flow history 1001', 'tender flow history 1001 --json | jq ".records[-1]"'),
    )
    .action(ctx.action(history));
}

async function history(scope: ActionScope<object>) {
  const projectId = scope.args[0] as number;
  const runtime = await scope.runtime();
  const { FlowRecordRepository } = await import('@tender/domain');
  const { withSpinner } = await import('../../output/spinner');
  const records = await withSpinner(scope.io, scope.printer.mode !== 'json', 'Loading records…', () =>
    runtime.container
      .get<import('@tender/domain').FlowRecordRepository>(FlowRecordRepository)
      .listByProject(projectId),
  );
  await scope.printer.print({
    json: { projectId, records },
    blocks: [
      {
        kind: 'table',
        head: ['Time', 'Type', 'From', 'To', 'By', 'Method', 'Way', 'Result'],
        rows: records.map((r) => [
          r.creationTime,
          r.nodeType,
          cell(r.fromNodeName),
          cell(r.toNodeName),
          r.submitName,
          cell(r.biddingMethod),
          cell(r.transactionWay),
          cell(r.transactionResult),
        ]),
      },
    ],
  });
  return undefined;
}
