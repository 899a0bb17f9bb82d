import { Command } from 'commander';
import type { ProgramContext } from '../../command-context';
import { authLoginCommand } from './login';
import { authLogoutCommand } from './logout';
import { authStatusCommand } from './status';

export function authCommand(ctx: ProgramContext): Command {
  return new Command('auth')
    .description('log in and out, and see who you are')
    .addCommand(authLoginCommand(ctx))
    .addCommand(authStatusCommand(ctx))
    .addCommand(authLogoutCommand(ctx));
}
