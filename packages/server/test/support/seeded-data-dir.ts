import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * Writes the run's migrated, seeded snapshot (global-setup.ts) into an empty `dir` as a PGlite data
 * directory, and returns `dir`. A server process started on it migrates and seeds nothing: ~6 s less a
 * start on PGlite's files, for the tests whose subject is not the first start.
 */
export async function seededDataDir(dir: string): Promise<string> {
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const pglite = await PGlite.create(dir, { loadDataDir: snapshot });
  await pglite.close();
  return dir;
}
