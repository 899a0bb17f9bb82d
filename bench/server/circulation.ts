// Benchmark of CirculationProjectFlowById `next` on PostgreSQL (targets: bench/README.md). Each request
// advances a different project (as staff do) from a step without blocking checks, with its rules, row
// lock, flow record, workflow-engine move and audit row (ADR 0012). At 1 client it runs side by side
// against a second server on the same database started without the audit trail
// (TENDER_BENCH_WITHOUT_AUDIT, for this benchmark alone), requests alternating between the two, so both
// p95 come from the same minutes; then 10 and 50 clients on the audited server.
//
// BENCH_BASELINE=<git ref> also starts the server of that commit (from a git worktree inside this one, on
// the same schema, with this checkout's dependencies and other packages), takes its turn in the 1-client
// round (so both servers are equally warm) and runs each 10- and 50-client round on it beside the same
// round here (taking turns to go first): a change's figures beside the ones before it, from one run.
//
//   npx tsx bench/server/circulation.ts [projects]       BENCH_DATABASE_URL overrides the PostgreSQL URL

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import {
  closeKeptConnections,
  cpuMs,
  headersOf,
  logIn,
  ms,
  PG_URL,
  percentile,
  postgresCpuMs,
  postJson,
  ROOT,
  randomSchema,
  type Started,
  startProcess,
  startServer,
  verdict,
} from './support';

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

/** Where moves are sent: a Tender server (with its token) or the bare yardstick's route. */
interface Side {
  readonly url: string;
  readonly token: string;
  /** The route of a move; Tender's `next` unless said. */
  readonly path?: string;
}

/** One `next` of a project; returns its latency in ms. */
async function advance({ url, token, path }: Side, projectId: number): Promise<number> {
  const started = performance.now();
  const body = (await postJson(
    `${url}${path ?? `${SPROJECT}/CirculationProjectFlowById`}`,
    headersOf(token),
    {
      projectId,
      flowAction: 'next',
    },
  )) as { result?: { code: string } };
  const latency = performance.now() - started;
  if (body.result?.code !== '1') throw new Error(`next refused: ${JSON.stringify(body)}`);
  return latency;
}

/** Advances each project once with `concurrency` clients; returns each request's latency in ms. */
async function advanceAll(side: Side, ids: number[], concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) latencies.push(await advance(side, ids[next++]!));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

/** One client, alternating between the two servers request by request: each side's latencies. */
async function alternate(sides: readonly Side[], ids: number[]) {
  const latencies: number[][] = sides.map(() => []);
  for (const [i, projectId] of ids.entries()) {
    const side = i % sides.length;
    latencies[side]!.push(await advance(sides[side]!, projectId));
  }
  return latencies;
}

/**
 * The server of an earlier commit, checked out inside this repository (so it resolves this checkout's
 * node_modules and workspace packages: only the server's own code is that commit's). Removed by `stop`.
 */
async function startBaseline(ref: string, env: Record<string, string>): Promise<Started> {
  const dir = join(ROOT, 'bench', '.baseline');
  execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, ref], { cwd: ROOT, stdio: 'ignore' });
  const removeWorktree = () =>
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
  try {
    const started = await startProcess('src/main.ts', env, join(dir, 'packages/server'));
    return {
      ...started,
      stop: async () => {
        try {
          await started.stop();
        } finally {
          removeWorktree();
        }
      },
    };
  } catch (error) {
    removeWorktree();
    throw error;
  }
}

/** The CPU spent so far (ms) by the server under test, PostgreSQL, and this load generator. */
function cpuReadings(serverPid: number) {
  const own = process.cpuUsage();
  return { server: cpuMs(serverPid), postgres: postgresCpuMs(), load: (own.user + own.system) / 1000 };
}

/** Where a round's CPU went, per move: what two cores allow is their 2,000 ms a second over the sum. */
function cpuPerMove(before: ReturnType<typeof cpuReadings>, after: typeof before, moves: number): string {
  const [server, postgres, load] = (['server', 'postgres', 'load'] as const).map(
    (side) => (after[side] - before[side]) / moves,
  ) as [number, number, number];
  return `CPU per move: server ${ms(server)}, PostgreSQL ${ms(postgres)}, load generator ${ms(load)} (total ${ms(server + postgres + load)})`;
}

