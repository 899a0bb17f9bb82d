import {
  ConflictError,
  NotFoundError,
  NotPermittedError,
  SystemNoticeRepository,
  type ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  failureOf,
  freshName,
  type MakeContainer,
  signedInContainer,
  switchUser,
} from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field);

/**
 * SystemNoticeRepository (SystemNotice: GetPaged, Get, GetUnreadCount, MarkRead, Create, Update, SetPinned,
 * Withdraw; §1): the Admin publishes, edits with the version read, pins and withdraws; every reader has
 * their own read state; pinned first then newest; a withdrawn notice is gone for staff and closed to
 * changes; staff may read, not write.
 */
export function describeSystemNoticeContract(name: string, make: MakeContainer): void {
  describe(`system notice contract: ${name}`, () => {
    let container: Container;
    let notices: SystemNoticeRepository;
    beforeAll(async () => {
      ({ container } = await signedInContainer(make, 'admin'));
      notices = container.get<SystemNoticeRepository>(SystemNoticeRepository);
    });
    /** The repository as a demo user: one container, so both see the same notices in memory too. */
    const as = async (userName: 'admin' | 'agent') => {
      await switchUser(container, userName, DEMO_PASSWORD);
      return notices;
    };

    it('publishes a notice read by its author, lists it after the pinned ones, and edits it with the version read', async () => {
      const admin = await as('admin');
      const title = freshName('notice');
      const created = await admin.create({ title: ` ${title} `, content: '<p>正文</p>' });
      expect(created).toMatchObject({ title, content: '<p>正文</p>', pinned: false, read: true, version: 1 });
      expect(await admin.get(created.id)).toEqual(created);
      const page = await admin.getPaged({ MaxResultCount: 1000 });
      const firstUnpinned = page.items.findIndex((n) => !n.pinned);
      expect(page.items[firstUnpinned]?.id).toBe(created.id);
      expect(page.totalCount).toBeGreaterThanOrEqual(page.items.length);

      const edited = await admin.update({ id: created.id, version: 1, title, content: '<p>改后</p>' });
      expect(edited).toMatchObject({ content: '<p>改后</p>', version: 2 });
      const stale = await failureOf(admin.update({ id: created.id, version: 1, title, content: '<p>x</p>' }));
      expect(stale).toBeInstanceOf(ConflictError);
      expect(stale.message).toContain('is now version 2');
      const pinned = await admin.setPinned(created.id, true);
      expect(pinned).toMatchObject({ pinned: true, version: 3 });
      expect((await admin.getPaged({ MaxResultCount: 1 })).items[0]?.pinned).toBe(true);
    });

    it('names bad fields, and an unknown notice is NotFoundError', async () => {
      const admin = await as('admin');
      const bad = await failureOf(admin.create({ title: '', content: '<p></p>' }));
      expect(fieldsOf(bad).sort()).toEqual(['content', 'title']);
      const missing = await failureOf(admin.get(987_654_321));
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toMatchObject({ entity: 'SystemNotice', id: 987_654_321 });
    });

    it('keeps each reader’s own read state and unread count', async () => {
      const fresh = await (await as('admin')).create({ title: freshName('unread'), content: '<p>x</p>' });
      const adminBefore = await notices.unreadCount();
      const agent = await as('agent');
      const before = await agent.unreadCount();
      expect(await agent.get(fresh.id)).toMatchObject({ read: false });
      await agent.markRead(fresh.id);
      await agent.markRead(fresh.id);
      expect(await agent.unreadCount()).toBe(before - 1);
      expect((await agent.get(fresh.id)).read).toBe(true);
      expect(await (await as('admin')).unreadCount()).toBe(adminBefore);
    });

    it('withdraws a notice: gone for staff (NotFoundError, not counted), kept and marked for the Admin, closed to changes', async () => {
      const admin = await as('admin');
      const created = await admin.create({ title: freshName('withdrawn'), content: '<p>x</p>' });
      let agent = await as('agent');
      const before = await agent.unreadCount();
      const admin2 = await as('admin');
      const withdrawn = await admin2.withdraw(created.id);
      expect(withdrawn.withdrawnTime).toEqual(expect.any(String));
      expect((await admin2.get(created.id)).withdrawnTime).toBe(withdrawn.withdrawnTime);
      expect(await failureOf(admin2.withdraw(created.id))).toBeInstanceOf(ConflictError);
      expect(await failureOf(admin2.setPinned(created.id, true))).toBeInstanceOf(ConflictError);
      agent = await as('agent');
      expect(await agent.unreadCount()).toBe(before - 1);
      expect(await failureOf(agent.get(created.id))).toBeInstanceOf(NotFoundError);
      const listed = (await agent.getPaged({ MaxResultCount: 1000 })).items.map((n) => n.id);
      expect(listed).not.toContain(created.id);
    });

    it('lets staff read but not write (NotPermittedError)', async () => {
      const agent = await as('agent');
      const live = (await agent.getPaged()).items[0]!;
      expect(await agent.get(live.id)).toMatchObject({ id: live.id });
      expect(await failureOf(agent.create({ title: 'x', content: '<p>x</p>' }))).toBeInstanceOf(
        NotPermittedError,
      );
      expect(
        await failureOf(
          agent.update({ id: live.id, version: live.version, title: 'x', content: '<p>x</p>' }),
        ),
      ).toBeInstanceOf(NotPermittedError);
      expect(await failureOf(agent.setPinned(live.id, true))).toBeInstanceOf(NotPermittedError);
      expect(await failureOf(agent.withdraw(live.id))).toBeInstanceOf(NotPermittedError);
    });
  });
}
