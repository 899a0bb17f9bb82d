import { processIo } from './io';
import { runProgram } from './program';

// The one place that touches the process: run the command line, then set the exit status. Not calling
// process.exit lets stdout drain when it is a pipe.
// A reader that stops early (`tender projects list | head`) closes the pipe: that is the reader's
// choice, not an error, so stop quietly like other Unix tools instead of crashing on EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

runProgram(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
