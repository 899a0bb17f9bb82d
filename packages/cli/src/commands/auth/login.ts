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
    .option(
      '-t, --tenant <id|name>',
      'tenant id, or tenancy name looked up on the server (default: TENDER_TENANT, the last login, else 3 "Default")',
    )
    .option('-u, --user <name>', 'user name (asked on a terminal when omitted)')
    .option('--password-stdin', 'read the password from stdin instead of asking')
    .option('--remember', 'keep the token for the server-given lifetime instead of one day')
    .addHelpText(
      'after',
      examples(
        'tender auth login --server http://127.0.0.1:8080 --tenant Default --user manager',
        'tender auth login --tenant archive-agency --user agent',
        'printf %s "$PASSWORD" | tender auth login --user admin --password-stdin --remember',
      ),
    )
    .action(ctx.action<LoginOptions>(logIn));
}

async function logIn(scope: ActionScope<LoginOptions>) {
  const { options, io, printer } = scope;
  if (io.env.TENDER_TOKEN) throw new UsageError('TENDER_TOKEN is set: unset it to log in with a password');
  const runtime = await scope.runtime(options.server ? { server: options.server } : {});
  // Resolved before the password is asked, so an unknown tenant name costs no typing.
  const tenant = await tenantOf(options.tenant ?? io.env.TENDER_TENANT, runtime);
  const { askUserName, readPassword } = await import('../../prompts/read-password');
  const userName = options.user ?? (await askUserName(io));
  const password = await readPassword(io, options.passwordStdin === true);
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
 * The tenant to log in to: without one, the tenant of the last login (else the default); a number is an
 * id, taken as it is; a name is looked up on the server (Account/IsTenantAvailable, any letter case).
 * An unknown name is NotFound (6), an inactive tenant NotPermitted (4).
 */
async function tenantOf(
  value: string | undefined,
  runtime: Runtime,
): Promise<{ id?: number; name?: string }> {
  const text = value?.trim();
  if (!text) return runtime.saved.tenantId !== undefined ? { id: runtime.saved.tenantId } : {};
  const { ResolveTenant } = await import('@tender/domain');
  return runtime.container.get(ResolveTenant).execute(text);
}
