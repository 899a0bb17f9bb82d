import {
  AdvanceFlow,
  ApplyBidException,
  CancelProject,
  ChangeTenderingMethod,
  CheckCirculation,
  DeleteProject,
  GetProject,
  JumpFlow,
  ListProjects,
  LoadSession,
  LogIn,
  LogOut,
  ModuleRepository,
  NoticeRepository,
  ReevaluateProject,
  RetenderProject,
  SaveProject,
  SendToClosing,
  ServerClock,
  TerminateProject,
  UnauthenticatedError,
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
];

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

  it('logs a demo user in and serves demo projects, modules and notices', async () => {
    const c = container();
    await expect(c.get(LoadSession).execute()).rejects.toBeInstanceOf(UnauthenticatedError);
    const { session } = await c
      .get(LogIn)
      .execute({ userName: 'manager', password: '123qwe', rememberMe: false });
    expect(session.roleNames).toContain('ProjectManager');
    const page = await c.get(ListProjects).execute();
    expect(page.items.length).toBeGreaterThan(3);
    const manage = await c.get<ModuleRepository>(ModuleRepository).list('description=manage');
    expect(manage.length).toBeGreaterThan(0);
    expect(manage.every((m) => m.description === 'manage')).toBe(true);
    expect(await c.get<NoticeRepository>(NoticeRepository).listByProject(1002)).toHaveLength(2);
  });

  it('moves a demo project along its flow with the real use case over the fakes', async () => {
    const c = container({ signedInAs: 'manager' });
    expect((await c.get(LoadSession).execute()).session.user.userName).toBe('manager');
    const { project, nodes } = await c.get(GetProject).execute(1001);
    const move = await c.get(AdvanceFlow).execute({ projectId: project.id, actor: ACTORS.manager });
    expect(move.to.id).toBe(nodes[2]?.id);
  });

  it('blocks a demo project whose checks fail, with the §5 messages', async () => {
    const c = container({ signedInAs: 'manager' });
    await expect(c.get(AdvanceFlow).execute({ projectId: 1002, actor: ACTORS.manager })).rejects.toThrow(
      /objection/i,
    );
  });

  it('reads time from the seed clock, and each load starts from fresh data', async () => {
    const c = container({ now: () => 42 });
    expect(c.get<ServerClock>(ServerClock).now()).toBe(42);
    await c.get(DeleteProject).execute(1001);
    expect((await container().get(ListProjects).execute()).items.some((p) => p.id === 1001)).toBe(true);
  });
});
