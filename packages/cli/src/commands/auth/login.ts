import { Command } from 'commander';
import { examples } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';
import { UsageError } from '../../errors/cli-error';
import { view } from '../../output/view';
import type { Runtime } from '../../runtime/runtime';

interface LoginOptions {
  server?: string;
  tenant?: string;
  user?: string;
  passwordStdin?: boolean;
  remember?: boolean;
}

export function authLoginCommand(ctx: ProgramContext): Command {
  return new Command('login')
    .description('log in to a Tender server; the token is kept in the config directory (mode 0600)')
    .option(
      '-s, --server <url>',
      'server URL (default: TENDER_SERVER, the last login, else http://127.0.0.1:8080)',
    )
    .option('-t, --tenant <id|name>', 'tenant id or name (default: TENDER_TENANT, else 3 "Default")')
    .option('-u, --user <name>', 'user name (asked on a terminal when omitted)')
    .option('--password-stdin', 'read the password from stdin instead of asking')
    .option('--remember', 'keep the token for the server-given lifetime instead of one day')
    .addHelpText(
      'after',
      examples(
        'tender auth login --server http://127.0.0.1:8080 --tenant Default --user manager',
        'printf %s "$PASSWORD" | tender auth login --user admin --password-stdin --remember',
      ),
    )
    .action(ctx.action<LoginOptions>(logIn));
}

async function logIn(scope: ActionScope<LoginOptions>) {
  const { options, io, printer } = scope;
  if (io.env.TENDER_TOKEN) throw new UsageError('TENDER_TOKEN is set: unset it to log in with a password');
  const runtime = await scope.runtime(options.server ? { server: options.server } : {});
  const { askUserName, readPassword } = await import('../../prompts/read-password');
  const userName = options.user ?? (await askUserName(io));
  const password = await readPassword(io, options.passwordStdin === true);
  const tenant = tenantOf(options.tenant ?? io.env.TENDER_TENANT, runtime);
  const { LogIn, TokenStore, DEFAULT_TENANT_ID } = await import('@tender/domain');
  const { withSpinner } = await import('../../output/spinner');
  const { session } = await withSpinner(io, printer.mode !== 'json', 'Logging in…', () =>
    runtime.container.get(LogIn).execute({
      userName,
      password,
      rememberMe: options.remember === true,
      tenantId: tenant.id ?? DEFAULT_TENANT_ID,
      ...(tenant.name ? { tenantName: tenant.name } : {}),
    }),
  );
  const tenantId = session.tenant?.id ?? tenant.id ?? DEFAULT_TENANT_ID;
  const tenantName = session.tenant?.tenancyName ?? tenant.name ?? String(tenantId);
  if (tenant.name && tenant.id === undefined && tenant.name.toLowerCase() !== tenantName.toLowerCase()) {
    await forget(runtime);
    throw new UsageError(`no tenant named "${tenant.name}" is known here; log in with its id: --tenant <id>`);
  }
  runtime.config.write({ server: runtime.server, tenantId, tenantName, userName: session.user.userName });
  const expiresAt = runtime.container
    .get<{ load(): { expiresAt: number } | null }>(TokenStore)
    .load()?.expiresAt;
  printer.success(
    `Logged in to ${runtime.server} as ${session.user.userName} (tenant ${tenantName}, ${tenantId})`,
  );
  await printer.print(
    view(
      {
        server: runtime.server,
        tenant: { id: tenantId, name: tenantName },
        user: { id: session.user.id, userName: session.user.userName, name: session.user.name },
        roles: session.roleNames,
        tokenExpiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
      },
      {
        kind: 'fields',
        rows: [
          ['roles', session.roleNames.join(', ')],
          ['token expires', expiresAt ? new Date(expiresAt).toISOString() : ''],
        ],
      },
    ),
  );
  return undefined;
}

/**
 * The tenant to log in to. A number is an id. A name is looked up among the tenant of the last login,
 * else tried as the default tenant and checked against the session's tenancy name: the API has no
 * tenant lookup by name (§7), so other tenants need their id.
 */
function tenantOf(value: string | undefined, runtime: Runtime): { id?: number; name?: string } {
  const text = value?.trim();
  if (!text) return runtime.saved.tenantId !== undefined ? { id: runtime.saved.tenantId } : {};
  if (/^\d+$/.test(text)) return { id: Number(text) };
  if (
    runtime.saved.tenantName?.toLowerCase() === text.toLowerCase() &&
    runtime.saved.tenantId !== undefined
  ) {
    return { id: runtime.saved.tenantId, name: runtime.saved.tenantName };
  }
  return { name: text };
}

async function forget(runtime: Runtime): Promise<void> {
  const { LogOut } = await import('@tender/domain');
  await runtime.container
    .get(LogOut)
    .execute()
    .catch(() => undefined);
}
