// Benchmark of Sproject/GetPaged (filter + sort + count) under 50 concurrent clients: on PostgreSQL with
// 100k projects, against a bare Fastify route running one indexed pg select (printed as a ratio), and on
// PGlite with 10k projects. Targets and past figures: bench/README.md.
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
  type LoadResult,
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
const listPath = (skip: number, size = 10) =>
  '/api/services/app/Sproject/GetPaged?Filter=' +
  encodeURIComponent('state=3,mode=3') +
  '&Sorting=' +
  encodeURIComponent('creationTime desc') +
  `&MaxResultCount=${size}&SkipCount=${skip}`;
const LIST = listPath(20);
/**
 * Every request a page no request asked before, within the first 40 pages (skip 0–399, 10–49 rows: 16,000
 * such pages): what a list costs when the server has kept nothing and must read the database.
 */
function unseenPages(): () => string {
  let n = 0;
  return () => {
    const i = n++;
    return listPath(i % 400, 10 + (Math.floor(i / 400) % 40));
  };
}

/** The same list again and again (served kept), then unseen pages (each read from the database). */
async function measureList(url: string, token: string, label: string) {
  await load({ url: url + LIST, headers: headersOf(token), durationSeconds: 2 }); // warm-up
  const kept = await load({ url: url + LIST, headers: headersOf(token), durationSeconds: SECONDS });
  const unseen = await load({
    url: url + LIST,
    headers: headersOf(token),
    durationSeconds: SECONDS,
    nextPath: unseenPages(),
  });
  const line = (name: string, r: LoadResult) =>
    `  ${name}: ${r.perSecond.toFixed(0)} req/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, errors ${r.errors}`;
  console.log(label);
  console.log(line('GetPaged, one list asked again (the kept reply)', kept));
  console.log(line('GetPaged, a page never asked before each time (read from the database)', unseen));
  return { kept, unseen };
}

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
    const { kept: list } = await measureList(server.url, token, 'PostgreSQL: 100,000 projects');
    const bare = await startProcess(join(import.meta.dirname, 'bare-pg-server.ts'), {
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      BARE_MAX_ID: '100000',
    });
    await load({ url: `${bare.url}/bare`, durationSeconds: 2 });
    const baseline = await load({ url: `${bare.url}/bare`, durationSeconds: SECONDS });
    await bare.stop();
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
    const { kept: list } = await measureList(server.url, token, 'PGlite: 10,000 projects');
    await server.stop();
    console.log(`  ${verdict('GetPaged p95 on PGlite, 10k projects', list.p95, 30)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await onPostgres();
await onPglite();
