import { Command } from 'commander';
import { examples } from '../arguments';
import type { ActionScope, ProgramContext } from '../command-context';

export function timeCommand(ctx: ProgramContext): Command {
  return new Command('time')
    .description(
      "show the server's standard time and how far the local clock is off (§7 tools/getServerTime)",
    )
    .addHelpText('after', examples('tender time', 'tender time --json | jq .driftMs'))
    .action(ctx.action(time));
}

async function time(scope: ActionScope<object>) {
  const runtime = await scope.runtime();
  const { ServerClock } = await import('@tender/domain');
  const clock = runtime.container.get<import('@tender/domain').ServerClock>(ServerClock);
  await clock.sync();
  // Read both clocks together, after the sync: the clock already allowed for half the round trip.
  const local = Date.now();
  const server = clock.now();
  const driftMs = Math.round(local - server);
  const direction = driftMs === 0 ? 'in step' : driftMs > 0 ? 'ahead' : 'behind';
  await scope.printer.print({
    json: {
      server: runtime.server,
      serverTime: new Date(server).toISOString(),
      localTime: new Date(local).toISOString(),
      driftMs,
    },
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['server time', new Date(server).toISOString()],
          ['local time', new Date(local).toISOString()],
          [
            'drift',
            `${Math.abs(driftMs)} ms ${direction === 'in step' ? '(in step)' : `(local clock ${direction})`}`,
          ],
        ],
      },
    ],
  });
  return undefined;
}
