import { Command } from 'commander';
import type { ProgramContext } from '../../command-context';
import { evaluationShowCommand } from './show';

export function evaluationCommand(ctx: ProgramContext): Command {
  return new Command('evaluation')
    .description("inspect a project's bid opening and evaluation: opening record, committee, ranking")
    .addCommand(evaluationShowCommand(ctx));
}
