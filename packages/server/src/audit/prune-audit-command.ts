/**
 * `npm run prune-audit -w @tender/server -- --before <YYYY-MM-DD|ISO date-time> [--tenant <id>] [--dry-run]`
 * deletes the audit entries written before that date (a date is the start of that business day, UTC+8)
 * and records the prune in each tenant's trail (server README, "Audit trail").
 */
import { parseArgs } from 'node:util';
import { instantOf } from '@tender/domain';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { pruneAuditTrail } from './prune-audit';

const USAGE =
  'Usage: npm run prune-audit -w @tender/server -- --before <YYYY-MM-DD|ISO date-time> [--tenant <id>] [--dry-run]';

const { values } = parseArgs({
  options: { before: { type: 'string' }, tenant: { type: 'string' }, 'dry-run': { type: 'boolean' } },
});
const before = values.before ? instantOf(values.before) : undefined;
if (!before || (values.tenant !== undefined && !/^[1-9]\d*$/.test(values.tenant))) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase(config.database);
try {
  await migrateToLatest(handle.db, handle.schema);
  const result = await pruneAuditTrail(handle.db, {
    before,
    ...(values.tenant ? { tenantId: Number(values.tenant) } : {}),
    dryRun: values['dry-run'] === true,
    now: config.clock(),
  });
  const scope = values.tenant ? `tenant ${values.tenant}` : 'every tenant';
  if (values['dry-run']) {
    console.log(
      `Would delete ${result.deleted} audit entries of ${scope} written before ${before.toISOString()}.`,
    );
  } else {
    const tenants = result.byTenant.map((t) => `tenant ${t.tenantId}: ${t.deleted}`).join(', ');
    console.log(
      `Deleted ${result.deleted} audit entries of ${scope} written before ${before.toISOString()}${tenants ? ` (${tenants})` : ''}.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