const summary = (latencies: number[]) =>
  `${latencies.length} advances, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`;

const schema = randomSchema('bench');
const env = { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, TENDER_DEMO: '1' };
// One after the other: the first seeds the demo data into the empty schema, the second finds it there.
const audited = await startServer(env);
const unaudited = await startServer({ ...env, TENDER_BENCH_WITHOUT_AUDIT: '1' });
const baseRef = process.env.BENCH_BASELINE;
const baseline = baseRef ? await startBaseline(baseRef, env) : undefined;
// The floor: what the least a move must write costs on this machine, with none of Tender's code.
const bare = await startProcess(join(import.meta.dirname, 'bare-pg-server.ts'), env);
const pool = new pg.Pool({ connectionString: PG_URL });
const db = new Kysely<never>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
try {
  const token = await logIn(audited.url);
  const otherToken = await logIn(unaudited.url);
  const base = baseline && { url: baseline.url, token: await logIn(baseline.url) };
  const floor: Side = { url: bare.url, token, path: '/bare-move' };
  const ids = await createProjects(audited.url, token, PROJECTS + 3 * WARM_UP);
  console.log(`PostgreSQL: ${ids.length} projects created at their first step (schema ${schema})`);
  // The first two steps of the open-tendering flow have no circulation checks: every round moves its own
  // projects from step 1 to step 2.
  const sides = [
    { url: audited.url, token },
    { url: unaudited.url, token: otherToken },
  ];
  await alternate(base ? [...sides, base] : sides, ids.splice(0, 3 * WARM_UP));
  const half = Math.floor(ids.length / 2);
  // The baseline takes its turn too: a server that answered fewer requests before the rounds below would
  // be measured while V8 still optimises it.
  const oneClient = base ? [...sides, base] : sides;
  const [withAudit, withoutAudit, atBase] = (await alternate(oneClient, ids.splice(0, half))) as number[][];
  console.log(`  next, 1 client, with the audit row: ${summary(withAudit!)}`);
  console.log(`  next, 1 client, without it:         ${summary(withoutAudit!)}`);
  if (atBase) console.log(`  next, 1 client, at ${baseRef}:        ${summary(atBase)}`);
  const p95At1 = percentile(withAudit!, 95);
  const cost = (p95At1 / percentile(withoutAudit!, 95) - 1) * 100;
  // With a baseline, the two servers take turns going first: the first round after a quiet spell (or
  // after the projects were created) pays for PostgreSQL's background work.
  const rounds = [10, 50].flatMap((concurrency, n) => {
    const here = { label: `${concurrency} clients`, side: sides[0]!, concurrency };
    const bareMove = { label: `${concurrency} clients, bare move`, side: floor, concurrency };
    if (!base) return [here, bareMove];
    const before = { label: `${concurrency} clients, at ${baseRef}`, side: base, concurrency };
    return n % 2 === 0 ? [before, here, bareMove] : [here, before, bareMove];
  });
  const size = Math.floor(ids.length / rounds.length);
  for (const [n, { label, side, concurrency }] of rounds.entries()) {
    const group = ids.slice(n * size, (n + 1) * size);
    const server = side === base ? baseline! : side === floor ? bare : audited;
    const before = cpuReadings(server.child.pid!);
    const latencies = await advanceAll(side, group, concurrency);
    console.log(`  next, ${label}: ${summary(latencies)}`);
    console.log(`    ${cpuPerMove(before, cpuReadings(server.child.pid!), group.length)}`);
  }
  // The target names no concurrency: the verdict is a user's click (one client at a
  // time); the rounds above show how it degrades when many staff circulate at once.
  console.log(`  ${verdict('next p95 on PostgreSQL (1 client)', p95At1, 25)}`);
  console.log(`  ${verdict('the audit row’s cost at p95 (1 client)', cost, 10, '%')}`);
} finally {
  closeKeptConnections();
  await bare.stop();
  await baseline?.stop();
  await unaudited.stop();
  await audited.stop();
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
}
