import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

export function projectsShowCommand(ctx: ProgramContext): Command {
  return new Command('show')
    .description('show a project: basic info, bid packages, files and notices')
    .argument('<id>', 'project id', parseProjectId)
    .addHelpText(
      'after',
      examples('tender projects show 1001', 'tender projects show 1001 --json | jq .sGroupList'),
    )
    .action(ctx.action(show));
}

async function show(scope: ActionScope<object>) {
  const id = scope.args[0] as number;
  const runtime = await scope.runtime();
  const { GetProject } = await import('@tender/domain');
  const { projectBlocks } = await import('../../present/project-blocks');
  const { withSpinner } = await import('../../output/spinner');
  const { project } = await withSpinner(scope.io, scope.printer.mode !== 'json', 'Loading project…', () =>
    runtime.container.get(GetProject).execute(id),
  );
  // The project exactly as the API returns it (§3 field names): the stable --json shape.
  await scope.printer.print({ json: project, blocks: projectBlocks(project, runtime.locale) });
  return undefined;
}
