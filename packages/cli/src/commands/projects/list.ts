import { Command, InvalidArgumentError } from 'commander';
import { examples, parsePositiveInt } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

interface ListOptions {
  name?: string;
  number?: string;
  state?: number;
  step?: string;
  page: number;
  pageSize: number;
  sort?: string;
}

const STATE_WORDS: Readonly<Record<string, number>> = {
  running: 3,
  terminated: 5,
  retendered: 5,
  cancelled: 8,
};

function parseState(value: string): number {
  const v = value.trim().toLowerCase();
  if (v in STATE_WORDS) return STATE_WORDS[v]!;
  if (/^\d+$/.test(v)) return Number(v);
  throw new InvalidArgumentError('a state is 3 (running), 5 (terminated or re-tendered) or 8 (cancelled)');
}

export function projectsListCommand(ctx: ProgramContext): Command {
  return new Command('list')
    .description("list the tenant's projects, a page at a time")
    .option('-n, --name <text>', 'project name contains')
    .option('--number <text>', 'project number contains')
    .option('--state <state>', 'state: 3|running, 5|terminated, 8|cancelled', parseState)
    .option('--step <name>', 'current step name contains (e.g. 报名)')
    .option('-p, --page <n>', 'page number', parsePositiveInt, 1)
    .option('--page-size <n>', 'projects per page (max 1000)', parsePositiveInt, 10)
    .option('--sort <field [asc|desc]>', 'sorting, e.g. "creationTime desc" or "projectNum"')
    .addHelpText(
      'after',
      examples(
        'tender projects list --state running --step 报名',
        'tender projects list --name 道路 --page 2 --page-size 20 --sort "projectNum asc"',
        'tender projects list --json | jq ".items[].id"',
      ),
    )
    .action(ctx.action(list));
}

async function list(scope: ActionScope<ListOptions>) {
  const { options, printer } = scope;
  const runtime = await scope.runtime();
  const { ListProjects, clause, formatFilter } = await import('@tender/domain');
  const { stateLabel, flowNameLabel, methodLabel } = await import('../../present/labels');
  const { withSpinner } = await import('../../output/spinner');
  const filter = formatFilter([
    ...(options.name ? [clause('projectName', '~', options.name)] : []),
    ...(options.number ? [clause('projectNum', '~', options.number)] : []),
    ...(options.state !== undefined ? [clause('state', '=', options.state)] : []),
    ...(options.step ? [clause('projectFlowName', '~', options.step)] : []),
  ]);
  const page = await withSpinner(scope.io, printer.mode !== 'json', 'Loading projects…', () =>
    runtime.container.get(ListProjects).execute({
      Filter: filter,
      MaxResultCount: options.pageSize,
      SkipCount: (options.page - 1) * options.pageSize,
      ...(options.sort ? { Sorting: options.sort } : {}),
    }),
  );
  const items = page.items.map((p) => ({
    id: p.id,
    projectNum: p.projectNum,
    projectName: p.projectName,
    biddingMethod: p.biddingMethod,
    state: p.state,
    auditState: p.auditState,
    projectFlowName: p.projectFlowName,
    currentNodeId: p.currentNodeId,
    projectManager: p.projectManager ?? null,
    creationTime: p.creationTime,
  }));
  const lastPage = Math.max(1, Math.ceil(page.totalCount / options.pageSize));
  const locale = runtime.locale;
  await printer.print({
    json: { totalCount: page.totalCount, page: options.page, pageSize: options.pageSize, items },
    blocks: [
      {
        kind: 'table',
        head: ['ID', 'Number', 'Name', 'Method', 'State', 'Step'],
        rows: items.map((p) => [
          String(p.id),
          p.projectNum,
          p.projectName,
          methodLabel(p.biddingMethod, locale),
          stateLabel(p.state, locale),
          flowNameLabel(p.projectFlowName, locale),
        ]),
      },
    ],
  });
  if (printer.mode === 'human')
    printer.info(`page ${options.page} of ${lastPage} · ${page.totalCount} projects`);
  return undefined;
}
