import { InvalidArgumentError } from 'commander';

/** A project id: a positive whole number. Anything else is a usage error (exit 2) before any call. */
export function parseProjectId(value: string): number {
  if (!/^[1-9]\d{0,14}$/.test(value.trim()))
    throw new InvalidArgumentError('a project id is a positive number');
  return Number(value.trim());
}

export function parsePositiveInt(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value.trim())) throw new InvalidArgumentError('expected a positive number');
  return Number(value.trim());
}

/** Help text of the form `Example:\n  $ tender …`, shown after a command's options. */
export function examples(...lines: string[]): string {
  return `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}
