// Benchmark of a sign-in reaching 500 WebSocket subscribers of its project, and of the server's resident
// memory on the embedded database with the demo data after it (targets: bench/README.md).
//
//   npx tsx bench/server/sign-in-push.ts [subscribers] [sign-ins]
//
// The server runs as its own process (src/main.ts) on a fresh PGlite directory; the subscribers live in
// this process. A delivery's latency is from sending the sign-in's create request to the message's
// arrival at a subscriber (timestamped before any parsing).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProject, type Subscriber, subscribe, until } from './sign-in-clients';
import { headersOf, load, logIn, ms, percentile, residentMiB, startServer, verdict } from './support';

const SUBSCRIBERS = Number(process.argv[2] ?? 500);
const SIGN_INS = Number(process.argv[3] ?? 20);

const dataDir = mkdtempSync(join(tmpdir(), 'tender-bench-push-'));
const server = await startServer({ TENDER_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' });
try {
  const token = await logIn(server.url);
  const projectId = await createProject(server.url, token, '签到基准', 'PUSH');

  const subscribers: Subscriber[] = [];
  for (let n = 0; n < SUBSCRIBERS; n += 50) {
    subscribers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, SUBSCRIBERS - n) }, (_, k) =>
          subscribe(server.url, token, projectId, n + k),
        ),
      )),
    );
  }
  await until(() => subscribers.every((s) => s.arrivals.length >= 1), 30_000);
  console.log(`PGlite, demo data: ${subscribers.length} subscribers of project ${projectId} have its list`);

  const latencies: number[] = [];
  const acks: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    const before = subscribers.map((s) => s.arrivals.length);
    const sent = performance.now();
    const reply = await fetch(`${server.url}/middleware/record/create`, {
      method: 'POST',
      headers: headersOf(token),
      body: JSON.stringify({
        type: 'signIn',
        projectId,
        supplierName: `供应商 ${i}`,
        signInTime: new Date().toISOString().replace('T', ' ').slice(0, 19),
      }),
    });
    if (!reply.ok) throw new Error(`sign-in failed: ${reply.status} ${await reply.text()}`);
    acks.push(performance.now() - sent);
    await until(() => subscribers.every((s, k) => s.arrivals.length > before[k]!), 10_000);
    for (const [k, s] of subscribers.entries()) latencies.push(s.arrivals[before[k]!]! - sent);
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const s of subscribers) s.socket.close(1000);
  console.log(
    `  ${SIGN_INS} sign-ins × ${subscribers.length} subscribers: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}; create acknowledged p50 ${ms(percentile(acks, 50))}`,
  );
  console.log(`  ${verdict('sign-in push p99 (500 subscribers)', percentile(latencies, 99), 100)}`);

  const list = await load({
    url: `${server.url}/api/services/app/Sproject/GetPaged?MaxResultCount=10&Sorting=creationTime%20desc`,
    headers: headersOf(token),
    durationSeconds: 10,
  });
  console.log(`  then GetPaged for 10 s: ${list.perSecond.toFixed(0)} req/s, p95 ${ms(list.p95)}`);
  const rss = residentMiB(server.child.pid!);
  console.log(`  ${verdict('server resident memory after the benchmark', rss, 1024, 'MiB')}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
