import { Command } from 'commander';
import { examples } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

export function authLogoutCommand(ctx: ProgramContext): Command {
  return new Command('logout')
    .description('revoke the token on the server and delete it locally')
    .addHelpText('after', examples('tender auth logout'))
    .action(ctx.action(logOut));
}

async function logOut(scope: ActionScope<object>) {
  const runtime = await scope.runtime();
  const { LogOut } = await import('@tender/domain');
  try {
    await runtime.container.get(LogOut).execute();
  } finally {
    // The server and tenant stay for the next login; who was signed in does not.
    const { userName: _forgotten, ...rest } = runtime.saved;
    runtime.config.write(rest);
  }
  scope.printer.success('Logged out');
  return undefined;
}
