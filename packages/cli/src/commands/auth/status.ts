import { Command } from 'commander';
import { examples } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';
import { view } from '../../output/view';

export function authStatusCommand(ctx: ProgramContext): Command {
  return new Command('status')
    .description('show the server, tenant, user, roles and token expiry of the current login')
    .addHelpText('after', examples('tender auth status', 'tender auth status --json | jq -r .roles[]'))
    .action(ctx.action(status));
}

async function status(scope: ActionScope<object>) {
  const runtime = await scope.runtime();
  const { LoadSession, TokenStore } = await import('@tender/domain');
  const { session, company } = await runtime.container.get(LoadSession).execute();
  const token = runtime.container
    .get<{ load(): { expiresAt: number; tenantId: number } | null }>(TokenStore)
    .load();
  // A TENDER_TOKEN's expiry is unknown to the CLI: only the server knows it.
  const expiresAt = runtime.tokenSource === 'file' && token ? new Date(token.expiresAt).toISOString() : null;
  const tenant = {
    id: session.tenant?.id ?? token?.tenantId ?? null,
    name: session.tenant?.tenancyName ?? null,
  };
  await scope.printer.print(
    view(
      {
        server: runtime.server,
        tenant,
        user: { id: session.user.id, userName: session.user.userName, name: session.user.name },
        company: company?.name ?? null,
        roles: session.roleNames,
        tokenSource: runtime.tokenSource,
        tokenExpiresAt: expiresAt,
      },
      {
        kind: 'fields',
        rows: [
          ['server', runtime.server],
          ['tenant', `${tenant.name ?? ''} (${tenant.id ?? ''})`],
          ['user', `${session.user.userName} (${session.user.name}, id ${session.user.id})`],
          ['company', company?.name ?? ''],
          ['roles', session.roleNames.join(', ')],
          ['token', runtime.tokenSource === 'env' ? 'from TENDER_TOKEN' : `expires ${expiresAt ?? ''}`],
        ],
      },
    ),
  );
  return undefined;
}
