import { Command } from 'commander';
import type { ProgramContext } from '../../command-context';
import { flowCheckCommand } from './check';
import { flowHistoryCommand } from './history';
import { flowJumpCommand } from './jump';
import { flowNextCommand } from './next';
import { flowShowCommand } from './show';

export function flowCommand(ctx: ProgramContext): Command {
  return new Command('flow')
    .description("inspect, check, advance and jump a project's step flow")
    .addCommand(flowShowCommand(ctx))
    .addCommand(flowCheckCommand(ctx))
    .addCommand(flowNextCommand(ctx))
    .addCommand(flowJumpCommand(ctx))
    .addCommand(flowHistoryCommand(ctx));
}
