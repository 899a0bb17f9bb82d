import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * The CLI's configuration directory: `$XDG_CONFIG_HOME/tender`, or `~/.config/tender` when the variable is
 * unset or relative (the XDG Base Directory spec says to ignore relative paths).
 */
export function tenderConfigDir(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_CONFIG_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.config'), 'tender');
}

/**
 * A JSON file only its owner can read: the directory is 0700 and the file 0600, because it may hold an
 * access token. Writes go to a 0600 temporary file renamed over the old one, so a crash never leaves half
 * a file and the secret is never briefly world-readable. A file found looser (copied, restored from a
 * backup) is chmodded back to 0600 when read.
 */
export class PrivateJsonFile {
  constructor(readonly path: string) {}

  /** The parsed content; undefined when the file is missing or is not JSON. */
  read(): unknown {
    let text: string;
    try {
      this.tighten();
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // A corrupt file is as good as none: the caller falls back to its default.
      return undefined;
    }
  }

  write(value: unknown): void {
    const dir = dirname(this.path);
    mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    // mkdir's mode applies only to directories it creates; an existing one may be 0755. It is ours: make it private.
    chmodSync(dir, DIR_MODE);
    const temporary = `${this.path}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: FILE_MODE, flag: 'w' });
      chmodSync(temporary, FILE_MODE);
      renameSync(temporary, this.path);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }

  remove(): void {
    rmSync(this.path, { force: true });
  }

  private tighten(): void {
    const { mode } = statSync(this.path);
    if ((mode & 0o077) !== 0) chmodSync(this.path, FILE_MODE);
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
