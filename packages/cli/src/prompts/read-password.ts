import { UsageError } from '../errors/cli-error';
import type { CliIo } from '../io';

/**
 * The password from stdin (`--password-stdin`: the whole input, one trailing newline removed) or from a
 * hidden prompt on the terminal. Never from an option, so it stays out of shell history and `ps`.
 */
export async function readPassword(io: CliIo, fromStdin: boolean): Promise<string> {
  if (fromStdin) return (await readAll(io.stdin)).replace(/\r?\n$/, '');
  if (!io.stdinIsTTY) {
    throw new UsageError('no terminal to ask for the password on: pipe it in with --password-stdin');
  }
  const { password } = await import('@inquirer/prompts');
  return password({ message: 'Password', mask: '*' }, { input: io.stdin, output: io.stderr });
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** The user name from a visible prompt, when `--user` is not given and a person is at the terminal. */
export async function askUserName(io: CliIo): Promise<string> {
  if (!io.stdinIsTTY) throw new UsageError('give the user name with --user');
  const { input } = await import('@inquirer/prompts');
  return input({ message: 'User name' }, { input: io.stdin, output: io.stderr });
}
