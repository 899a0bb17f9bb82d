import { Command, CommanderError, Option } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { ProgramContext } from './command-context';
import { auditCommand } from './commands/audit/audit';
import { authCommand } from './commands/auth/auth';
import { calendarCommand } from './commands/calendar';
import { completionCommand } from './commands/completion';
import { evaluationCommand } from './commands/evaluation/evaluation';
import { flowCommand } from './commands/flow/flow';
import { projectCommand } from './commands/project/project';
import { projectsCommand } from './commands/projects/projects';
import { timeCommand } from './commands/time';
import { ExitCode } from './exit-codes';
import type { CliIo } from './io';

const FOOTER = `
Environment: TENDER_SERVER, TENDER_TOKEN, TENDER_TENANT, TENDER_LANG, NO_COLOR, XDG_CONFIG_HOME.
Exit status: 0 ok, 2 usage, 3 not authenticated, 4 not permitted, 5 blocked, 6 not found,
7 conflict, 8 server or network failure, 9 not confirmed, 1 unexpected.

Start here:
  $ tender auth login --server http://127.0.0.1:8080 --user manager
  $ tender projects list --step 报名
  $ tender flow check 1002
  $ tender flow next 1002
`;

/**
 * The whole command tree, built in a function over the given io so tests run it in-process. Only light
 * modules load here (commander and the command definitions); each action imports the domain, the
 * container and the printers it needs, so `tender --help` starts fast.
 */
export function buildProgram(ctx: ProgramContext): Command {
  const { io } = ctx;
  const program = new Command('tender')
    .description('Support tools for the Tender platform: inspect, advance and jump project flows.')
    .version(pkg.version, '-V, --version')
    .addOption(new Option('--json', 'print data as JSON (read commands; stable field names)').default(false))
    .option('--no-color', 'no colour (also when NO_COLOR is set or output is piped)')
    .addOption(new Option('--lang <lang>', 'language of messages from the rules').choices(['en', 'zh-CN']))
    .addHelpText('after', FOOTER)
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false })
    .showSuggestionAfterError()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .exitOverride();
  for (const command of [
    authCommand(ctx),
    projectsCommand(ctx),
    flowCommand(ctx),
    projectCommand(ctx),
    evaluationCommand(ctx),
    auditCommand(ctx),
    calendarCommand(ctx),
    timeCommand(ctx),
    completionCommand(ctx),
  ]) {
    program.addCommand(command);
  }
  // Subcommands inherit the output settings and the exit override (commander copies them on add only
  // for commands created with .command(); these were built apart).
  forEachCommand(program, (command) => {
    command.configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
    command.exitOverride();
    command.showSuggestionAfterError();
    command.configureHelp({ showGlobalOptions: true });
  });
  return program;
}

function forEachCommand(command: Command, visit: (command: Command) => void): void {
  for (const sub of command.commands) {
    visit(sub);
    forEachCommand(sub, visit);
  }
}

/** Runs one command line (without the node and script words) and gives the exit status. */
export async function runProgram(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const ctx = new ProgramContext(io);
  const program = buildProgram(ctx);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ctx.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return exitOfCommander(error);
    throw error;
  }
}

/** Help and version are success; a group without its subcommand and every parse error are usage errors. */
function exitOfCommander(error: CommanderError): ExitCode {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return ExitCode.Ok;
  return ExitCode.Usage;
}
