import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcesses, type ServerProcess, startServerProcess } from '../src/testing/server-process';
import { request } from './support/request';
import { seededDataDir } from './support/seeded-data-dir';

/**
 * ADR 0002: on the embedded database an acknowledged write survives a crash. Each round starts the real
 * server process on one data directory, acknowledges writes (project creations and circulations), kills
 * the process with SIGKILL the moment the last acknowledgement arrives — other writes still in flight —
 * restarts it and finds every acknowledged write. TENDER_CRASH_ROUNDS raises the rounds for a longer soak.
 */
const ROUNDS = Number(process.env.TENDER_CRASH_ROUNDS ?? 3);
const SPROJECT = '/api/services/app/Sproject';
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tender-crash-'));
});
afterAll(async () => {
  killServerProcesses();
  await rm(dataDir, { recursive: true, force: true });
});

const start = () => startServerProcess({ built: true, dataDir, databaseUrl: '', startTimeoutMs: 90_000 });

interface Acknowledged {
  projectId: number;
  projectNum: string;
  projectName: string;
  currentNodeId: number;
}

async function logIn(server: ServerProcess): Promise<string> {
  const reply = await request(`${server.url}/api/TokenAuth/Authenticate`, {
    body: { userNameOrEmailAddress: 'admin', password: '123qwe' },
  });
  return ((await reply.json()) as { result: { accessToken: string } }).result.accessToken;
}

async function createProject(server: ServerProcess, token: string, projectNum: string) {
  const reply = await request(`${server.url}${SPROJECT}/CreateOrUpdate`, {
    token,
    body: { projectName: `断电测试 ${projectNum}`, projectNum, biddingMethod: '公开招标' },
  });
  if (reply.status !== 200) throw new Error(`create failed: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { result: { id: number; currentNodeId: number } }).result;
}

/** Renames a project through CreateOrUpdate, round-tripping the stored project as the UI does. */
async function rename(server: ServerProcess, token: string, projectId: number, projectName: string) {
  const detail = await request(`${server.url}${SPROJECT}/GetSprojectDetail?id=${projectId}`, { token });
  const { result: stored } = (await detail.json()) as { result: Record<string, unknown> };
  const { eNotices: _notices, ...project } = stored;
  const reply = await request(`${server.url}${SPROJECT}/CreateOrUpdate`, {
    token,
    body: { ...project, projectName },
  });
  if (reply.status !== 200) throw new Error(`rename failed: ${reply.status} ${await reply.text()}`);
}

async function advance(server: ServerProcess, token: string, projectId: number) {
  const reply = await request(`${server.url}${SPROJECT}/CirculationProjectFlowById`, {
    token,
    body: { projectId, flowAction: 'next' },
  });
  const body = (await reply.json()) as { result: { code: string; currentNodeId: number } };
  if (body.result.code !== '1') throw new Error(`next failed: ${JSON.stringify(body)}`);
  return body.result.currentNodeId;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('crash durability of the embedded database', () => {
  it(`keeps every acknowledged write across ${ROUNDS} SIGKILLs`, async () => {
    await seededDataDir(dataDir);
    const acknowledged: Acknowledged[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = await start();
      const token = await logIn(server);
      // Everything acknowledged before this round must have survived the previous kill.
      for (const ack of acknowledged) {
        const reply = await request(`${server.url}${SPROJECT}/GetSprojectDetail?id=${ack.projectId}`, {
          token,
        });
        expect(reply.status, `round ${round}: project ${ack.projectNum}`).toBe(200);
        const { result } = (await reply.json()) as { result: Acknowledged };
        expect(result).toMatchObject({
          projectNum: ack.projectNum,
          projectName: ack.projectName,
          currentNodeId: ack.currentNodeId,
        });
      }

      const projectNum = `CRASH-${round}`;
      const created = await createProject(server, token, projectNum);
      const ack: Acknowledged = {
        projectId: created.id,
        projectNum,
        projectName: `断电测试 ${projectNum}`,
        currentNodeId: created.currentNodeId,
      };
      acknowledged.push(ack);
      // The first step has no circulation checks: next always passes there.
      ack.currentNodeId = await advance(server, token, created.id);
      // Writes still in flight at the kill may or may not land; only acknowledged ones are promised.
      void createProject(server, token, `${projectNum}-in-flight`).catch(() => {});
      const older = acknowledged[Math.floor(acknowledged.length / 2)]!;
      const projectName = `${older.projectNum} renamed in round ${round}`;
      await rename(server, token, older.projectId, projectName);
      server.child.kill('SIGKILL');
      older.projectName = projectName;
      await server.exited();
    }

    const server = await start();
    const token = await logIn(server);
    for (const ack of acknowledged) {
      const reply = await request(`${server.url}${SPROJECT}/GetSprojectDetail?id=${ack.projectId}`, {
        token,
      });
      expect(reply.status).toBe(200);
      const { projectId, ...stored } = ack;
      expect(((await reply.json()) as { result: Acknowledged }).result).toMatchObject({
        id: projectId,
        ...stored,
      });
    }
    server.child.kill('SIGTERM');
    expect(await server.exited()).toBe(0);
  }, 300_000);
});
