import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_DIR } from '../../src/testing/server-process';

/**
 * The tests that run the server as a process run what ships: the compiled commands of package.json
 * (`dist/<name>.mjs`) with plain node, which start ~1.5 s sooner than through the TypeScript loader.
 */
export const compiledCommand = (name: string): string => join(SERVER_DIR, 'dist', `${name}.mjs`);

/**
 * Compiles dist/ when a source it bundles is newer (a test run straight after an edit). `npm test` builds
 * it first (turbo: the server's test depends on its build), so this finds it current there.
 */
export function ensureCompiled(): void {
  const built = statOrNull(compiledCommand('main'))?.mtimeMs ?? 0;
  const sources = [join(SERVER_DIR, 'src'), join(SERVER_DIR, '../domain/src')];
  if (sources.every((dir) => newestIn(dir) <= built)) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
}

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function statOrNull(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
