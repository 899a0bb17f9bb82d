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
  NoticeRepository,
  ReevaluateProject,
  RetenderProject,
  SaveProject,
  SendToClosing,
  ServerClock,
  TerminateProject,
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
});
