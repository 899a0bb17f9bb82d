import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../src/exit-codes';
import { CliUser, PASSWORD, startServer, type TestServer } from './support';

const ESC = '\u001b[';

interface Page {
  totalCount: number;
  page: number;
  pageSize: number;
  items: Record<string, unknown>[];
}

/** `tender audit list` (ADR 0012) against the real server: the Admin's view of every write. */
describe('tender audit list', () => {
  let server: TestServer;
  let admin: CliUser;
  let manager: CliUser;
  let projectId: number;

  beforeAll(async () => {
    server = await startServer();
    admin = new CliUser(server);
    manager = new CliUser(server);
    await admin.logIn('admin');
    await manager.logIn('manager');
    // A write through the API by the admin, so the trail has a project's entry.
    const login = await fetch(`${server.url}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Abp.TenantId': '3' },
      body: JSON.stringify({ userNameOrEmailAddress: 'admin', password: PASSWORD }),
    });
    const { accessToken } = ((await login.json()) as { result: { accessToken: string } }).result;
    const created = await fetch(`${server.url}/api/services/app/Sproject/CreateOrUpdate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Abp.TenantId': '3',
        authorization: `Bearer ${accessToken}`,
      },
      body: JSON.stringify({
        projectName: '审计命令项目',
        projectNum: `CLI-AUDIT-${Date.now()}`,
        biddingMethod: '公开招标',
      }),
    });
    projectId = ((await created.json()) as { result: { id: number } }).result.id;
  });
  afterAll(async () => {
    admin?.dispose();
    manager?.dispose();
    await server?.close();
  });

  it('lists the trail newest first; --json has the entry fields', async () => {
    const run = await admin.run(['audit', 'list', '--json', '--page-size', '50']);
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    const page = run.json<Page>();
    expect(page).toMatchObject({ page: 1, pageSize: 50 });
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(Object.keys(page.items[0] ?? {}).sort()).toEqual(
      [
        'actor',
        'changes',
        'clientAddress',
        'creationTime',
        'entity',
        'entityId',
        'id',
        'method',
        'projectId',
        'requestId',
        'route',
        'userId',
        'userName',
      ].sort(),
    );
    const times = page.items.map((entry) => String(entry.creationTime));
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by --project, --user (any letter case) and --since', async () => {
    const ofProject = (
      await admin.run(['audit', 'list', '--project', String(projectId), '--json'])
    ).json<Page>();
    expect(ofProject.items).toEqual([
      expect.objectContaining({
        userName: 'admin',
        entity: 'project',
        entityId: String(projectId),
        projectId,
        route: '/api/services/app/Sproject/CreateOrUpdate',
      }),
    ]);
    const byManager = (await admin.run(['audit', 'list', '--user', 'MANAGER', '--json'])).json<Page>();
    expect(byManager.totalCount).toBeGreaterThan(0);
    expect(byManager.items.every((entry) => entry.userName === 'manager')).toBe(true);
    const future = (await admin.run(['audit', 'list', '--since', '2999-01-01', '--json'])).json<Page>();
    expect(future).toMatchObject({ totalCount: 0, items: [] });
  });

  it('prints tab-separated lines when piped and a table on a terminal', async () => {
    const piped = await admin.run(['audit', 'list', '--project', String(projectId)]);
    expect(piped.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\S+ \\S+\\tadmin\\tPOST /api/services/app/Sproject/CreateOrUpdate\\tproject\\t${projectId}\\t${projectId}\\t\\S+$`,
        ),
      ),
    ]);
    expect(piped.stdout).not.toContain(ESC);
    const table = await admin.run(['audit', 'list', '--page-size', '3'], {
      tty: true,
      env: { NO_COLOR: '1' },
    });
    expect(table.stdout).toContain('┌');
    expect(table.stderr).toMatch(/page 1 of \d+ · \d+ entries/);
  });

  it('refuses a bad date before any call (2), a non-Admin (4) and nobody signed in (3)', async () => {
    const badDate = await admin.run(['audit', 'list', '--since', '2026-02-30']);
    expect(badDate.code).toBe(ExitCode.Usage);
    expect(badDate.stderr).toContain('--since');
    expect((await admin.run(['audit', 'list', '--project', 'x'])).code).toBe(ExitCode.Usage);
    expect((await manager.run(['audit', 'list'])).code).toBe(ExitCode.NotPermitted);
    const stranger = new CliUser(server);
    try {
      expect((await stranger.run(['audit', 'list'])).code).toBe(ExitCode.NotAuthenticated);
    } finally {
      stranger.dispose();
    }
  });

  it('has --help with an example', async () => {
    const help = await admin.run(['audit', 'list', '--help']);
    expect(help.code).toBe(ExitCode.Ok);
    expect(help.stdout).toContain('$ tender audit list --project 1001');
    expect(help.stdout).toContain('--since <date>');
  });
});
