/** `npm run seed -w @tender/server`: migrates, then seeds the demo data into an empty database. */
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { isDatabaseEmpty, seedDemo } from './seed-demo';

const config = loadConfig();
const handle = await openDatabase(config.database);
try {
  await migrateToLatest(handle.db, handle.schema);
  if (!(await isDatabaseEmpty(handle.db))) {
    console.error('The database already has tenants; the demo data is only seeded into an empty database.');
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const summary = await seedDemo(handle.db);
    console.log(
      `Seeded ${summary.tenants} tenants, ${summary.users} users and ${summary.projects} projects in ${Date.now() - started} ms.`,
    );
  }
} finally {
  await handle.close();
}
