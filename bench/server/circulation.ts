// Issue 3: CirculationProjectFlowById `next` on PostgreSQL: p95 ≤ 25 ms. Each request advances a different
// project (as staff do) from a step without blocking checks, with its rules, row lock, flow record and
// workflow-engine move, at 1, 10 and 50 concurrent clients.
//
//   npx tsx bench/server/circulation.ts [projects]       BENCH_DATABASE_URL overrides the PostgreSQL URL
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { headersOf, logIn, ms, PG_URL, percentile, randomSchema, startServer, verdict } from './support';

const PROJECTS = Number(process.argv[2] ?? 600);
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

/** Advances each project once with `concurrency` clients; returns each request's latency in ms. */
async function advanceAll(url: string, token: string, ids: number[], concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const projectId = ids[next++]!;
      const started = performance.now();
      const reply = await fetch(`${url}${SPROJECT}/CirculationProjectFlowById`, {
        method: 'POST',
        headers: headersOf(token),
        body: JSON.stringify({ projectId, flowAction: 'next' }),
      });
      const body = (await reply.json()) as { result?: { code: string } };
      latencies.push(performance.now() - started);
      if (body.result?.code !== '1') throw new Error(`next refused: ${JSON.stringify(body)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

const schema = randomSchema('bench');
const server = await startServer({ DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, TENDER_DEMO: '1' });
const pool = new pg.Pool({ connectionString: PG_URL });
const db = new Kysely<never>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
try {
  const token = await logIn(server.url);
  const ids = await createProjects(server.url, token, PROJECTS);
  console.log(`PostgreSQL: ${ids.length} projects created at their first step (schema ${schema})`);
  // The first two steps of the open-tendering flow have no circulation checks: three rounds of `next`
  // use steps 1→2 and 2→3 of three disjoint thirds of the projects.
  const third = Math.floor(ids.length / 3);
  const rounds: [string, number[], number][] = [
    ['1 client', ids.slice(0, third), 1],
    ['10 clients', ids.slice(third, 2 * third), 10],
    ['50 clients', ids.slice(2 * third), 50],
  ];
  let p95At1 = Number.NaN;
  for (const [label, group, concurrency] of rounds) {
    const latencies = await advanceAll(server.url, token, group, concurrency);
    const p95 = percentile(latencies, 95);
    if (concurrency === 1) p95At1 = p95;
    console.log(
      `  next, ${label}: ${latencies.length} advances, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(latencies, 99))}`,
    );
  }
  // The issue names no concurrency for this target: the verdict is a user's click (one client at a
  // time); the rounds above show how it degrades when many staff circulate at once.
  console.log(`  ${verdict('next p95 on PostgreSQL (1 client)', p95At1, 25)}`);
} finally {
  await server.stop();
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
}
