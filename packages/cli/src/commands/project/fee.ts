import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

export function feeCommand(ctx: ProgramContext): Command {
  return new Command('fee')
    .description(
      "show a project's agency service fees (招标代理服务费) per package: the reference fee of the rates, the discount, the minimum, the fee charged, who pays and the invoice status",
    )
    .argument('<id>', 'project id', parseProjectId)
    .addHelpText(
      'after',
      examples(
        'tender project fee 1002',
        `tender project fee 1002 --json | jq '.packages[] | select(.fee.invoiceStatus == "notInvoiced") | .fee.fee'`,
      ),
    )
    .action(ctx.action(fee));
}

async function fee(scope: ActionScope<object>) {
  const projectId = scope.args[0] as number;
  const runtime = await scope.runtime();
  const { BondLedgerRepository } = await import('@tender/domain');
  const { feeView } = await import('../../present/fee-view');
  const { withSpinner } = await import('../../output/spinner');
  const fees = await withSpinner(scope.io, scope.printer.mode !== 'json', 'Loading agency fees…', () =>
    runtime.container
      .get<import('@tender/domain').BondLedgerRepository>(BondLedgerRepository)
      .fees(projectId),
  );
  await scope.printer.print(feeView(fees, runtime.locale));
  return undefined;
}
