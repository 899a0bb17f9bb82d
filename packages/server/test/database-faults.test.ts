import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, type Reply, useTestApp } from './harness';
import { SPROJECT } from './support/project-api';

/**
 * PostgreSQL going away under load (README "Operations"): a restart ends every connection the server
 * holds, here by `pg_terminate_backend` on this test file's own database, twice in the middle of a
 * stream of reads and writes. Every answer is a 2xx or a clean 503 (the envelope's UNAVAILABLE with
 * Retry-After), none hangs, and the server serves again within 5 seconds without a restart.
 */
const WORKERS = 6;
const RECOVERY_MS = 5_000;

interface Answer {
  readonly at: number;
  readonly status: number;
  readonly clean: boolean;
  readonly body: string;
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL connections ended under load', () => {
  let admin: pg.Client;
  let token: string;

  const harness = useTestApp();
  beforeAll(async () => {
    ({ accessToken: token } = await login(harness.app, 'admin'));
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
  });

  /** Ends every connection to this file's database but the admin's own: what a restart does to them. */
  const endConnections = async () => {
    const name = new URL(harness.database.postgres!.url).pathname.slice(1);
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.length;
  };

  const isClean = (reply: Reply) => {
    if (reply.statusCode >= 200 && reply.statusCode < 300) return true;
    if (reply.statusCode !== 503) return false;
    const envelope = reply.json() as { error?: { code?: string } };
    return envelope.error?.code === 'UNAVAILABLE' && reply.headers['retry-after'] !== undefined;
  };

  it('answers every request 2xx or a clean 503, and serves again within 5 s', async () => {
    const project = (
      await call(harness.app, {
        method: 'POST',
        url: `${SPROJECT}/CreateOrUpdate`,
        token,
        payload: { projectName: '故障', projectNum: `FAULT-${Date.now()}`, biddingMethod: '公开招标' },
      })
    ).json().result as { id: number };
    const answers: Answer[] = [];
    let running = true;
    let sequence = 0;
    // Reads that reach the database every time, and writes in transactions with their audit rows.
    const request = (worker: number) =>
      worker % 3 === 0
        ? call(harness.app, {
            method: 'POST',
            url: `${SPROJECT}/CreateOrUpdate`,
            token,
            payload: {
              projectName: '故障写入',
              projectNum: `FAULT-${Date.now()}-${++sequence}`,
              biddingMethod: '公开招标',
            },
          })
        : call(harness.app, { method: 'GET', url: `${SPROJECT}/GetSprojectDetail?id=${project.id}`, token });
    const workers = Array.from({ length: WORKERS }, async (_, worker) => {
      while (running) {
        const reply = await request(worker);
        answers.push({
          at: Date.now(),
          status: reply.statusCode,
          clean: isClean(reply),
          body: reply.body.slice(0, 300),
        });
      }
    });
    const servedSince = (since: number) => answers.filter((a) => a.at > since && a.status < 300).length;
    try {
      await vi.waitFor(() => expect(answers.length).toBeGreaterThan(30), { timeout: 30_000 });
      for (let restart = 0; restart < 2; restart++) {
        expect(await endConnections()).toBeGreaterThan(0);
        const ended = Date.now();
        await vi.waitFor(() => expect(servedSince(ended)).toBeGreaterThan(10), { timeout: RECOVERY_MS });
      }
    } finally {
      running = false;
      await Promise.all(workers);
    }
    const unclean = answers.filter((a) => !a.clean);
    console.info(
      `database faults: ${answers.length} answers, ${answers.filter((a) => a.status === 503).length} clean 503, ${unclean.length} unclean`,
    );
    expect(unclean).toEqual([]);
    const ready = await call(harness.app, { method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
  }, 60_000);
});
