import {
  GetProject,
  ListProjects,
  ModuleRepository,
  NotFoundError,
  type Notice,
  NoticeRepository,
  ServerClock,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type MakeContainer, signedInContainer } from './contract-kit';

/** ModuleRepository (§7 AppModule), NoticeRepository (§7 OfflineNotice) and ServerClock (§7 getServerTime). */
export function describeCatalogueContract(name: string, make: MakeContainer): void {
  describe(`modules, notices and clock contract: ${name}`, () => {
    let container: Container;
    beforeAll(async () => {
      ({ container } = await signedInContainer(make));
    });

    it("ModuleRepository.list('description=manage') drives the menus: non-empty, manage only, with routes", async () => {
      const modules = container.get<ModuleRepository>(ModuleRepository);
      const manage = await modules.list('description=manage');
      expect(manage.length).toBeGreaterThan(0);
      expect(manage.every((m) => m.description === 'manage')).toBe(true);
      expect(manage.every((m) => m.name.length > 0 && m.route.startsWith('/'))).toBe(true);
      const all = await modules.list();
      const setting = await modules.list('description=setting');
      expect(setting.length).toBeGreaterThan(0);
      expect(manage.length + setting.length).toBe(all.length);
    });

    it('NoticeRepository lists the notices of a demo project that has some, newest first, as its detail does', async () => {
      const { items } = await container.get(ListProjects).execute({ MaxResultCount: 20 });
      let found: { projectId: number; eNotices: Notice[] } | undefined;
      for (const item of items) {
        const { project } = await container.get(GetProject).execute(item.id);
        if (project.eNotices.length > 0) {
          found = { projectId: project.id, eNotices: project.eNotices };
          break;
        }
      }
      expect(found, 'a demo project among the first 20 has notices').toBeDefined();
      const notices = container.get<NoticeRepository>(NoticeRepository);
      const list = await notices.listByProject(found!.projectId);
      expect(list.every((n) => n.projectId === found!.projectId)).toBe(true);
      expect(list.map((n) => n.id).sort()).toEqual(found!.eNotices.map((n) => n.id).sort());
      const times = list.map((n) => Date.parse(n.creationTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const [newest] = list;
      expect(await notices.getById(newest!.id)).toEqual(newest);
      expect(await failureOf(notices.getById(987_654_321))).toBeInstanceOf(NotFoundError);
      expect(await notices.listByProject(987_654_321)).toEqual([]);
    });

    // The contract promises epoch milliseconds of the server's standard time. Over HTTP that is local
    // time plus the offset of the last sync (local time until the first sync answers); the in-memory
    // module reads its seed's time source, by default Date.now — a story may seed a fixed instant, which
    // only the in-memory module's own test covers.
    it('ServerClock.now() is the time near now, before and after sync()', async () => {
      const clock = container.get<ServerClock>(ServerClock);
      expect(container.get<ServerClock>(ServerClock)).toBe(clock);
      const near = (time: number) => expect(Math.abs(time - Date.now())).toBeLessThan(5_000);
      expect(Number.isFinite(clock.now())).toBe(true);
      near(clock.now());
      await clock.sync();
      near(clock.now());
    });
  });
}
