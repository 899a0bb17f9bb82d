import { byUrgency } from '@tender/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { ProjectApi, type ProjectReply, SPROJECT } from './support/project-api';
import { editable } from './support/workflow-context';

/**
 * The home page: GET Home/GetWorkbench (not among §7's calls). The seeded demo projects are there too, so the
 * test reads what its own projects change. The clock stands in 2030, past every demo notice's deadline;
 * notices go out weeks before it, as the law has them leave the bidders their days (ADR 0022).
 */
const WORKBENCH = '/api/services/app/Home/GetWorkbench';
const NOW = new Date('2030-01-07T02:00:00Z');
const DAY = 86_400_000;
/** The server's clock: NOW, but while a notice is published at an earlier time. */
let now = NOW.getTime();

let api: ProjectApi;

interface Workbench {
  needsYou: {
    total: number;
    items: {
      id: number;
      involved: boolean;
      projectFlowName: string;
      lastModificationTime: string | null;
      deadline: string | null;
      blockers: { code: string; count: number; minimum: number; message: { en: string; zh: string } }[];
    }[];
  };
  noticesDue: { total: number; items: { id: number; projectId: number; title: string; endTime: string }[] };
  awaitingClosing: { total: number; items: { id: number }[] };
  counts: { byState: { state: number; count: number }[]; byStep: { step: string; count: number }[] };
}

const harness = useTestApp({ config: { clock: () => new Date(now) } });
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app);
});

async function workbench(user = 'agent', from = api): Promise<Workbench> {
  const reply = await from.get(WORKBENCH, user);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result;
}
const countOf = (rows: { count: number }[], pick: (row: never) => boolean) =>
  (rows as never[]).filter(pick).reduce((sum, row: { count: number }) => sum + row.count, 0);
const runningCount = (w: Workbench) => countOf(w.counts.byState, (r: { state: number }) => r.state === 3);
const atStep = (w: Workbench, step: string) =>
  countOf(w.counts.byStep, (r: { step: string }) => r.step === step);

async function jumpTo(project: ProjectReply, nodeName: string) {
  const node = (await api.nodesOf(project)).find((n) => n.nodeName === nodeName)!;
  const reply = await api.circulate(
    { projectId: project.id, flowAction: 'jump', jumpNodeId: node.id },
    'admin',
  );
  expect(reply.statusCode, reply.body).toBe(200);
}

