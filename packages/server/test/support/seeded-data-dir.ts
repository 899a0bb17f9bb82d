import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { restoreBackup } from '../../src/operations/backup/backups';

/**
 * Restores the run's migrated, seeded snapshot (global-setup.ts) into an empty `dir`, as
 * `npm run restore` does a backup, and returns `dir`. A server process started on it migrates and seeds
 * nothing: ~6 s less a start on PGlite's files, for the tests whose subject is not the first start.
 */
export async function seededDataDir(dir: string): Promise<string> {
  await restoreBackup(readFileSync(inject('pgliteSnapshot')), dir);
  return dir;
}
