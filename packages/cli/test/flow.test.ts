import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../src/exit-codes';
import {
  firstWithCheck,
  recordLateAnsweredObjection,
  recordMissingSignUpFacts,
  runningProjectsAt,
} from './demo-projects';
import { CliUser, startServer, type TestServer } from './support';

const SIGN_UP = '报名';

interface FlowJson {
  currentNodeId: number;
  mayModify: boolean;
  modifyRefusal: string | null;
  mayJump: boolean;
  steps: {
    id: number;
    name: string;
    current: boolean;
    reachable: boolean;
    flowRoles: string[];
    mayModify: boolean;
  }[];
}

describe('a blocked project, end to end (§5 checks, §6 roles): two roles, one permitted and one not', () => {
  let server: TestServer;
  let manager: CliUser;
  let viewer: CliUser;
  let agent: CliUser;
  let blocked: Awaited<ReturnType<typeof firstWithCheck>>;

  beforeAll(async () => {
    server = await startServer();
    manager = new CliUser(server);
    viewer = new CliUser(server);
    agent = new CliUser(server);
    await Promise.all([manager.logIn('manager'), viewer.logIn('viewer'), agent.logIn('agent')]);
    blocked = await firstWithCheck(manager, await runningProjectsAt(manager, SIGN_UP), ExitCode.Blocked);
  });
  afterAll(async () => {
    for (const user of [manager, viewer, agent]) user?.dispose();
    await server?.close();
  });

  it('shows the steps with the current one marked, who may change each, and the user’s permission', async () => {
    const run = await manager.run(['flow', 'show', String(blocked.id), '--json']);
    expect(run.code).toBe(ExitCode.Ok);
    const flow = run.json<FlowJson>();
    const current = flow.steps.filter((s) => s.current);
    expect(current.map((s) => s.name)).toEqual([SIGN_UP]);
    expect(flow).toMatchObject({ mayModify: true, modifyRefusal: null, mayJump: true });
    const index = flow.steps.findIndex((s) => s.current);
    // Steps after the current one are not yet reachable for someone who could edit them (§4).
    expect(flow.steps.slice(index + 1).every((s) => !s.reachable)).toBe(true);
    expect(flow.steps.slice(0, index + 1).every((s) => s.reachable)).toBe(true);
    expect(flow.steps[index]?.flowRoles).toContain('ProjectManager');
  });

  it('check says why the project is blocked; next is refused with the same messages and changes nothing', async () => {
    expect(blocked.check.blocked).toBe(true);
    expect(blocked.check.step.name).toBe(SIGN_UP);
    const messages = blocked.check.blockers.map((b) => b.message);
    expect(messages.length).toBeGreaterThan(0);

    const next = await manager.run(['flow', 'next', String(blocked.id), '--yes']);
    expect(next.code).toBe(ExitCode.Blocked);
    for (const message of messages) expect(next.stderr).toContain(message);
    expect(next.stdout).toBe('');
    const after = await manager.run(['flow', 'show', String(blocked.id), '--json']);
    expect(after.json<FlowJson>().currentNodeId).toBe(blocked.check.step.id);
  });

  it('a user outside the step’s flowRoles is refused with the missing role, and may not jump', async () => {
    const show = (await viewer.run(['flow', 'show', String(blocked.id), '--json'])).json<FlowJson>();
    expect(show).toMatchObject({ mayModify: false, modifyRefusal: 'role-not-in-step', mayJump: false });
    const next = await viewer.run(['flow', 'next', String(blocked.id), '--yes']);
    expect(next.code).toBe(ExitCode.NotPermitted);
    expect(next.stderr).toMatch(/may be changed only by the roles .*ProjectManager.*; you have Viewer/);
    const jump = await viewer.run(['flow', 'jump', String(blocked.id), '--to', '开标评标', '--yes']);
    expect(jump.code).toBe(ExitCode.NotPermitted);
    expect(jump.stderr).toContain("only an Admin or the project's manager");
    // The agent may edit the step but is neither Admin nor the project manager (§6).
    const agentJump = await agent.run(['flow', 'jump', String(blocked.id), '--to', '开标评标', '--yes']);
    expect(agentJump.code).toBe(ExitCode.NotPermitted);
    // Reading the blockers needs no permission.
    expect((await viewer.run(['flow', 'check', String(blocked.id)])).code).toBe(ExitCode.Blocked);
  });

  it('once the missing facts are recorded: check is clear, next moves on, jump goes anywhere, history tells', async () => {
    await recordMissingSignUpFacts(manager, blocked.id);
    const check = await manager.run(['flow', 'check', String(blocked.id)]);
    expect(check.code).toBe(ExitCode.Ok);
    expect(check.stdout).toContain(`clear: "${SIGN_UP}" may move on`);

    // No terminal and no --yes: refused rather than hang, and nothing moved.
    const unconfirmed = await manager.run(['flow', 'next', String(blocked.id)]);
    expect(unconfirmed.code).toBe(ExitCode.Declined);
    expect(unconfirmed.stderr).toContain('pass --yes');

    // A reply that came a month late: the move goes ahead, and says so on stderr (ADR 0022).
    await recordLateAnsweredObjection(manager, blocked.id);
    const next = await manager.run(['flow', 'next', String(blocked.id), '--yes', '--json']);
    expect(next.code).toBe(ExitCode.Ok);
    expect(next.stderr).toMatch(/missed a statutory deadline: Each objection is answered by this day/);
    const move = next.json<{ projectId: number; from: { name: string }; to: { id: number; name: string } }>();
    expect(move.from.name).toBe(SIGN_UP);
    expect(move.to.name).not.toBe(SIGN_UP);

    const jump = await manager.run([
      'flow',
      'jump',
      String(blocked.id),
      '--to',
      '开标评标',
      '--yes',
      '--json',
    ]);
    expect(jump.code).toBe(ExitCode.Ok);
    expect(jump.json()).toMatchObject({ from: { name: move.to.name }, to: { name: '开标评标' } });
    const shown = (await manager.run(['flow', 'show', String(blocked.id), '--json'])).json<FlowJson>();
    expect(shown.steps.find((s) => s.current)?.name).toBe('开标评标');

    const history = await manager.run(['flow', 'history', String(blocked.id), '--json']);
    expect(history.code).toBe(ExitCode.Ok);
    const records = history.json<{
      records: { nodeType: string; fromNodeName: string; toNodeName: string }[];
    }>().records;
    expect(records.slice(-2)).toMatchObject([
      { fromNodeName: SIGN_UP, toNodeName: move.to.name },
      { fromNodeName: move.to.name, toNodeName: '开标评标' },
    ]);
  });

  it('an unknown step to jump to is "not found", listing the steps', async () => {
    const run = await manager.run(['flow', 'jump', String(blocked.id), '--to', 'no such step', '--yes']);
    expect(run.code).toBe(ExitCode.NotFound);
    expect(run.stderr).toContain('开标评标');
  });

  it('next reads the project, its steps and the user once, then sends one POST and nothing else', async () => {
    const requests: string[] = [];
    const listen = (request: { method?: string; url?: string }) =>
      requests.push(`${request.method} ${request.url?.split('?')[0]}`);
    server.app.server.on('request', listen);
    try {
      const next = await manager.run(['flow', 'next', String(blocked.id), '--yes', '--json']);
      expect(next.code, next.stderr).toBe(ExitCode.Ok);
    } finally {
      server.app.server.off('request', listen);
    }
    const post = 'POST /api/services/app/Sproject/CirculationProjectFlowById';
    expect(requests.at(-1)).toBe(post);
    expect(requests.filter((r) => r.startsWith('POST '))).toEqual([post]);
    const reads = requests.slice(0, -1);
    expect(new Set(reads).size).toBe(reads.length);
    expect(reads.every((r) => r.startsWith('GET '))).toBe(true);
  });
});
