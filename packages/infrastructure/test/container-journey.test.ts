import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdvanceFlow,
  actorOf,
  BlockedError,
  GetProject,
  JumpFlow,
  ListProjects,
  LogIn,
  type Paged,
  RecordRepository,
  SaveProject,
  type SignIn,
  SignInFeed,
} from '@tender/domain';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeModule } from '../src/containers/node-module';
import { failureOf, startServer, type TestServer } from './real-server';

/**
 * The Node container as the CLI's composition root loads it (ADR 0001): every use case comes from the
 * container — no adapter is built by hand — and runs against the real server: log in as a demo user, list
 * projects, advance a project whose checks pass, be refused on one whose checks block (with the server's
 * reasons), and receive a sign-in push.
 */
describe('a composition root of the Node container, end to end', () => {
  let server: TestServer;
  let configDir: string;
  let container: Container;
  beforeAll(async () => {
    server = await startServer();
    configDir = mkdtempSync(join(tmpdir(), 'tender-journey-'));
    container = new Container();
    container.load(nodeModule({ apiUrl: server.url, configDir }));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('logs in, lists, advances, is refused with the blocking messages, and receives a sign-in push', async () => {
    const { session, workflowWarning } = await container
      .get(LogIn)
      .execute({ userName: 'manager', password: '123qwe', rememberMe: false });
    expect(workflowWarning).toBeUndefined();
    const actor = actorOf(session);

    const page = await container.get(ListProjects).execute({ MaxResultCount: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.totalCount).toBeGreaterThan(5);

    // A new project stands at its first step, which has no circulation checks: next passes.
    const project = await container.get(SaveProject).execute({
      projectName: '旅程测试项目',
      projectNum: `JOURNEY-${Date.now()}`,
      biddingMethod: '公开招标',
      projectManager: session.user.id,
    });
    const { nodes } = await container.get(GetProject).execute(project.id);
    const move = await container
      .get(AdvanceFlow)
      .execute({ projectId: project.id, actor, expectedNodeId: nodes[0]!.id });
    expect(move.to.id).toBe(nodes[1]!.id);

    // At sign-up (报名) with no suppliers, the checks block: refused, and told why.
    const signUp = nodes.find((n) => n.router === '/sign-up')!;
    await container.get(JumpFlow).execute({ projectId: project.id, actor, to: signUp.nodeName });
    const refusal = await failureOf(container.get(AdvanceFlow).execute({ projectId: project.id, actor }));
    expect(refusal).toBeInstanceOf(BlockedError);
    expect((refusal as BlockedError).messages.join('\n')).toMatch(/Fewer than 3 suppliers have signed up/);
    expect((await container.get(GetProject).execute(project.id)).project.currentNodeId).toBe(signUp.id);

    // A sign-in recorded through the middleware reaches the live list of the project.
    const lists: Paged<SignIn>[] = [];
    const unsubscribe = container
      .get<SignInFeed>(SignInFeed)
      .subscribe({ projectId: project.id, userName: session.user.userName }, (list) => lists.push(list));
    try {
      await expect.poll(() => lists.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      expect(lists[0]!.totalCount).toBe(0);
      await container.get<RecordRepository>(RecordRepository).create('signIn', {
        projectId: project.id,
        supplierName: '甲公司',
        signInTime: '2026-11-22 09:30:00',
      });
      await expect
        .poll(() => lists.at(-1)?.items.map((item) => item.supplierName), { timeout: 10_000 })
        .toEqual(['甲公司']);
    } finally {
      unsubscribe();
    }
  });
});
