// Benchmark of the sign-in WebSocket under attack (ADR 0020): healthy subscribers keep every push while
// 1,000 sockets connect and never authenticate, 50 send oversized messages and one subscriber never
// reads. Prints what the server did with each and its resident memory before and after (targets:
// bench/README.md).
//
//   npx tsx bench/server/sign-in-socket-attack.ts [idle sockets] [pushes]
//
// The server runs as its own process (src/main.ts) on a fresh PGlite directory; every client lives here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createProject, type Subscriber, subscribe, subscribeMessages, until } from './sign-in-clients';
import { headersOf, logIn, residentMiB, startServer, verdict } from './support';

const IDLE = Number(process.argv[2] ?? 1000);
const PUSHES = Number(process.argv[3] ?? 100);
const HEALTHY = 20;
const OVERSIZED = 50;
/** Sign-ins in the project before the attack, so that every push is a large list. */
const SEEDED = 400;

const feedUrl = (url: string, projectId: number, n: string) =>
  `${url.replace(/^http/, 'ws')}/middleware/signIn?id=${n}&userName=admin&projectId=${projectId}`;

/** Opens a raw socket and resolves with it once open; `closed` resolves with the close code. */
function rawSocket(url: string) {
  const socket = new WebSocket(url);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('error', () => undefined);
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, closed, opened };
}

async function signIn(url: string, token: string, projectId: number, i: number): Promise<void> {
  const reply = await fetch(`${url}/middleware/record/create`, {
    method: 'POST',
    headers: headersOf(token),
    body: JSON.stringify({
      type: 'signIn',
      projectId,
      supplierName: `供应商 ${i} ${'某某建设工程有限公司'.repeat(3)}`,
      signInTime: new Date().toISOString().replace('T', ' ').slice(0, 19),
    }),
  });
  if (!reply.ok) throw new Error(`sign-in failed: ${reply.status} ${await reply.text()}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'tender-bench-attack-'));
const server = await startServer({ TENDER_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' });
const sockets: WebSocket[] = [];
try {
  const token = await logIn(server.url);
  const projectId = await createProject(server.url, token, '攻击基准', 'ATTACK');
  for (let i = 0; i < SEEDED; i++) await signIn(server.url, token, projectId, i);
  const rssBefore = residentMiB(server.child.pid!);

  const healthy: Subscriber[] = [];
  for (let n = 0; n < HEALTHY; n++) healthy.push(await subscribe(server.url, token, projectId, n));
  await until(() => healthy.every((s) => s.arrivals.length >= 1), 30_000);

  // The attack: idle sockets, oversized messages, and one subscriber that stops reading.
  const idle = Array.from({ length: IDLE }, (_, n) => rawSocket(feedUrl(server.url, projectId, `idle-${n}`)));
  await Promise.all(idle.map((s) => s.opened));
  sockets.push(...idle.map((s) => s.socket));
  const oversized = Array.from({ length: OVERSIZED }, (_, n) =>
    rawSocket(feedUrl(server.url, projectId, `big-${n}`)),
  );
  await Promise.all(oversized.map((s) => s.opened));
  for (const { socket } of oversized) socket.send('x'.repeat(1024 * 1024));
  const stalled = rawSocket(feedUrl(server.url, projectId, 'stalled'));
  await stalled.opened;
  for (const message of subscribeMessages(token, projectId)) stalled.socket.send(message);
  await new Promise((r) => setTimeout(r, 500));
  (stalled.socket as unknown as { _socket: { pause(): void } })._socket.pause();

  const before = healthy.map((s) => s.arrivals.length);
  const started = performance.now();
  for (let i = 0; i < PUSHES; i++) {
    await signIn(server.url, token, projectId, SEEDED + i);
    await until(() => healthy.every((s, k) => s.arrivals.length > before[k]! + i), 30_000);
  }
  const seconds = (performance.now() - started) / 1000;
  const rssDuring = residentMiB(server.child.pid!);
  const oversizedCodes = await Promise.all(oversized.map((s) => s.closed));
  const idleClosed = await Promise.race([
    Promise.all(idle.map((s) => s.closed)).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
  ]);
  (stalled.socket as unknown as { _socket: { resume(): void } })._socket.resume();
  const stalledCode = await Promise.race([
    stalled.closed,
    new Promise<number>((r) => setTimeout(() => r(0), 30_000)),
  ]);
  const missed = healthy.reduce((sum, s, k) => sum + Math.max(0, before[k]! + PUSHES - s.arrivals.length), 0);

  console.log(
    `PGlite, ${SEEDED} sign-ins in the project; ${HEALTHY} healthy subscribers, ${PUSHES} pushes in ${seconds.toFixed(1)} s`,
  );
  console.log(`  healthy subscribers' pushes missed: ${missed} (goal 0)`);
  console.log(
    `  ${IDLE} sockets that never authenticate: ${idleClosed ? 'all closed by the server' : 'NOT all closed'} within the 10 s deadline`,
  );
  console.log(
    `  ${OVERSIZED} oversized messages: closed with ${[...new Set(oversizedCodes)].join(', ')} (1009: too big)`,
  );
  console.log(
    `  the subscriber that stopped reading: ${stalledCode === 1006 || stalledCode === 1001 ? `cut (${stalledCode})` : `close code ${stalledCode}`}`,
  );
  console.log(
    `  server resident memory: ${rssBefore.toFixed(0)} MiB before, ${rssDuring.toFixed(0)} MiB under attack`,
  );
  console.log(`  ${verdict('resident memory under attack', rssDuring, 1024, 'MiB')}`);
  for (const s of healthy) s.socket.close(1000);
} finally {
  for (const socket of sockets) socket.terminate();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
