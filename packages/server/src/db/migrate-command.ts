/** `npm run migrate -w @tender/server`: applies pending migrations to the configured database. */
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const handle = await openDatabase(config.database);
try {
  const results = await migrateToLatest(handle.db, handle.schema);
  for (const r of results) console.log(`${r.status}: ${r.migrationName}`);
  if (results.length === 0) console.log('The database is up to date.');
} finally {
  await handle.close();
}
