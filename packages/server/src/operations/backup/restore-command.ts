/**
 * `npm run restore -w @tender/server -- <backup.tar.gz> [--data-dir <dir>]`: fills an empty directory
 * (default TENDER_DATA_DIR) with a backup of the embedded database; a server then opens it (backups.ts).
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { restoreBackup } from './backups';

const USAGE = 'Usage: npm run restore -w @tender/server -- <backup.tar.gz> [--data-dir <empty directory>]';
const { values, positionals } = parseArgs({
  options: { 'data-dir': { type: 'string' } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file) {
  console.error(USAGE);
  process.exit(2);
}
const base = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
const given = values['data-dir'];
const dataDir = given
  ? isAbsolute(given)
    ? given
    : resolve(base, given)
  : config.database.kind === 'pglite'
    ? config.database.dataDir
    : undefined;
if (!dataDir) {
  console.error(
    'DATABASE_URL names PostgreSQL: restore it with pg_restore (packages/server/README.md, "Backups").',
  );
  process.exit(2);
}
console.error(`Restoring ${file} into ${dataDir} …`);
try {
  await restoreBackup(readFileSync(resolve(base, file)), dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(`Restored into ${dataDir}: start the server with TENDER_DATA_DIR=${dataDir}`);
