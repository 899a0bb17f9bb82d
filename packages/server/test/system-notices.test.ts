import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Reply, testClock, useTestApp } from './harness';
import { callAs, fieldsOf, resultOf, staffWithGrants } from './support/organisation';

/**
 * System notices (§1): the Admin publishes, edits with the version read (a replaced one is 409), pins and
 * withdraws; every role reads them, pinned first then newest, a page at a time, each with the reader's own
 * read state and unread count; the body is sanitised on write; bad input is 400 naming the field and
 * changes nothing; a withdrawn notice is gone for staff and kept, marked, for the Admin; another tenant
 * sees and changes nothing of ours.
 */
const clock = testClock(new Date('2026-11-26T08:00:00Z'));

const harness = useTestApp({ config: { clock: clock.clock }, signIn: true });

const as = callAs(
  () => harness.app,
  () => harness.tokens,
);
const NOTICE = '/api/services/app/SystemNotice';

interface Summary {
  id: number;
  title: string;
  pinned: boolean;
  read: boolean;
  withdrawnTime: string | null;
  version: number;
}

const unread = async (user: string): Promise<number> =>
  resultOf(await as(user, 'GET', `${NOTICE}/GetUnreadCount`)).count;
const listOf = async (user: string, query = 'MaxResultCount=1000'): Promise<Summary[]> =>
  resultOf(await as(user, 'GET', `${NOTICE}/GetPaged?${query}`)).items;
const publish = async (overrides: object = {}) =>
  resultOf(
    await as('admin', 'POST', `${NOTICE}/Create`, {
      title: `公告 ${Date.now().toString(36)}`,
      content: '<p>内容</p>',
      ...overrides,
    }),
  );
