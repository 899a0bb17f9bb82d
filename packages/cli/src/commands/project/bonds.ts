import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

export function bondsCommand(ctx: ProgramContext): Command {
  return new Command('bonds')
    .description(
      "show a project's bid bond ledger (投标保证金台账): each package's cap with its article, then each bond — bidder, package, amount, paid on, whether the bidder paid it, the refund due and where it stands",
    )
    .argument('<id>', 'project id', parseProjectId)
    .addHelpText(
      'after',
      examples(
        'tender project bonds 1002',
        'tender project bonds 1002 | grep "^!"',
        `tender project bonds 1002 --json | jq '.entries[] | select(.refundedOn == null) | .refund.dueDate'`,
      ),
    )
    .action(ctx.action(bonds));
}

async function bonds(scope: ActionScope<object>) {
  const projectId = scope.args[0] as number;
  const runtime = await scope.runtime();
  const { BondLedgerRepository } = await import('@tender/domain');
  const { bondsView } = await import('../../present/bonds-view');
  const { withSpinner } = await import('../../output/spinner');
  const ledger = await withSpinner(scope.io, scope.printer.mode !== 'json', 'Loading bonds…', () =>
    runtime.container
      .get<import('@tender/domain').BondLedgerRepository>(BondLedgerRepository)
      .ledger(projectId),
  );
  await scope.printer.print(bondsView(ledger, runtime.locale, scope.printer.colours));
  return undefined;
}
