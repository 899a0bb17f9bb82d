import { Command } from 'commander';
import type { ProgramContext } from '../../command-context';
import { bondsCommand } from './bonds';
import { changeMethodCommand } from './change-method';
import { closeCommand } from './close';
import { deadlinesCommand } from './deadlines';
import { exceptionCommand } from './exception-command';
import { feeCommand } from './fee';
import { objectionsCommand } from './objections';

export function projectCommand(ctx: ProgramContext): Command {
  return new Command('project')
    .description(
      'change a project: bid exceptions and closing (each asks for confirmation); show its statutory deadlines, objections, bonds and agency fees',
    )
    .addCommand(exceptionCommand(ctx, 'terminate'))
    .addCommand(exceptionCommand(ctx, 'cancel'))
    .addCommand(exceptionCommand(ctx, 'retender'))
    .addCommand(exceptionCommand(ctx, 'reevaluate'))
    .addCommand(closeCommand(ctx))
    .addCommand(changeMethodCommand(ctx))
    .addCommand(deadlinesCommand(ctx))
    .addCommand(objectionsCommand(ctx))
    .addCommand(bondsCommand(ctx))
    .addCommand(feeCommand(ctx));
}
