import { Command } from 'commander';
import type { ProgramContext } from '../../command-context';
import { auditListCommand } from './list';

export function auditCommand(ctx: ProgramContext): Command {
  return new Command('audit')
    .description('read the audit trail of every write (Admin only)')
    .addCommand(auditListCommand(ctx));
}
