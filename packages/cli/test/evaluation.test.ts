import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../src/exit-codes';
import { CliUser, PASSWORD, startServer, type TestServer } from './support';

interface Shown {
  opening: { packages: { bids: { bidder: string; standing: string }[]; confirmedAt: string | null }[] };
  committee: { members: { expertId: number }[]; draws: { seed: number }[] };
  evaluation: { packages: { result: { complete: boolean; candidates?: string[] } | null }[] };
}

/** `tender evaluation show` (ADR 0019) against the real server: what a support engineer reads of the day. */
describe('tender evaluation show', () => {
  let server: TestServer;
  let manager: CliUser;
  let projectId: number;

  /** A call to the API as the demo admin of tenant 3. */
  let call: <T = unknown>(path: string, body?: object) => Promise<T>;

  beforeAll(async () => {
    server = await startServer();
    manager = new CliUser(server);
    await manager.logIn('manager');
    const login = await fetch(`${server.url}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Abp.TenantId': '3' },
      body: JSON.stringify({ userNameOrEmailAddress: 'admin', password: PASSWORD }),
    });
    const { accessToken } = ((await login.json()) as { result: { accessToken: string } }).result;
    call = async <T>(path: string, body?: object) => {
      const reply = await fetch(`${server.url}/api/services/app/${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'content-type': 'application/json',
          'Abp.TenantId': '3',
          authorization: `Bearer ${accessToken}`,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await reply.json()) as { result: T; error?: unknown };
      if (!reply.ok) throw new Error(`${path}: ${JSON.stringify(json.error)}`);
      return json.result;
    };
    const project = await call<{ id: number; sGroupList: { id: number }[] }>('Sproject/CreateOrUpdate', {
      projectName: '评标命令项目',
      projectNum: `CLI-EVAL-${Date.now()}`,
      biddingMethod: '公开招标',
      sGroupList: [{ groupNumber: '包1', groupName: '设备' }],
    });
    projectId = project.id;
    const groupId = project.sGroupList[0]?.id as number;
    const received = new Date(Date.now() - 60_000).toISOString();
    for (const [bidder, price] of [
      ['甲公司', '300.00'],
      ['乙公司', '200.00'],
      ['丙公司', '100.00'],
    ]) {
      await call('OpeningRecord/SaveBid', {
        projectId,
        groupId,
        bidder,
        price,
        durationDays: 30,
        bondPaid: true,
        receivedAt: received,
      });
    }
    await call('OpeningRecord/Confirm', { projectId, groupId });
    // Five experts: the least committee the law lets mark (招标投标法 第三十七条); each marks.
    const committee = (await call('Committee/Draw', {
      projectId,
      count: 5,
    })) as unknown as Shown['committee'];
    await call('Evaluation/SavePlan', {
      projectId,
      groupId,
      method: 'lowestPrice',
      criteria: [{ key: 'licence', name: '资质', kind: 'passFail', weight: 0 }],
    });
    for (const { expertId } of committee.members) {
      await call('Evaluation/SaveScoreSheet', {
        projectId,
        groupId,
        expertId,
        marks: ['甲公司', '乙公司', '丙公司'].map((bidder) => ({
          bidder,
          criterion: 'licence',
          passed: true,
        })),
      });
    }
    // A representative joins, then recuses for an interest in a bidder (招标投标法 第三十七条).
    const joined = (await call('Committee/AddRepresentative', {
      projectId,
      name: '利害代表',
      company: '区教育局',
    })) as { representatives: { id: number }[] };
    await call('Committee/RecuseRepresentative', {
      projectId,
      representativeId: joined.representatives[0]?.id,
      reason: '与投标人存在利害关系',
    });
  });
  afterAll(async () => {
    manager?.dispose();
    await server?.close();
  });

  it('prints the record, the committee and the ranking as JSON', async () => {
    const run = await manager.run(['evaluation', 'show', String(projectId), '--json']);
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    const shown = run.json<Shown>();
    expect(shown.opening.packages[0]?.bids.map((bid) => bid.standing)).toEqual(['valid', 'valid', 'valid']);
    expect(shown.opening.packages[0]?.confirmedAt).not.toBeNull();
    expect(shown.committee.members).toHaveLength(5);
    expect(shown.evaluation.packages[0]?.result).toMatchObject({
      complete: true,
      candidates: ['丙公司', '乙公司', '甲公司'],
    });
  });

  it('prints it for people, each draw replayed from its seed', async () => {
    const run = await manager.run(['evaluation', 'show', String(projectId)], { tty: true });
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    expect(run.stdout).toContain('Opening record · 包1 设备 · confirmed by');
    expect(run.stdout).toContain('3 valid bids, of the minimum 3');
    expect(run.stdout).toMatch(/draw \d+: seed \d+, 5 of \d+ candidates, replays to the same experts/);
    expect(run.stdout).toContain('candidates: 丙公司, 乙公司, 甲公司');
    // The log says who drew and who recused, and why; the recused representative no longer sits.
    expect(run.stdout).toContain('Committee log:');
    expect(run.stdout).toMatch(/: draw \d+, 5 experts/);
    expect(run.stdout).toContain('added representative 利害代表 (区教育局)');
    expect(run.stdout).toContain('recused representative 利害代表 (区教育局): 与投标人存在利害关系');
    expect(run.stdout).not.toContain('Representatives');
    expect(run.stdout).toContain('Composition: lawful (Tendering Law, art. 37)');
  });

  it('says which rule the committee breaks, with its article (招标投标法 第三十七条)', async () => {
    await call('Committee/AddRepresentative', { projectId, name: '采购人代表', company: '区教育局' });
    const run = await manager.run(['evaluation', 'show', String(projectId)], { tty: true });
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    expect(run.stdout).toContain('Composition breaks:');
    expect(run.stdout).toContain('Tendering Law, art. 37: it has 6 members, an even number: it must be odd');
  });

  it('says a project is not found', async () => {
    const run = await manager.run(['evaluation', 'show', '987654321']);
    expect(run.code).toBe(ExitCode.NotFound);
  });
});
