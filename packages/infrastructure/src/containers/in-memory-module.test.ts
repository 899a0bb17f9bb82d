import {
  AdvanceFlow,
  ApplyBidException,
  CancelProject,
  ChangeOwnPassword,
  ChangeTenderingMethod,
  CheckCirculation,
  DeleteProject,
  GetProject,
  JumpFlow,
  ListProjects,
  LoadSession,
  LogIn,
  LogOut,
  NoticeRepository,
  NotPermittedError,
  PASSWORD_CHANGE_REQUIRED,
  ProjectDeadlinesSource,
  ReevaluateProject,
  RetenderProject,
  RoleRepository,
  SaveProject,
  SendToClosing,
  ServerClock,
  TerminateProject,
  UnauthenticatedError,
  UserRepository,
} from '@tender/domain';
import { ACTORS } from '@tender/domain/testing';
import { Container, type Newable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { inMemoryModule } from './in-memory-module';

const USE_CASES: readonly Newable<object>[] = [
  LogIn,
  LoadSession,
  LogOut,
  ListProjects,
  GetProject,
  SaveProject,
  DeleteProject,
  CheckCirculation,
  AdvanceFlow,
  JumpFlow,
  SendToClosing,
  ApplyBidException,
  TerminateProject,
  CancelProject,
  RetenderProject,
  ReevaluateProject,
  ChangeTenderingMethod,
  ChangeOwnPassword,
];

// What the in-memory module shares with the HTTP one (log in, list, save, circulate, records, modules,
// notices, clock) is pinned by the contract suites in test/contract; this file keeps what only the
// in-memory module has: its seed (signed-in user, clock) and the demo data the stories rely on.
describe('inMemoryModule (Storybook and UI unit tests)', () => {
  const container = (seed?: Parameters<typeof inMemoryModule>[0]) => {
    const c = new Container();
    c.load(inMemoryModule(seed));
    return c;
  };

  it('resolves every use case', () => {
    const c = container();
    for (const useCase of USE_CASES) expect(c.get(useCase)).toBeInstanceOf(useCase);
  });

  it('moves demo project 1001 on from sign-up (three approved suppliers) with the real use case', async () => {
    const c = container({ signedInAs: 'manager' });
    expect((await c.get(LoadSession).execute()).session.user.userName).toBe('manager');
    const { project, nodes } = await c.get(GetProject).execute(1001);
    const move = await c.get(AdvanceFlow).execute({ projectId: project.id, actor: ACTORS.manager });
    expect(nodes[2]?.router).toBe('/sign-up');
    expect(move.from.id).toBe(nodes[2]?.id);
    expect(move.to.id).toBe(nodes[3]?.id);
  });

  it('blocks a demo project whose checks fail, with the §5 messages', async () => {
    const c = container({ signedInAs: 'manager' });
    await expect(c.get(AdvanceFlow).execute({ projectId: 1002, actor: ACTORS.manager })).rejects.toThrow(
      /objection/i,
    );
    expect(await c.get<NoticeRepository>(NoticeRepository).listByProject(1002)).toHaveLength(2);
  });

  it('reads time from the seed clock, and each load starts from fresh data', async () => {
    const c = container({ now: () => 42 });
    expect(c.get<ServerClock>(ServerClock).now()).toBe(42);
    await c.get(DeleteProject).execute(1001);
    expect((await container().get(ListProjects).execute()).items.some((p) => p.id === 1001)).toBe(true);
  });

  it("lays out demo project 1002's deadlines from its tender notice, on the seed clock", async () => {
    const now = Date.parse('2026-11-27T02:00:00Z');
    const c = container({ signedInAs: 'viewer', now: () => now });
    const report = await c.get<ProjectDeadlinesSource>(ProjectDeadlinesSource).deadlinesOf(1002);
    expect(report).toMatchObject({ projectId: 1002, regime: 'tendering', now: '2026-11-27T02:00:00.000Z' });
    expect(report.bounds.map((b) => [b.id, b.status, b.dueDate])).toEqual([
      // The notice of 2026-11-20 leaves its deadline of 12-15 more than 招标投标法 第二十四条's 20 days.
      ['bidDeadlineEarliest', 'met', '2026-12-10'],
      ['documentSaleWindow', 'met', '2026-11-25'],
      ['clarificationCutoff', 'open', '2026-11-30'],
      ['documentObjectionCutoff', 'open', '2026-12-05'],
      // The demo objection records no subject: 招标投标法 sets no reply period for one of another kind, so
      // it lays no reply bound (objection-periods.ts), as the objection log shows no clock for it.
      ['candidatePublicityStart', 'waiting', null],
      ['candidatePublicity', 'waiting', null],
      ['contractSigning', 'waiting', null],
      ['filingReport', 'waiting', null],
    ]);
  });

  it("has the demo staff: the sessions' users, newhire bound to change the password, leaver deactivated", async () => {
    const users = container({ signedInAs: 'admin' }).get<UserRepository>(UserRepository);
    const { items } = await users.getPaged();
    expect(items.map((u) => [u.userName, u.isActive, u.mustChangeCredentials])).toEqual([
      ['admin', true, false],
      ['agent', true, false],
      ['leaver', false, false],
      ['manager', true, false],
      ['newhire', true, true],
      ['viewer', true, false],
    ]);
  });

  it('a story may open signed in as a user who must change the password first (ADR 0014)', async () => {
    const c = container({ signedInAs: 'newhire' });
    const { session } = await c.get(LoadSession).execute();
    expect(session.user.mustChangeCredentials).toBe(true);
    const refusal = await c
      .get<UserRepository>(UserRepository)
      .getPaged()
      .catch((error: unknown) => error);
    expect(refusal).toEqual(new NotPermittedError(PASSWORD_CHANGE_REQUIRED));
    const changed = await c
      .get(ChangeOwnPassword)
      .execute({ userName: 'newhire', currentPassword: '123qwe', newPassword: 'Mine-2026!' });
    expect(changed.session.user.mustChangeCredentials).toBe(false);
  });

  it("keeps a user's sessions in step with the administration: roles at once, deactivation signs out", async () => {
    const c = container({ signedInAs: 'admin' });
    const users = c.get<UserRepository>(UserRepository);
    const manager = (await users.getPaged({ Keyword: 'manager' })).items[0]!;
    await users.update({ ...manager, roleNames: ['ProjectManager', 'Viewer'] });
    const logIn = (userName: string) =>
      c.get(LogIn).execute({ userName, password: '123qwe', rememberMe: false });
    expect((await logIn('manager')).session.roleNames).toEqual(['ProjectManager', 'Viewer']);

    await logIn('admin');
    const agent = (await users.getPaged({ Keyword: 'agent' })).items[0]!;
    await users.setActive(agent.id, false);
    await expect(logIn('agent')).rejects.toBeInstanceOf(UnauthenticatedError);
    await users.setActive(agent.id, true);
    expect((await logIn('agent')).session.user.userName).toBe('agent');

    // An Admin who deactivates themselves (another Admin left) is signed out at once, as the server revokes.
    await logIn('admin');
    await users.update({ ...manager, version: manager.version + 1, roleNames: ['Admin'] });
    await users.setActive(1, false);
    await expect(c.get(LoadSession).execute()).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it("a role's new grants are in its holders' sessions at once", async () => {
    const c = container({ signedInAs: 'admin' });
    const roles = c.get<RoleRepository>(RoleRepository);
    const viewer = (await roles.list()).find((role) => role.name === 'Viewer')!;
    await roles.update({ ...viewer, grantedPermissions: [...viewer.grantedPermissions, 'record.add'] });
    const { session } = await c
      .get(LogIn)
      .execute({ userName: 'viewer', password: '123qwe', rememberMe: false });
    expect(session.grantedPermissions).toContain('record.add');
  });
});
