/**
 * `npm run backup -w @tender/server [-- --out <file>]`: a consistent copy of the embedded database, taken
 * from the running server when there is one (backups.ts). On PostgreSQL, use pg_dump (README "Backups").
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { takeBackup } from './backups';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
if (config.database.kind !== 'pglite') {
  console.error(
    'DATABASE_URL names PostgreSQL: back it up with pg_dump (packages/server/README.md, "Backups").',
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? `tender-backup-${stamp}.tar.gz`);
console.error(`Backing up ${config.database.dataDir} …`);
const { bytes, from } = await takeBackup(config.database.dataDir);
writeFileSync(out, bytes);
console.log(
  `${out} (${(bytes.length / 1024 / 1024).toFixed(1)} MiB, ${from === 'server' ? 'from the running server' : 'read directly: no server was running'})`,
);
