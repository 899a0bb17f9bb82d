// Benchmark of CirculationProjectFlowById `next` on PostgreSQL (targets: bench/README.md). Each request
// advances a different project (as staff do) from a step without blocking checks, with its rules, row
// lock, flow record, workflow-engine move and audit row (ADR 0012). At 1 client it runs side by side
// against a second server on the same database started without the audit trail
// (TENDER_BENCH_WITHOUT_AUDIT, for this benchmark alone), requests alternating between the two, so both
// p95 come from the same minutes; then 10 and 50 clients on the audited server.
//
//   npx tsx bench/server/circulation.ts [projects]       BENCH_DATABASE_URL overrides the PostgreSQL URL
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { headersOf, logIn, ms, PG_URL, percentile, randomSchema, startServer, verdict } from './support';

const PROJECTS = Number(process.argv[2] ?? 900);
/** Advances per server before measuring: connections, prepared statements and the JIT warm up. */
const WARM_UP = 20;
const SPROJECT = '/api/services/app/Sproject';

async function createProjects(url: string, token: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  const worker = async (from: number) => {
    for (let n = from; n < count; n += 10) {
      const reply = await fetch(`${url}${SPROJECT}/CreateOrUpdate`, {
        method: 'POST',
        headers: headersOf(token),
        body: JSON.stringify({
          projectName: `流转基准 ${n}`,
          projectNum: `CIRC-${n}`,
          biddingMethod: '公开招标',
        }),
      });
      if (!reply.ok) throw new Error(`create failed: ${reply.status} ${await reply.text()}`);
      ids.push(((await reply.json()) as { result: { id: number } }).result.id);
    }
  };
  await Promise.all(Array.from({ length: 10 }, (_, k) => worker(k)));
  return ids;
}

/** One `next` of a project; returns its latency in ms. */
async function advance(url: string, token: string, projectId: number): Promise<number> {
  const started = performance.now();
  const reply = await fetch(`${url}${SPROJECT}/CirculationProjectFlowById`, {
    method: 'POST',
    headers: headersOf(token),
    body: JSON.stringify({ projectId, flowAction: 'next' }),
  });
  const body = (await reply.json()) as { result?: { code: string } };
  const latency = performance.now() - started;
  if (body.result?.code !== '1') throw new Error(`next refused: ${JSON.stringify(body)}`);
  return latency;
}

/** Advances each project once with `concurrency` clients; returns each request's latency in ms. */
async function advanceAll(url: string, token: string, ids: number[], concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) latencies.push(await advance(url, token, ids[next++]!));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

/** One client, alternating between the two servers request by request: each side's latencies. */
async function alternate(sides: readonly { url: string; token: string }[], ids: number[]) {
  const latencies: number[][] = sides.map(() => []);
  for (const [i, projectId] of ids.entries()) {
    const side = i % sides.length;
    latencies[side]!.push(await advance(sides[side]!.url, sides[side]!.token, projectId));
  }
  return latencies;
}

const summary = (latencies: number[]) =>
  `${latencies.length} advances, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`;

const schema = randomSchema('bench');
const env = { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, TENDER_DEMO: '1' };
// One after the other: the first seeds the demo data into the empty schema, the second finds it there.
const audited = await startServer(env);
const unaudited = await startServer({ ...env, TENDER_BENCH_WITHOUT_AUDIT: '1' });
const pool = new pg.Pool({ connectionString: PG_URL });
const db = new Kysely<never>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
try {
  const token = await logIn(audited.url);
  const otherToken = await logIn(unaudited.url);
  const ids = await createProjects(audited.url, token, PROJECTS + 2 * WARM_UP);
  console.log(`PostgreSQL: ${ids.length} projects created at their first step (schema ${schema})`);
  // The first two steps of the open-tendering flow have no circulation checks: every round moves its own
  // projects from step 1 to step 2.
  const sides = [
    { url: audited.url, token },
    { url: unaudited.url, token: otherToken },
  ];
  await alternate(sides, ids.splice(0, 2 * WARM_UP));
  const half = Math.floor(ids.length / 2);
  const [withAudit, withoutAudit] = (await alternate(sides, ids.splice(0, half))) as [number[], number[]];
  console.log(`  next, 1 client, with the audit row: ${summary(withAudit)}`);
  console.log(`  next, 1 client, without it:         ${summary(withoutAudit)}`);
  const p95At1 = percentile(withAudit, 95);
  const cost = (p95At1 / percentile(withoutAudit, 95) - 1) * 100;
  const rest = Math.floor(ids.length / 2);
  for (const [label, group, concurrency] of [
    ['10 clients', ids.slice(0, rest), 10],
    ['50 clients', ids.slice(rest), 50],
  ] as const) {
    console.log(
      `  next, ${label}: ${summary(await advanceAll(audited.url, token, [...group], concurrency))}`,
    );
  }
  // The target names no concurrency: the verdict is a user's click (one client at a
  // time); the rounds above show how it degrades when many staff circulate at once.
  console.log(`  ${verdict('next p95 on PostgreSQL (1 client)', p95At1, 25)}`);
  console.log(`  ${verdict('the audit row’s cost at p95 (1 client)', cost, 10, '%')}`);
} finally {
  await unaudited.stop();
  await audited.stop();
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
}
