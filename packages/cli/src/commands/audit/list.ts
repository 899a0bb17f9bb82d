import { Command } from 'commander';
import { examples, parsePositiveInt, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';
import { UsageError } from '../../errors/cli-error';
import { cell } from '../../output/view';

interface AuditListOptions {
  project?: number;
  user?: string;
  entity?: string;
  since?: string;
  until?: string;
  page: number;
  pageSize: number;
}

export function auditListCommand(ctx: ProgramContext): Command {
  return new Command('list')
    .description("list the tenant's audit trail, newest first: who wrote what, when, through which call")
    .option('--project <id>', 'entries of one project', parseProjectId)
    .option('-u, --user <name>', 'entries of one user (login name, any letter case; "system" for jobs)')
    .option('--entity <name>', 'entries of one entity: project, notice, record, file, user, role …')
    .option('--since <date>', 'from this date (YYYY-MM-DD, China Standard Time) or ISO date-time on')
    .option('--until <date>', 'before this date or ISO date-time')
    .option('-p, --page <n>', 'page number', parsePositiveInt, 1)
    .option('--page-size <n>', 'entries per page (max 1000)', parsePositiveInt, 20)
    .addHelpText(
      'after',
      examples(
        'tender audit list --project 1001',
        'tender audit list --user manager --since 2026-03-01',
        'tender audit list --entity user --json | jq ".items[].changes"',
      ),
    )
    .action(ctx.action(list));
}

async function list(scope: ActionScope<AuditListOptions>) {
  const { options, printer } = scope;
  const { auditQuerySchema, ListAuditEntries, formatDateTime } = await import('@tender/domain');
  const query = {
    ...(options.project !== undefined ? { projectId: options.project } : {}),
    ...(options.user ? { userName: options.user } : {}),
    ...(options.entity ? { entity: options.entity } : {}),
    ...(options.since ? { from: options.since } : {}),
    ...(options.until ? { to: options.until } : {}),
    MaxResultCount: options.pageSize,
    SkipCount: (options.page - 1) * options.pageSize,
  };
  // The filter's own rules (dates, sizes) refuse before any call, naming the option.
  const checked = auditQuerySchema.safeParse(query);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const option = { from: '--since', to: '--until', MaxResultCount: '--page-size' }[String(issue.path[0])];
    throw new UsageError(`${option ?? String(issue.path[0])}: ${issue.message}`);
  }
  const runtime = await scope.runtime();
  const { withSpinner } = await import('../../output/spinner');
  const page = await withSpinner(scope.io, printer.mode !== 'json', 'Loading the audit trail…', () =>
    runtime.container.get(ListAuditEntries).execute(query),
  );
  await printer.print({
    json: { totalCount: page.totalCount, page: options.page, pageSize: options.pageSize, items: page.items },
    blocks: [
      {
        kind: 'table',
        head: ['Time', 'User', 'Call', 'Entity', 'ID', 'Project', 'Request'],
        rows: page.items.map((entry) => [
          formatDateTime(entry.creationTime),
          cell(entry.userName),
          `${entry.method} ${entry.route}`,
          entry.entity,
          cell(entry.entityId),
          cell(entry.projectId),
          cell(entry.requestId),
        ]),
      },
    ],
  });
  if (printer.mode === 'human') {
    const lastPage = Math.max(1, Math.ceil(page.totalCount / options.pageSize));
    printer.info(`page ${options.page} of ${lastPage} · ${page.totalCount} entries`);
  }
  return undefined;
}