const storedCount = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from system_notices`.execute(harness.database.db))
    .rows[0]!.n;

describe('the demo seed', () => {
  it('shows staff the live notices, pinned first then newest, some unread; the withdrawn one to the Admin only', async () => {
    const agents = await listOf('agent');
    expect(agents.map((n) => n.title)).toEqual([
      '关于规范电子招标投标系统操作的通知',
      '系统升级维护公告',
      '劳动节放假安排',
      '关于启用供应商库、代理机构库和采购人库的通知',
    ]);
    expect(agents.map((n) => n.read)).toEqual([false, false, false, true]);
    expect(await unread('agent')).toBe(3);
    expect(await unread('manager')).toBe(1);
    expect(await unread('viewer')).toBe(4);
    expect(await unread('admin')).toBe(0);
    const admins = await listOf('admin');
    expect(admins.find((n) => n.title === '（已撤回）测试公告')?.withdrawnTime).toEqual(expect.any(String));
  });
});

describe('publishing (sysNotice.add)', () => {
  it('publishes a notice with its body sanitised, read by its author and unread for every other reader', async () => {
    const before = {
      agent: await unread('agent'),
      viewer: await unread('viewer'),
      admin: await unread('admin'),
    };
    const created = await publish({
      title: '  关于年终结算的通知  ',
      content:
        '<p onclick="steal()">请于月底前<strong>完成结算</strong><script>alert(1)</script></p><a href="javascript:alert(2)">链接</a><img src=x onerror="alert(3)">',
    });
    expect(created).toMatchObject({
      title: '关于年终结算的通知',
      pinned: false,
      read: true,
      withdrawnTime: null,
      authorName: '系统管理员',
      creationTime: clock.clock().toISOString(),
      version: 1,
    });
    expect(created.content).toBe(
      '<p>请于月底前<strong>完成结算</strong></p><a rel="noopener noreferrer">链接</a>',
    );
    expect(await unread('agent')).toBe(before.agent + 1);
    expect(await unread('viewer')).toBe(before.viewer + 1);
    expect(await unread('admin')).toBe(before.admin);
    // Newest after the pinned one.
    const agents = await listOf('agent');
    expect(agents[0]?.pinned).toBe(true);
    expect(agents[1]).toMatchObject({ id: created.id, read: false });
  });

  it('refuses bad input with 400 naming each field, and writes nothing', async () => {
    const before = await storedCount();
    const reply = await as('admin', 'POST', `${NOTICE}/Create`, {
      title: ' ',
      content: '<p></p>',
      pinned: 'yes',
    });
    expect(reply.statusCode).toBe(400);
    expect(fieldsOf(reply).sort()).toEqual(['content', 'pinned', 'title']);
    // Words only inside a script are no body once sanitised.
    const scriptOnly = await as('admin', 'POST', `${NOTICE}/Create`, {
      title: '只有脚本',
      content: '<script>alert(1)</script>',
    });
    expect(scriptOnly.statusCode).toBe(400);
    expect(fieldsOf(scriptOnly)).toEqual(['content']);
    expect(await storedCount()).toBe(before);
  });
});

describe('reading and the read state of each reader', () => {
  it('opens a notice unread, marks it read for that reader only, and a second mark changes nothing', async () => {
    const { id } = await publish();
    const agentBefore = await unread('agent');
    const managerBefore = await unread('manager');
    expect(resultOf(await as('agent', 'GET', `${NOTICE}/Get?id=${id}`))).toMatchObject({ id, read: false });
    resultOf(await as('agent', 'POST', `${NOTICE}/MarkRead`, { id }));
    expect(await unread('agent')).toBe(agentBefore - 1);
    expect(resultOf(await as('agent', 'GET', `${NOTICE}/Get?id=${id}`)).read).toBe(true);
    resultOf(await as('agent', 'POST', `${NOTICE}/MarkRead`, { id }));
    expect(await unread('agent')).toBe(agentBefore - 1);
    expect(await unread('manager')).toBe(managerBefore);
    expect(resultOf(await as('manager', 'GET', `${NOTICE}/Get?id=${id}`)).read).toBe(false);
    expect((await as('agent', 'GET', `${NOTICE}/Get?id=987654321`)).statusCode).toBe(404);
    expect((await as('agent', 'POST', `${NOTICE}/MarkRead`, { id: 987654321 })).statusCode).toBe(404);
  });

  it('pages the list, its total counted, and names a bad page size', async () => {
    const all = await listOf('viewer');
    const second = resultOf(await as('viewer', 'GET', `${NOTICE}/GetPaged?MaxResultCount=2&SkipCount=2`));
    expect(second.totalCount).toBe(all.length);
    expect(second.items.map((n: Summary) => n.id)).toEqual(all.slice(2, 4).map((n) => n.id));
    const first = resultOf(await as('viewer', 'GET', `${NOTICE}/GetPaged?MaxResultCount=2`));
    expect(first.totalCount).toBe(all.length);
    const bad = await as('viewer', 'GET', `${NOTICE}/GetPaged?MaxResultCount=0`);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['MaxResultCount']);
  });
});

describe('keeping notices (sysNotice.edit)', () => {
  it('edits with the version read, and refuses an edit of a version someone else replaced (409)', async () => {
    const created = await publish({ title: '原标题' });
    const edited = resultOf(
      await as('admin', 'POST', `${NOTICE}/Update`, {
        id: created.id,
        version: 1,
        title: '新标题',
        content: '<p>新内容<iframe src="https://evil.example"></iframe></p>',
      }),
    );
    expect(edited).toMatchObject({ title: '新标题', content: '<p>新内容</p>', version: 2 });
    expect(edited.lastModificationTime).toBe(clock.clock().toISOString());
    const stale = await as('admin', 'POST', `${NOTICE}/Update`, {
      id: created.id,
      version: 1,
      title: '过期的修改',
      content: '<p>x</p>',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'The notice "新标题" was changed by someone else since you read it (it is now version 2): reload it and make your change again',
    );
    const bad = await as('admin', 'POST', `${NOTICE}/Update`, {
      id: created.id,
      version: 2,
      title: '',
      content: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['content', 'title']);
    expect(resultOf(await as('admin', 'GET', `${NOTICE}/Get?id=${created.id}`))).toMatchObject({
      title: '新标题',
      version: 2,
    });
  });

  it('pins a notice before the others and unpins it back into the newest-first order', async () => {
    const older = await publish({ title: '较早的公告' });
    clock.advance(60);
    const newer = await publish({ title: '较新的公告' });
    const ids = async () => (await listOf('agent')).map((n) => n.id);
    expect((await ids()).indexOf(newer.id)).toBeLessThan((await ids()).indexOf(older.id));
    const pinned = resultOf(await as('admin', 'POST', `${NOTICE}/SetPinned`, { id: older.id, pinned: true }));
    expect(pinned).toMatchObject({ pinned: true, version: 2 });
    const list = await listOf('agent');
    const firstUnpinned = list.findIndex((n) => !n.pinned);
    expect(list.findIndex((n) => n.id === older.id)).toBeLessThan(firstUnpinned);
    resultOf(await as('admin', 'POST', `${NOTICE}/SetPinned`, { id: older.id, pinned: false }));
    expect((await ids()).indexOf(newer.id)).toBeLessThan((await ids()).indexOf(older.id));
  });

  it('withdraws a notice: gone for staff (not counted, 404), kept and marked for the Admin, closed to changes', async () => {
    const notice = await publish({ title: '将撤回的公告' });
    const before = await unread('agent');
    const withdrawn = resultOf(await as('admin', 'POST', `${NOTICE}/Withdraw`, { id: notice.id }));
    expect(withdrawn).toMatchObject({ withdrawnTime: clock.clock().toISOString(), version: 2 });
    expect(await unread('agent')).toBe(before - 1);
    expect((await listOf('agent')).map((n) => n.id)).not.toContain(notice.id);
    expect((await as('agent', 'GET', `${NOTICE}/Get?id=${notice.id}`)).statusCode).toBe(404);
    expect((await as('agent', 'POST', `${NOTICE}/MarkRead`, { id: notice.id })).statusCode).toBe(404);
    expect((await listOf('admin')).find((n) => n.id === notice.id)?.withdrawnTime).not.toBeNull();

    const edit = await as('admin', 'POST', `${NOTICE}/Update`, {
      id: notice.id,
      version: 2,
      title: 'x',
      content: '<p>x</p>',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('A withdrawn notice cannot change: publish a new one instead');
    expect(
      (await as('admin', 'POST', `${NOTICE}/SetPinned`, { id: notice.id, pinned: true })).statusCode,
    ).toBe(409);
    const again = await as('admin', 'POST', `${NOTICE}/Withdraw`, { id: notice.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The notice is already withdrawn');
  });

  it('audits each write with the fields it changed', async () => {
    const notice = await publish({ title: '审计的公告' });
    resultOf(await as('admin', 'POST', `${NOTICE}/SetPinned`, { id: notice.id, pinned: true }));
    const rows = await harness.database.db
      .selectFrom('auditLog')
      .select(['entity', 'entityId', 'route', 'changes'])
      .where('entity', '=', 'systemNotice')
      .where('entityId', '=', String(notice.id))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.route)).toEqual([`${NOTICE}/Create`, `${NOTICE}/SetPinned`]);
    expect(rows[1]!.changes).toMatchObject({ before: { pinned: false }, after: { pinned: true } });
  });
});

describe('permissions (§6)', () => {
  it('lets every role read, and refuses staff every write (403) without changing anything', async () => {
    const notice = await publish();
    const before = await storedCount();
    const writes: [string, object][] = [
      [`${NOTICE}/Create`, { title: 't', content: '<p>c</p>' }],
      [`${NOTICE}/Update`, { id: notice.id, version: 1, title: 't', content: '<p>c</p>' }],
      [`${NOTICE}/SetPinned`, { id: notice.id, pinned: true }],
      [`${NOTICE}/Withdraw`, { id: notice.id }],
    ];
    for (const user of ['manager', 'agent', 'viewer']) {
      expect((await as(user, 'GET', `${NOTICE}/GetPaged`)).statusCode, user).toBe(200);
      for (const [url, payload] of writes) {
        const reply: Reply = await as(user, 'POST', url, payload);
        expect(reply.statusCode, `${user} ${url}`).toBe(403);
      }
    }
    expect(await storedCount()).toBe(before);
    expect(resultOf(await as('admin', 'GET', `${NOTICE}/Get?id=${notice.id}`))).toMatchObject({
      version: 1,
      pinned: false,
      withdrawnTime: null,
    });
  });

  it('refuses a role without the notices to read them', async () => {
    const outsider = await staffWithGrants(harness.app, harness.tokens.admin!, ['project.query']);
    expect((await as(outsider.token, 'GET', `${NOTICE}/GetPaged`)).statusCode).toBe(403);
    expect((await as(outsider.token, 'GET', `${NOTICE}/GetUnreadCount`)).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('shows another tenant none of our notices, counts none of them, and answers 404 for our ids', async () => {
    const theirsBefore = await unread('otherTenant');
    const ours = await publish({ title: '只属于租户 3 的公告' });
    expect(await unread('otherTenant')).toBe(theirsBefore);
    expect((await listOf('otherTenant')).map((n) => n.id)).not.toContain(ours.id);
    for (const [method, url, payload] of [
      ['GET', `${NOTICE}/Get?id=${ours.id}`],
      ['POST', `${NOTICE}/MarkRead`, { id: ours.id }],
      ['POST', `${NOTICE}/Update`, { id: ours.id, version: 1, title: 'taken over', content: '<p>x</p>' }],
      ['POST', `${NOTICE}/SetPinned`, { id: ours.id, pinned: true }],
      ['POST', `${NOTICE}/Withdraw`, { id: ours.id }],
    ] as const) {
      expect((await as('otherTenant', method, url, payload)).statusCode, url).toBe(404);
    }
    expect(resultOf(await as('admin', 'GET', `${NOTICE}/Get?id=${ours.id}`))).toMatchObject({
      title: '只属于租户 3 的公告',
      version: 1,
    });
  });
});
