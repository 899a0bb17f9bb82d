// Issue 3: Sproject/GetPaged (filter + sort + count) under 50 concurrent clients.
//   PostgreSQL, 100k projects: p95 ≤ 15 ms, and ≥ ½ the throughput of a bare Fastify route running one
//   indexed pg select (printed as a ratio). PGlite, 10k projects: p95 ≤ 30 ms.
//
//   npx tsx bench/server/get-paged.ts [seconds]       BENCH_DATABASE_URL overrides the PostgreSQL URL
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { insertProjects } from './seed-projects';
import {
  headersOf,
  load,
  logIn,
  ms,
  PG_URL,
  randomSchema,
  startProcess,
  startServer,
  verdict,
} from './support';

const SECONDS = Number(process.argv[2] ?? 10);
const LIST =
  '/api/services/app/Sproject/GetPaged?Filter=' +
  encodeURIComponent('state=3,mode=3') +
  '&Sorting=' +
  encodeURIComponent('creationTime desc') +
  '&MaxResultCount=10&SkipCount=20';

async function onPostgres() {
  const schema = randomSchema('bench');
  const env = { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, TENDER_DEMO: '1' };
  const server = await startServer(env);
  const pool = new pg.Pool({ connectionString: PG_URL, options: `-c search_path=${schema}` });
  const db = new Kysely<never>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  try {
    const started = Date.now();
    await insertProjects(db, 100_000);
    console.log(`PostgreSQL: 100,000 projects inserted in ${Date.now() - started} ms (schema ${schema})`);
    const token = await logIn(server.url);
    await load({ url: server.url + LIST, headers: headersOf(token), durationSeconds: 2 }); // warm-up
    const list = await load({ url: server.url + LIST, headers: headersOf(token), durationSeconds: SECONDS });
    const bare = await startProcess(join(import.meta.dirname, 'bare-pg-server.ts'), {
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      BARE_MAX_ID: '100000',
    });
    await load({ url: `${bare.url}/bare`, durationSeconds: 2 });
    const baseline = await load({ url: `${bare.url}/bare`, durationSeconds: SECONDS });
    await bare.stop();
    console.log(
      `  GetPaged: ${list.perSecond.toFixed(0)} req/s, p50 ${ms(list.p50)}, p95 ${ms(list.p95)}, p99 ${ms(list.p99)}, errors ${list.errors}`,
    );
    console.log(
      `  bare Fastify + one indexed pg select: ${baseline.perSecond.toFixed(0)} req/s, p95 ${ms(baseline.p95)}`,
    );
    console.log(`  ${verdict('GetPaged p95 on PostgreSQL, 100k projects', list.p95, 15)}`);
    const ratio = list.perSecond / baseline.perSecond;
    console.log(
      `  throughput ratio GetPaged / bare: ${ratio.toFixed(2)} (target ≥ 0.50) ${ratio >= 0.5 ? 'PASS' : 'MISS'}`,
    );
  } finally {
    await server.stop();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tender-bench-'));
  try {
    // Seed through a first start (migrations + demo), add 10k projects offline, then serve.
    const first = await startServer({ TENDER_DATA_DIR: dataDir, DATABASE_URL: '' });
    await first.stop();
    const pglite = await PGlite.create(dataDir);
    const db = new Kysely<never>({ dialect: new PGliteDialect({ pglite }) });
    await insertProjects(db, 10_000);
    await db.destroy();
    const server = await startServer({ TENDER_DATA_DIR: dataDir, DATABASE_URL: '' });
    const token = await logIn(server.url);
    await load({ url: server.url + LIST, headers: headersOf(token), durationSeconds: 2 });
    const list = await load({ url: server.url + LIST, headers: headersOf(token), durationSeconds: SECONDS });
    await server.stop();
    console.log('PGlite: 10,000 projects');
    console.log(
      `  GetPaged: ${list.perSecond.toFixed(0)} req/s, p50 ${ms(list.p50)}, p95 ${ms(list.p95)}, p99 ${ms(list.p99)}, errors ${list.errors}`,
    );
    console.log(`  ${verdict('GetPaged p95 on PGlite, 10k projects', list.p95, 30)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await onPostgres();
await onPglite();
