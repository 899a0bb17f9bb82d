// Soak benchmark (README "Operations"; figures in bench/README.md): a mixed workload of 50 virtual users
// on PostgreSQL for 10 minutes — lists, details, home, record writes, `next` and jumps back, logins — with
// WebSocket subscribers of the sign-in feed hearing the record writes. Prints the error count, p50/p95/p99
// per call and the server's resident memory at minute 1 and at the end.
//
//   npx tsx bench/server/soak.ts [minutes] [users]       BENCH_DATABASE_URL overrides the PostgreSQL URL
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { headersOf, logIn, ms, PG_URL, percentile, randomSchema, residentMiB, startServer } from './support';

const MINUTES = Number(process.argv[2] ?? 10);
const USERS = Number(process.argv[3] ?? 50);
const SUBSCRIBERS = 20;
const SPROJECT = '/api/services/app/Sproject';

type Call = 'list' | 'detail' | 'home' | 'record' | 'next' | 'jump' | 'login';
const latencies: Record<Call, number[]> = {
  list: [],
  detail: [],
  home: [],
  record: [],
  next: [],
  jump: [],
  login: [],
};
const errors: string[] = [];
let pushes = 0;

async function timed(
  call: Call,
  request: () => Promise<Response>,
  ok: (body: unknown) => boolean = () => true,
) {
  const started = performance.now();
  try {
    const reply = await request();
    const body = reply.headers.get('content-type')?.includes('json')
      ? await reply.json()
      : await reply.text();
    latencies[call].push(performance.now() - started);
    if (!reply.ok || !ok(body)) errors.push(`${call}: ${reply.status} ${JSON.stringify(body).slice(0, 200)}`);
  } catch (error) {
    errors.push(`${call}: ${String(error)}`);
  }
}

const schema = randomSchema('soak');
const server = await startServer({ DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, TENDER_DEMO: '1' });
const pool = new pg.Pool({ connectionString: PG_URL });
const db = new Kysely<never>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
const sockets: WebSocket[] = [];
try {
  const token = await logIn(server.url);
  const post = (path: string, body: object) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: headersOf(token), body: JSON.stringify(body) });
  const get = (path: string) => fetch(`${server.url}${path}`, { headers: headersOf(token) });
  const create = async (n: number) => {
    const reply = await post(`${SPROJECT}/CreateOrUpdate`, {
      projectName: `浸泡 ${n}`,
      projectNum: `SOAK-${n}`,
      biddingMethod: '公开招标',
    });
    return ((await reply.json()) as { result: { id: number; flowInstanceId: string } }).result;
  };
  // Each user moves its own project on and back; the sign-in projects stay one step on, taking records.
  const own = [];
  for (let n = 0; n < USERS; n++) own.push(await create(n));
  const firstNodes = new Map<number, number>();
  for (const project of own) {
    const nodes = (await (
      await get(`/api/services/app/EProjectFlowNode/GetPaged?Filter=projectId=${project.id}&Sorting=sort`)
    ).json()) as { result: { items: { id: number }[] } };
    firstNodes.set(project.id, nodes.result.items[0]!.id);
  }
  const signInProjects = [];
  for (let n = 0; n < 5; n++) {
    const project = await create(10_000 + n);
    await post(`${SPROJECT}/CirculationProjectFlowById`, { projectId: project.id, flowAction: 'next' });
    signInProjects.push(project.id);
  }
  for (let n = 0; n < SUBSCRIBERS; n++) {
    const projectId = signInProjects[n % signInProjects.length]!;
    const socket = new WebSocket(
      `${server.url.replace('http', 'ws')}/middleware/signIn?id=r-${n}&userName=admin&projectId=${projectId}`,
    );
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    socket.onmessage = () => {
      pushes++;
    };
    socket.send(JSON.stringify({ method: 'authenticate', params: { token } }));
    socket.send(
      JSON.stringify({
        method: 'getPaged',
        params: { Filter: `type=signIn,projectId=${projectId}`, MaxResultCount: 50 },
      }),
    );
    sockets.push(socket);
  }
  console.log(
    `PostgreSQL schema ${schema}: ${USERS} users, ${SUBSCRIBERS} sign-in subscribers, ${MINUTES} min`,
  );

  const until = Date.now() + MINUTES * 60_000;
  let memoryAtMinute1 = Number.NaN;
  const minute1 = setTimeout(() => {
    memoryAtMinute1 = residentMiB(server.child.pid!);
  }, 60_000);
  let sequence = 0;
  const user = async (index: number) => {
    const project = own[index]!;
    let forward = true;
    while (Date.now() < until) {
      const roll = Math.random();
      if (roll < 0.3) {
        await timed('list', () =>
          get(`${SPROJECT}/GetPaged?MaxResultCount=10&SkipCount=${(sequence++ % 5) * 10}`),
        );
      } else if (roll < 0.5) {
        await timed('detail', () => get(`${SPROJECT}/GetSprojectDetail?id=${project.id}`));
      } else if (roll < 0.6) {
        await timed('home', () => get('/api/services/app/Home/GetWorkbench'));
      } else if (roll < 0.75) {
        const projectId = signInProjects[index % signInProjects.length]!;
        await timed('record', () =>
          post('/middleware/record/create', {
            type: 'signIn',
            projectId,
            supplierName: `供应商 ${index}-${sequence++}`,
            signInTime: new Date().toISOString(),
          }),
        );
      } else if (roll < 0.9) {
        const moved = (body: unknown) => (body as { result?: { code?: string } }).result?.code === '1';
        if (forward) {
          await timed(
            'next',
            () =>
              post(`${SPROJECT}/CirculationProjectFlowById`, { projectId: project.id, flowAction: 'next' }),
            moved,
          );
        } else {
          await timed(
            'jump',
            () =>
              post(`${SPROJECT}/CirculationProjectFlowById`, {
                projectId: project.id,
                flowAction: 'jump',
                jumpNodeId: firstNodes.get(project.id),
              }),
            moved,
          );
        }
        forward = !forward;
      } else {
        await timed('login', () =>
          fetch(`${server.url}/api/TokenAuth/Authenticate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userNameOrEmailAddress: 'agent', password: '123qwe' }),
          }),
        );
      }
    }
  };
  await Promise.all(Array.from({ length: USERS }, (_, index) => user(index)));
  clearTimeout(minute1);
  const memoryAtEnd = residentMiB(server.child.pid!);

  const total = Object.values(latencies).reduce((sum, xs) => sum + xs.length, 0);
  console.log(
    `${total} calls in ${MINUTES} min (${(total / MINUTES / 60).toFixed(0)}/s), ${errors.length} errors, ${pushes} pushes heard`,
  );
  for (const [call, xs] of Object.entries(latencies)) {
    console.log(
      `  ${call.padEnd(7)} ${String(xs.length).padStart(7)} calls  p50 ${ms(percentile(xs, 50))}  p95 ${ms(percentile(xs, 95))}  p99 ${ms(percentile(xs, 99))}`,
    );
  }
  const growth = (memoryAtEnd / memoryAtMinute1 - 1) * 100;
  console.log(
    `  server memory (RSS): ${memoryAtMinute1.toFixed(0)} MiB at minute 1, ${memoryAtEnd.toFixed(0)} MiB at minute ${MINUTES} (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %; goal under 10 %)`,
  );
  for (const error of errors.slice(0, 5)) console.log(`  error: ${error}`);
} finally {
  for (const socket of sockets) socket.close();
  await server.stop();
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
}
