import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../src/exit-codes';
import { firstWithCheck, runningProjectsAt } from './demo-projects';
import { CliUser, startServer, type TestServer } from './support';

const ESC = '\u001b[';

describe('the tender commands against the real server', () => {
  let server: TestServer;
  let manager: CliUser;
  let stranger: CliUser;
  const outputs: string[] = [];
  const run = async (user: CliUser, args: string[], options?: Parameters<CliUser['run']>[1]) => {
    const result = await user.run(args, options);
    outputs.push(result.stdout, result.stderr);
    return result;
  };

  beforeAll(async () => {
    server = await startServer();
    manager = new CliUser(server);
    stranger = new CliUser(server);
    await manager.logIn('manager');
  });
  afterAll(async () => {
    manager?.dispose();
    stranger?.dispose();
    await server?.close();
  });

  describe('auth', () => {
    it('keeps the token in a 0600 file under XDG_CONFIG_HOME and shows who is signed in', async () => {
      expect(statSync(join(manager.configDir, 'token.json')).mode & 0o777).toBe(0o600);
      expect(statSync(join(manager.configDir, 'config.json')).mode & 0o777).toBe(0o600);
      const status = await run(manager, ['auth', 'status', '--json']);
      expect(status.code).toBe(ExitCode.Ok);
      expect(status.json()).toMatchObject({
        server: server.url,
        tenant: { id: 3, name: 'Default' },
        user: { userName: 'manager' },
        roles: ['ProjectManager'],
        tokenSource: 'file',
        tokenExpiresAt: expect.stringMatching(/^\d{4}-/),
      });
    });

    it('refuses a wrong password (3) and a password without a terminal or --password-stdin (2)', async () => {
      const wrong = await run(stranger, ['auth', 'login', '--user', 'admin', '--password-stdin'], {
        stdin: 'nope',
      });
      expect(wrong.code).toBe(ExitCode.NotAuthenticated);
      const noTty = await run(stranger, ['auth', 'login', '--user', 'admin']);
      expect(noTty.code).toBe(ExitCode.Usage);
      expect(noTty.stderr).toContain('--password-stdin');
    });

    it('logs in to another tenant by id, and to any tenant by its name (Account/IsTenantAvailable)', async () => {
      const user = new CliUser(server);
      try {
        const byId = await run(
          user,
          ['auth', 'login', '-t', '1', '-u', 'agent', '--password-stdin', '--json'],
          {
            stdin: '123qwe\n',
          },
        );
        expect(byId.code).toBe(ExitCode.Ok);
        expect(byId.json()).toMatchObject({ tenant: { id: 1 }, user: { userName: 'agent' } });
        const byName = await run(
          user,
          ['auth', 'login', '-t', 'default', '-u', 'agent', '--password-stdin'],
          {
            stdin: '123qwe',
          },
        );
        expect(byName.code).toBe(ExitCode.Ok);
        // Tenant 1 by its name, from a login to tenant 3: not the last login's, nor the default.
        const tenant1 = await run(user, ['auth', 'login', '-u', 'agent', '--password-stdin', '--json'], {
          stdin: '123qwe',
          env: { TENDER_TENANT: 'Archive-Agency' },
        });
        expect(tenant1.code, tenant1.stderr).toBe(ExitCode.Ok);
        expect(tenant1.json()).toMatchObject({
          tenant: { id: 1, name: 'archive-agency' },
          user: { userName: 'agent' },
        });
        const status = await run(user, ['auth', 'status', '--json']);
        expect(status.json()).toMatchObject({ tenant: { id: 1, name: 'archive-agency' } });
        const unknown = await run(
          user,
          ['auth', 'login', '-t', 'nowhere', '-u', 'agent', '--password-stdin'],
          {
            stdin: '123qwe',
          },
        );
        expect(unknown.code).toBe(ExitCode.NotFound);
        expect(unknown.stderr).toContain('Tenant nowhere was not found');
        // The failed lookup left the last login alone.
        expect((await run(user, ['auth', 'status', '--json'])).json()).toMatchObject({ tenant: { id: 1 } });
      } finally {
        user.dispose();
      }
    });

    it('uses TENDER_TOKEN and TENDER_TENANT for scripts, storing nothing', async () => {
      const token = JSON.parse(readFileSync(join(manager.configDir, 'token.json'), 'utf8'))
        .accessToken as string;
      const status = await run(stranger, ['auth', 'status', '--json'], {
        env: { TENDER_TOKEN: token, TENDER_TENANT: '3' },
      });
      expect(status.code).toBe(ExitCode.Ok);
      expect(status.json()).toMatchObject({
        user: { userName: 'manager' },
        tokenSource: 'env',
        tokenExpiresAt: null,
      });
    });

    it('logs out: the token is revoked and later commands need a login (3)', async () => {
      const user = new CliUser(server);
      try {
        await user.logIn('agent');
        const token = JSON.parse(readFileSync(join(user.configDir, 'token.json'), 'utf8'))
          .accessToken as string;
        expect((await run(user, ['auth', 'logout'])).code).toBe(ExitCode.Ok);
        expect((await run(user, ['auth', 'status'])).code).toBe(ExitCode.NotAuthenticated);
        // Revoked on the server too, not only forgotten here.
        const reused = await run(user, ['auth', 'status'], { env: { TENDER_TOKEN: token } });
        expect(reused.code).toBe(ExitCode.NotAuthenticated);
      } finally {
        user.dispose();
      }
    });
  });

  describe('projects', () => {
    it('lists with filters and paging; --json has the documented fields', async () => {
      const list = await run(manager, [
        'projects',
        'list',
        '--state',
        '3',
        '--page-size',
        '5',
        '--page',
        '2',
        '--json',
      ]);
      expect(list.code).toBe(ExitCode.Ok);
      const page = list.json<{
        totalCount: number;
        page: number;
        pageSize: number;
        items: Record<string, unknown>[];
      }>();
      expect(page).toMatchObject({ page: 2, pageSize: 5 });
      expect(page.items).toHaveLength(5);
      expect(Object.keys(page.items[0] ?? {}).sort()).toEqual(
        [
          'auditState',
          'biddingMethod',
          'creationTime',
          'currentNodeId',
          'id',
          'projectFlowName',
          'projectManager',
          'projectName',
          'projectNum',
          'state',
        ].sort(),
      );
      expect(page.items.every((p) => p.state === 3)).toBe(true);
      const sorted = await run(manager, ['projects', 'list', '--sort', 'projectNum asc', '--json']);
      const numbers = sorted.json<{ items: { projectNum: string }[] }>().items.map((p) => p.projectNum);
      expect(numbers).toEqual([...numbers].sort());
    });

    it('prints tab-separated lines when piped and a table on a terminal, colour only when allowed', async () => {
      const piped = await run(manager, ['projects', 'list', '--page-size', '3']);
      const lines = piped.stdout.trim().split('\n');
      expect(lines).toHaveLength(3);
      expect(lines.every((l) => l.split('\t').length === 6)).toBe(true);
      expect(piped.stdout).not.toContain(ESC);
      const table = await run(manager, ['projects', 'list', '--page-size', '3'], {
        tty: true,
        env: { NO_COLOR: '1' },
      });
      expect(table.stdout).toContain('┌');
      expect(table.stdout).not.toContain(ESC);
      const show = await run(manager, ['projects', 'show', '1', '--no-color'], { tty: true });
      expect(show.stdout).not.toContain(ESC);
    });

    it('shows a project with packages, files and notices', async () => {
      const [project] = await runningProjectsAt(manager, '报名');
      const show = await run(manager, ['projects', 'show', String(project?.id), '--json']);
      expect(show.code).toBe(ExitCode.Ok);
      const detail = show.json<{
        id: number;
        sGroupList: unknown[];
        eHonors: unknown[];
        eNotices: unknown[];
      }>();
      expect(detail.id).toBe(project?.id);
      expect(detail.sGroupList.length).toBeGreaterThan(0);
      expect(detail.eHonors.length).toBe(2);
      const human = await run(manager, ['projects', 'show', String(project?.id)], { tty: true });
      expect(human.stdout).toContain('Bid packages');
      expect(human.stdout).toContain('Entrustment agreement');
    });

    it('says "not found" (6) for an unknown project', async () => {
      const show = await run(manager, ['projects', 'show', '999999']);
      expect(show.code).toBe(ExitCode.NotFound);
      expect(show.stderr).toMatch(/999999/);
    });
  });

  describe('project exceptions and closing', () => {
    it('validates change-method with the §5 messages before any change (2)', async () => {
      const missing = await run(manager, ['project', 'change-method', '1', '--yes']);
      expect(missing.code).toBe(ExitCode.Usage);
      expect(missing.stderr).toContain('--method: 请选择非招标方式');
      expect(missing.stderr).toContain('--way: 请输入交易方式');
      expect(missing.stderr).toContain('--result: 请输入成交结果');
      const wrong = await run(manager, [
        'project',
        'change-method',
        '1',
        '--method',
        '公开招标',
        '--way',
        'x',
        '--result',
        'y',
      ]);
      expect(wrong.stderr).toContain('请选择非招标方式');
    });

    it('changes the method of a clear project: awaiting closing, then read-only (4)', async () => {
      const { id } = await firstWithCheck(manager, await runningProjectsAt(manager, '开标评标'), ExitCode.Ok);
      const change = await run(manager, [
        'project',
        'change-method',
        String(id),
        '--method',
        'Competitive negotiation',
        '--way',
        '线下谈判',
        '--result',
        '成交供应商：测试公司',
        '--yes',
        '--json',
      ]);
      expect(change.code).toBe(ExitCode.Ok);
      expect(change.json()).toMatchObject({ changes: { auditState: '13', biddingMethod: '竞争性谈判' } });
      const next = await run(manager, ['flow', 'next', String(id), '--yes']);
      expect(next.code).toBe(ExitCode.NotPermitted);
      expect(next.stderr).toContain('awaits audit');
    });

    it('terminates after confirmation only; a terminated project is read-only', async () => {
      const { id } = await firstWithCheck(manager, await runningProjectsAt(manager, '开标评标'), ExitCode.Ok);
      const unconfirmed = await run(manager, ['project', 'terminate', String(id)]);
      expect(unconfirmed.code).toBe(ExitCode.Declined);
      expect(unconfirmed.stderr).toContain(`Terminate the project`);
      const done = await run(manager, ['project', 'terminate', String(id), '--yes', '--json']);
      expect(done.code).toBe(ExitCode.Ok);
      expect(done.json()).toMatchObject({ changes: { state: 5 } });
      const again = await run(manager, ['project', 'cancel', String(id), '--yes']);
      expect(again.code).toBe(ExitCode.NotPermitted);
      expect(again.stderr).toContain('read-only');
    });

    it('while blocked only terminate and re-tender are offered: cancel is refused with the messages (5)', async () => {
      const { id, check } = await firstWithCheck(
        manager,
        await runningProjectsAt(manager, '报名'),
        ExitCode.Blocked,
      );
      const cancel = await run(manager, ['project', 'cancel', String(id), '--yes']);
      expect(cancel.code).toBe(ExitCode.Blocked);
      expect(cancel.stderr).toContain('only Terminate project and Re-tender');
      expect(cancel.stderr).toContain(check.blockers[0]?.message);
    });

    it('close needs the final step (7); next on the final step points to close (7)', async () => {
      const [notFinal] = await runningProjectsAt(manager, '开标评标');
      const close = await run(manager, ['project', 'close', String(notFinal?.id), '--yes']);
      expect(close.code).toBe(ExitCode.Conflict);
      const [final] = await runningProjectsAt(manager, '合同签订');
      const next = await run(manager, ['flow', 'next', String(final?.id), '--yes']);
      expect(next.code).toBe(ExitCode.Conflict);
      expect(next.stderr).toContain(`tender project close ${final?.id}`);
      const closed = await run(manager, ['project', 'close', String(final?.id), '--yes', '--json']);
      expect(closed.code).toBe(ExitCode.Ok);
      expect(closed.json()).toMatchObject({ changes: { auditState: '13', projectFlowName: '项目待结项' } });
    });
  });

  describe('exit codes, time and completion', () => {
    it('usage errors are 2, a missing login is 3, an unreachable server is 8', async () => {
      expect((await run(manager, ['flow', 'next', 'abc'])).code).toBe(ExitCode.Usage);
      expect((await run(manager, ['projects', 'list', '--state', 'sleeping'])).code).toBe(ExitCode.Usage);
      expect((await run(manager, ['flow'])).code).toBe(ExitCode.Usage);
      expect((await run(manager, ['fly'])).code).toBe(ExitCode.Usage);
      expect((await run(manager, ['flow', 'jump', '1'])).code).toBe(ExitCode.Usage);
      const anonymous = await run(stranger, ['flow', 'show', '1']);
      expect(anonymous.code).toBe(ExitCode.NotAuthenticated);
      expect(anonymous.stderr).toContain('tender auth login');
      const down = await run(manager, ['projects', 'list'], { env: { TENDER_SERVER: 'http://127.0.0.1:9' } });
      expect(down.code).toBe(ExitCode.Unavailable);
      expect(down.stderr).toMatch(/Cannot reach/i);
      expect((await run(manager, ['--help'])).code).toBe(ExitCode.Ok);
    });

    it('tells the server time and the drift of the local clock', async () => {
      const time = await run(manager, ['time', '--json']);
      expect(time.code).toBe(ExitCode.Ok);
      const json = time.json<{ serverTime: string; driftMs: number }>();
      expect(Math.abs(json.driftMs)).toBeLessThan(2_000);
      expect(Date.parse(json.serverTime)).toBeGreaterThan(0);
    });

    it('prints completion scripts for bash, zsh and fish', async () => {
      const bash = await run(manager, ['completion', 'bash']);
      expect(bash.stdout).toContain('complete -F _tender tender');
      expect(bash.stdout).toContain('"flow next"|"flow next "*) words="--yes');
      expect((await run(manager, ['completion', 'zsh'])).stdout).toContain('bashcompinit');
      expect((await run(manager, ['completion', 'fish'])).stdout).toContain('complete -c tender');
      expect((await run(manager, ['completion', 'tcsh'])).code).toBe(ExitCode.Usage);
    });

    it('never prints the token', () => {
      const token = JSON.parse(readFileSync(join(manager.configDir, 'token.json'), 'utf8'))
        .accessToken as string;
      expect(outputs.join('\n')).not.toContain(token);
    });
  });
});
