/**
 * The server process: config → database → migrations → demo seed (demo mode, empty database)
 * → app → listen on HOST:PORT. SIGINT/SIGTERM close the app (in-flight requests finish) and then the
 * database, so PGlite's data directory is left clean.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { chosenLogFormat, logDestination } from './http/log-format';
import { createLogger } from './http/logger';
import { serveBackups } from './operations/backup/control-socket';
import { serveMetrics } from './operations/metrics';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const format = chosenLogFormat(config.logFormat, {
    isTerminal: process.stdout.isTTY === true,
    production: process.env.NODE_ENV === 'production',
  });
  const logger = createLogger(config.logLevel, logDestination(format));
  logger.info({ node: process.version, database: config.database.kind }, 'starting');
  const database = await openDatabase(config.database);
  const migrated = await migrateToLatest(database.db, database.schema);
  if (migrated.length > 0) logger.info({ migrations: migrated.map((m) => m.migrationName) }, 'migrated');
  if (config.demo && (await isDatabaseEmpty(database.db))) {
    const summary = await seedDemo(database.db);
    logger.info(summary, 'seeded the demo data (users admin, manager, agent, viewer; password 123qwe)');
  }
  const app = await buildApp({
    db: database.db,
    config,
    logger,
    notifications: database.notifications,
    poolUse: database.poolUse,
  });
  // `npm run backup` asks the server that owns the embedded database (operations/backup).
  const backups =
    database.backup && config.database.kind === 'pglite'
      ? await serveBackups(database.backup, config.database.dataDir)
      : undefined;
  const metricsServer = config.metrics.port
    ? await serveMetrics(app.metricsRegistry, { port: config.metrics.port, host: config.metrics.host })
    : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      metricsServer?.close();
      backups?.close();
      await app.close();
      await database.close();
      logger.info('stopped');
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // A launcher that pipes our stdin (src/testing/server-process.ts) asks us to stop when it is gone.
  if (process.env.TENDER_STOP_WITH_PARENT === '1') {
    process.stdin.once('close', () => void stop('parent gone'));
    process.stdin.resume();
    // Heard while the server runs, but never what keeps the process alive once it has stopped.
    (process.stdin as { unref?: () => void }).unref?.();
  }

  const address = await app.listen({ port: config.port, host: config.host });
  const metrics = metricsServer ? `http://${config.metrics.host}:${config.metrics.port}/metrics` : undefined;
  logger.info({ address, docs: `${address}/api/docs`, demo: config.demo, metrics }, 'listening');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