/** A notice with a deadline, published `daysAgo` days before NOW (unless a draft); its id. */
async function publishedNotice(
  projectId: number,
  title: string,
  endTime: Date,
  { publish = true, daysAgo = 25, noticeType = '0' } = {},
) {
  const saved = await api.post('/api/services/app/OfflineNotice/CreateOrUpdate', {
    projectId,
    title,
    noticeType,
    content: '<p>公告</p>',
    endTime: endTime.toISOString(),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const notice = saved.json().result;
  if (publish) {
    now = NOW.getTime() - daysAgo * DAY;
    const published = await api.post('/api/services/app/OfflineNotice/Publish', { id: notice.id });
    now = NOW.getTime();
    expect(published.statusCode, published.body).toBe(200);
  }
  return notice.id as number;
}

describe('GET Home/GetWorkbench', () => {
  it('lists a new project of the user among what needs them, and counts it by state and step', async () => {
    const before = await workbench();
    const project = await api.createProject();
    const after = await workbench();

    expect(after.needsYou.total).toBe(before.needsYou.total + 1);
    expect(after.needsYou.items.find((i) => i.id === project.id)).toMatchObject({
      involved: true,
      blockers: [],
      deadline: null,
    });
    expect(runningCount(after)).toBe(runningCount(before) + 1);
    const firstStep = project.projectFlowName ?? '';
    expect(atStep(after, firstStep)).toBe(atStep(before, firstStep) + 1);
  });

  it('shows what blocks a project at sign-up, as the next-step check would', async () => {
    const project = await api.createProject();
    await jumpTo(project, '报名');
    const item = (await workbench()).needsYou.items.find((i) => i.id === project.id);
    expect(item?.projectFlowName).toBe('报名');
    expect(item?.blockers.map((b) => b.code)).toEqual([
      'sign-up-too-few-registered',
      'sign-up-too-few-approved',
    ]);
  });

  it('sends every project that needs the user, blocked first, then by the nearest deadline', async () => {
    const blocked = await api.createProject();
    await jumpTo(blocked, '报名');
    const dated = await api.createProject();
    // Past the seven days of the notices list, so that list's own test reads only its notices.
    const end = new Date(NOW.getTime() + 9 * DAY);
    await publishedNotice(dated.id, '九天后截止', end);

    const needsYou = (await workbench()).needsYou;
    expect(needsYou.items).toHaveLength(needsYou.total);
    expect(needsYou.items).toEqual([...needsYou.items].sort(byUrgency));
    const position = (id: number) => needsYou.items.findIndex((i) => i.id === id);
    expect(position(blocked.id)).toBeLessThan(position(dated.id));
    expect(needsYou.items[position(dated.id)]?.deadline).toBe(end.toISOString());
    const firstUnblocked = needsYou.items.findIndex((i) => i.blockers.length === 0);
    expect(needsYou.items.slice(firstUnblocked).every((i) => i.blockers.length === 0)).toBe(true);
  });

  it('gives a viewer no to-do, even at a step that names no roles (§6: reading only)', async () => {
    const project = await api.createProject();
    // 合同签订 names no roles: the step rule alone would let anyone modify it.
    await jumpTo(project, '合同签订');
    expect((await workbench('agent')).needsYou.items.some((i) => i.id === project.id)).toBe(true);
    const viewer = (await workbench('viewer')).needsYou;
    expect(viewer).toEqual({ total: 0, items: [] });
  });

  it("marks as the admin's own only the projects they manage, assist or created", async () => {
    const others = await api.createProject({ projectManager: api.ids.manager }, 'manager');
    const own = await api.createProject({ projectManager: api.ids.manager }, 'admin');
    const items = (await workbench('admin')).needsYou.items;
    expect(items.find((i) => i.id === others.id)?.involved).toBe(false);
    expect(items.find((i) => i.id === own.id)?.involved).toBe(true);
  });

  it('leaves out projects at steps whose roles the user lacks', async () => {
    const project = await api.createProject();
    // 招标文件编制 names Admin, ProjectManager and Agent: the viewer may not modify it.
    const viewer = await workbench('viewer');
    expect(viewer.needsYou.items.some((i) => i.id === project.id)).toBe(false);
    const admin = await workbench('admin');
    expect(admin.needsYou.total).toBeGreaterThanOrEqual(1);
  });

  it('lists the notices carrying a deadline in force within seven days, soonest first', async () => {
    const notice = async (title: string, endTime: Date, options = {}) =>
      publishedNotice((await api.createProject()).id, title, endTime, options);
    const later = await notice('三天后截止', new Date(NOW.getTime() + 3 * DAY));
    const sooner = await notice('明天截止', new Date(NOW.getTime() + DAY));
    await notice('十天后截止', new Date(NOW.getTime() + 10 * DAY));
    await notice('已截止', new Date(NOW.getTime() - DAY));
    await notice('草稿', new Date(NOW.getTime() + DAY), { publish: false });
    // A deadline a correction moved on is no longer due; the one it moved into the week is (ADR 0022).
    const movedOn = await api.createProject();
    await publishedNotice(movedOn.id, '两天后截止', new Date(NOW.getTime() + 2 * DAY), { daysAgo: 30 });
    await publishedNotice(movedOn.id, '延期至二十天后', new Date(NOW.getTime() + 20 * DAY), {
      daysAgo: 5,
      noticeType: '1',
    });
    const movedInto = await api.createProject();
    await publishedNotice(movedInto.id, '五天前截止', new Date(NOW.getTime() - 5 * DAY), { daysAgo: 30 });
    const correction = await publishedNotice(
      movedInto.id,
      '延期至四天后',
      new Date(NOW.getTime() + 4 * DAY),
      {
        daysAgo: 12,
        noticeType: '1',
      },
    );

    const due = (await workbench()).noticesDue;
    expect(due.items.map((n) => n.id)).toEqual([sooner, later, correction]);
    expect(due.total).toBe(3);
    expect(due.items[0]).toMatchObject({ title: '明天截止' });
    const moved = (await workbench()).needsYou.items.find((i) => i.id === movedOn.id);
    expect(moved?.deadline).toBe(new Date(NOW.getTime() + 20 * DAY).toISOString());
  });

  it('lists projects awaiting closing', async () => {
    const project = await api.createProject();
    const before = await workbench();
    await jumpTo(project, '合同签订');
    const reply = await api.post(
      `${SPROJECT}/CreateOrUpdate`,
      { ...editable(await api.detail(project.id)), auditState: '13', projectFlowName: '项目待结项' },
      'admin',
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const after = await workbench();
    expect(after.awaitingClosing.total).toBe(before.awaitingClosing.total + 1);
    expect(after.awaitingClosing.items[0]?.id).toBe(project.id);
    // Awaiting closing is read-only (§4): it no longer needs anyone at a step.
    expect(after.needsYou.items.some((i) => i.id === project.id)).toBe(false);
  });

  it("shows only the user's own tenant", async () => {
    const project = await api.createProject();
    await publishedNotice(project.id, '本租户公告', new Date(NOW.getTime() + DAY));
    const archive = await ProjectApi.signIn(harness.app, 1, ['agent']);
    const other = await workbench('agent', archive);
    expect(other.needsYou.items.some((i) => i.id === project.id)).toBe(false);
    expect(other.noticesDue.items.some((n) => n.projectId === project.id)).toBe(false);
  });

  it('refuses an anonymous caller', async () => {
    const reply = await harness.app.inject({ method: 'GET', url: WORKBENCH });
    expect(reply.statusCode).toBe(401);
  });
});

describe('my projects: the involves filter of Sproject/GetPaged', () => {
  it('finds the projects where the user is manager, assistant or creator, and no others', async () => {
    const managed = await api.createProject({ projectManager: api.ids.manager }, 'admin');
    const assisted = await api.createProject(
      { projectManager: null, projectAssistant: api.ids.manager },
      'admin',
    );
    const created = await api.createProject({ projectManager: null }, 'manager');
    const elsewhere = await api.createProject({ projectManager: null }, 'admin');
    const reply = await api.get(
      `${SPROJECT}/GetPaged?Filter=${encodeURIComponent(`involves=${api.ids.manager},mode=3`)}&MaxResultCount=1000`,
      'manager',
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const ids = (reply.json().result.items as { id: number }[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([managed.id, assisted.id, created.id]));
    expect(ids).not.toContain(elsewhere.id);
  });

  it('takes only = and != and refuses sorting by it, naming the field', async () => {
    const bad = await api.get(`${SPROJECT}/GetPaged?Filter=${encodeURIComponent('involves>3')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/involves/);
    const sorted = await api.get(`${SPROJECT}/GetPaged?Sorting=involves`);
    expect(sorted.statusCode).toBe(400);
  });
});
