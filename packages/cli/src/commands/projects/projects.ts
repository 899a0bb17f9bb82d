import { Command } from 'commander';
import type { ProgramContext } from '../../command-context';
import { projectsListCommand } from './list';
import { projectsShowCommand } from './show';

export function projectsCommand(ctx: ProgramContext): Command {
  return new Command('projects')
    .description('find and read projects')
    .addCommand(projectsListCommand(ctx))
    .addCommand(projectsShowCommand(ctx));
}
