import { beforeAll, describe, expect, it } from 'vitest';
import { KyselyRecordRepository } from '../src/adapters/records/kysely-record-repository';
import { call, loginAll, type Reply, useTestApp } from './harness';

const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const harness = useTestApp();
beforeAll(async () => {
  const signedIn = await loginAll(harness.app);
  Object.assign(tokens, signedIn.tokens);
  Object.assign(ids, signedIn.ids);
});

const SPROJECT = '/api/services/app/Sproject';
const get = (url: string, user = 'agent') => call(harness.app, { method: 'GET', url, token: tokens[user] });
const post = (url: string, payload: object, user = 'agent', headers: Record<string, string> = {}) =>
  call(harness.app, { method: 'POST', url, token: tokens[user], payload, headers });
const result = (reply: Reply) => reply.json().result;

let seq = 0;
async function createProject(overrides: object = {}, user = 'agent') {
  seq++;
  const reply = await post(
    `${SPROJECT}/CreateOrUpdate`,
    {
      projectName: `测试项目 ${seq}`,
      projectNum: `T-${Date.now()}-${seq}`,
      biddingMethod: '公开招标',
      projectBudget: '1000000.10',
      projectManager: ids.manager,
      sGroupList: [{ groupNumber: '1', groupName: '标段一', groupBudget: 500000 }],
      eHonors: [{ fileId: 'f/1.pdf', fileName: '需求.pdf', usage: '0' }],
      ...overrides,
    },
    user,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return result(reply);
}

async function detail(id: number) {
  return result(await get(`${SPROJECT}/GetSprojectDetail?id=${id}`));
}

async function nodesOf(project: { flowInstanceId: string }) {
  const reply = await get(
    `/api/services/app/EProjectFlowNode/GetPaged?Filter=flowInstanceId=${project.flowInstanceId}`,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return result(reply).items as { id: number; nodeName: string; router: string; nextNodeId: number }[];
}

const circulate = (body: object, user = 'agent', headers: Record<string, string> = {}) =>
  post(`${SPROJECT}/CirculationProjectFlowById`, body, user, headers);

async function moveTo(project: { id: number; flowInstanceId: string }, router: string) {
  const target = (await nodesOf(project)).find((n) => n.router === router)!;
  const reply = await circulate(
    { projectId: project.id, flowAction: 'jump', jumpNodeId: target.id },
    'admin',
  );
  expect(result(reply).code, reply.body).toBe('1');
  return target;
}

describe('Sproject/CreateOrUpdate and GetSprojectDetail (§3, §7)', () => {
  it('creates a project with its flow from the bidding method template, at the first step', async () => {
    const project = await createProject();
    expect(project).toMatchObject({ state: 3, auditState: null, mode: 3, projectBudget: '1000000.10' });
    const nodes = await nodesOf(project);
    expect(nodes.map((n) => n.router)).toContain('/sign-up');
    expect(nodes.at(-1)!.nextNodeId).toBe(0);
    expect(project.currentNodeId).toBe(nodes[0]!.id);
    expect(project.projectFlowName).toBe(nodes[0]!.nodeName);
    const stored = await detail(project.id);
    expect(stored.sGroupList).toEqual([
      expect.objectContaining({ groupName: '标段一', groupBudget: '500000.00' }),
    ]);
    expect(stored.eHonors).toEqual([expect.objectContaining({ fileName: '需求.pdf', usage: '0' })]);
    expect(stored.projectManagerName).toBeTruthy();
  });

  it('makes the creator the manager of a project saved without one (§3), named in lists and detail', async () => {
    const project = await createProject({ projectManager: null }, 'agent');
    expect(project.projectManager).toBe(ids.agent);
    expect((await detail(project.id)).projectManagerName).toBe('李代理');
    const listed = result(await get(`${SPROJECT}/GetPaged?Filter=${encodeURIComponent(`id=${project.id}`)}`));
    expect(listed.items[0]).toMatchObject({ projectManager: ids.agent, projectManagerName: '李代理' });
    const picked = await createProject({ projectManager: ids.manager }, 'agent');
    expect(picked.projectManager).toBe(ids.manager);
  });

  it('lists the bid opening time: the end time of the published tender notice, none before', async () => {
    const project = await createProject();
    const row = async () =>
      result(await get(`${SPROJECT}/GetPaged?Filter=${encodeURIComponent(`id=${project.id}`)}`)).items[0];
    expect((await row()).bidOpeningTime).toBeNull();
    // At least 20 days after the notice goes out (招标投标法 第二十四条, ADR 0022).
    const endTime = new Date(Math.floor(Date.now() / 1000) * 1000 + 30 * 86_400_000).toISOString();
    const saved = await post('/api/services/app/OfflineNotice/CreateOrUpdate', {
      projectId: project.id,
      title: '招标公告',
      noticeType: '0',
      content: '<p>招标公告</p>',
      endTime,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await row()).bidOpeningTime).toBeNull(); // a draft is no public date yet
    const published = await post('/api/services/app/OfflineNotice/Publish', { id: result(saved).id });
    expect(published.statusCode, published.body).toBe(200);
    expect((await row()).bidOpeningTime).toBe(endTime);
  });

  it('refuses a second project with the same business number in the tenant (409)', async () => {
    const project = await createProject();
    const reply = await post(`${SPROJECT}/CreateOrUpdate`, {
      projectName: 'x',
      projectNum: project.projectNum,
      biddingMethod: '公开招标',
    });
    expect(reply.statusCode).toBe(409);
  });

  it('names each bad field (400) and stores nothing', async () => {
    const before = result(await get(`${SPROJECT}/GetPaged?MaxResultCount=1`)).totalCount;
    const reply = await post(`${SPROJECT}/CreateOrUpdate`, {
      projectName: '',
      projectNum: 'n',
      biddingMethod: 'auction',
      projectBudget: '1.234',
    });
    expect(reply.statusCode).toBe(400);
    const members = reply.json().error.validationErrors.flatMap((e: { members: string[] }) => e.members);
    expect(members).toEqual(expect.arrayContaining(['projectName', 'biddingMethod', 'projectBudget']));
    expect(result(await get(`${SPROJECT}/GetPaged?MaxResultCount=1`)).totalCount).toBe(before);
  });

  it("refuses bid packages whose budgets add up to more than the project's (400 naming sGroupList)", async () => {
    const before = result(await get(`${SPROJECT}/GetPaged?MaxResultCount=1`)).totalCount;
    const body = {
      projectName: '预算超出',
      projectNum: `BUDGET-${Date.now()}`,
      biddingMethod: '公开招标',
      projectBudget: '1000000.00',
      sGroupList: [
        { groupNumber: '1', groupName: '一', groupBudget: '600000.00' },
        { groupNumber: '2', groupName: '二', groupBudget: '400000.01' },
      ],
    };
    const reply = await post(`${SPROJECT}/CreateOrUpdate`, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.validationErrors).toEqual([
      expect.objectContaining({ members: ['sGroupList'], message: expect.stringMatching(/1,000,000.01 元/) }),
    ]);
    expect(result(await get(`${SPROJECT}/GetPaged?MaxResultCount=1`)).totalCount).toBe(before);
    // To the fen, the same packages fit.
    body.sGroupList[1]!.groupBudget = '400000.00';
    expect((await post(`${SPROJECT}/CreateOrUpdate`, body)).statusCode).toBe(200);
  });

  it('hides another tenant project behind 404', async () => {
    const project = await createProject();
    expect(
      (
        await call(harness.app, {
          method: 'GET',
          url: `${SPROJECT}/GetSprojectDetail?id=${project.id}`,
          token: tokens.otherTenant,
        })
      ).statusCode,
    ).toBe(404);
    const foreign = await circulate({ projectId: project.id, flowAction: 'next' }, 'otherTenant');
    expect(foreign.statusCode).toBe(404);
  });

  it("gives a project's steps and sites by its id, as by its flow instance; none of another tenant's", async () => {
    const project = await createProject();
    const FLOW = '/api/services/app/EProjectFlowNode';
    const byProject = await get(`${FLOW}/GetPaged?Filter=projectId=${project.id}`);
    expect(byProject.statusCode, byProject.body).toBe(200);
    expect(result(byProject).items).toEqual(await nodesOf(project));
    const sites = (query: string, user = 'agent') => get(`${FLOW}/GetSiteListByInstanceId?${query}`, user);
    expect(result(await sites(`ProjectId=${project.id}`))).toEqual(
      result(await sites(`InstanceId=${project.flowInstanceId}`)),
    );
    expect(result(await get(`${FLOW}/GetPaged?Filter=projectId=${project.id}`, 'otherTenant')).items).toEqual(
      [],
    );
    expect(result(await sites(`ProjectId=${project.id}`, 'otherTenant'))).toEqual([]);
    expect((await sites('')).statusCode).toBe(400);
    expect((await get(`${FLOW}/GetPaged?Filter=projectId=1|2`)).statusCode).toBe(400);
  });
});

describe('Sproject/GetPaged (§7 Filter and Sorting)', () => {
  it('filters by name and state, sorts, and pages', async () => {
    const a = await createProject({ projectName: '筛选专用 alpha' });
    await createProject({ projectName: '筛选专用 beta' });
    const page = result(
      await get(
        `${SPROJECT}/GetPaged?Filter=${encodeURIComponent('projectName~筛选专用,mode=3,state=3')}&Sorting=projectName%20asc&MaxResultCount=1`,
      ),
    );
    expect(page.totalCount).toBe(2);
    expect(page.items.map((p: { id: number }) => p.id)).toEqual([a.id]);
  });

  it('counts all matches on every page, also past the last one, and none for no match', async () => {
    await createProject({ projectName: '计数专用 1' });
    await createProject({ projectName: '计数专用 2' });
    await createProject({ projectName: '计数专用 3' });
    const page = (skip: number, name = '计数专用') =>
      get(
        `${SPROJECT}/GetPaged?Filter=${encodeURIComponent(`projectName~${name}`)}&MaxResultCount=2&SkipCount=${skip}`,
      ).then(result);
    expect(await page(0)).toMatchObject({ totalCount: 3, items: { length: 2 } });
    expect(await page(2)).toMatchObject({ totalCount: 3, items: { length: 1 } });
    expect(await page(6)).toEqual({ totalCount: 3, items: [] });
    expect(await page(0, '没有这个项目')).toEqual({ totalCount: 0, items: [] });
  });

  it('refuses unknown filter and sorting fields, naming them', async () => {
    const reply = await get(`${SPROJECT}/GetPaged?Filter=${encodeURIComponent('passwordHash=x')}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatch(/unknown field 'passwordHash'/);
    expect(
      (await get(`${SPROJECT}/GetPaged?Sorting=${encodeURIComponent('id; drop table projects')}`)).statusCode,
    ).toBe(400);
  });

  it('never lists another tenant projects', async () => {
    const mine = await createProject({ projectName: '租户隔离' });
    const theirs = result(
      await call(harness.app, {
        method: 'GET',
        url: `${SPROJECT}/GetPaged?Filter=${encodeURIComponent('projectName~租户隔离')}`,
        token: tokens.otherTenant,
      }),
    );
    expect(theirs.items.map((p: { id: number }) => p.id)).not.toContain(mine.id);
  });
});

describe('Sproject/CirculationProjectFlowById (§4, §5, §6)', () => {
  it('advances from a step without checks and writes a flow record', async () => {
    const project = await createProject();
    const nodes = await nodesOf(project);
    const reply = await circulate({
      projectId: project.id,
      flowAction: 'next',
      expectedNodeId: nodes[0]!.id,
    });
    expect(result(reply)).toMatchObject({ code: '1', currentNodeId: nodes[1]!.id });
    expect((await detail(project.id)).projectFlowName).toBe(nodes[1]!.nodeName);
    const records = await harness.database.db
      .selectFrom('flowRecords')
      .selectAll()
      .where('projectId', '=', project.id)
      .execute();
    expect(records).toEqual([
      expect.objectContaining({
        nodeType: 'next',
        fromNodeId: nodes[0]!.id,
        toNodeId: nodes[1]!.id,
        userName: expect.any(String),
      }),
    ]);
  });

  it('refuses at sign-up with code 3 and the blocking messages, in Chinese when asked', async () => {
    const project = await createProject();
    await moveTo(project, '/sign-up');
    const reply = await circulate({ projectId: project.id, flowAction: 'next' }, 'agent', {
      'accept-language': 'zh-CN',
    });
    expect(reply.statusCode).toBe(200);
    expect(result(reply).code).toBe('3');
    expect(result(reply).msg).toMatch(/3/);
  });

  it('lists the blocking messages one by one beside the joined msg', async () => {
    const project = await createProject();
    await moveTo(project, '/sign-up');
    const { messages, msg } = result(await circulate({ projectId: project.id, flowAction: 'next' }));
    // An empty sign-up: too few registered and too few approved suppliers (§5).
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(messages.every((line: string) => !line.includes('\n'))).toBe(true);
    expect(msg).toBe(messages.join('\n'));
  });

  it('passes sign-up with exactly 3 approved suppliers, not with 2', async () => {
    const project = await createProject();
    await moveTo(project, '/sign-up');
    const scope = { tenantId: 3, userId: ids.agent! };
    const records = new KyselyRecordRepository(harness.database.db, scope);
    for (let i = 0; i < 2; i++) {
      await records.create('signUp', {
        projectId: project.id,
        supplierName: `供应商${i}`,
        signUp_state: '1',
        signUp_tenderDoc: `doc${i}`,
      });
    }
    expect(result(await circulate({ projectId: project.id, flowAction: 'next' })).code).toBe('3');
    await records.create('signUp', {
      projectId: project.id,
      supplierName: '供应商2',
      signUp_state: '1',
      signUp_tenderDoc: 'doc2',
    });
    expect(result(await circulate({ projectId: project.id, flowAction: 'next' })).code).toBe('1');
  });

  it('is blocked by an unhandled objection', async () => {
    const project = await createProject();
    await new KyselyRecordRepository(harness.database.db, { tenantId: 3, userId: ids.agent! }).create(
      'objection',
      {
        projectId: project.id,
        objection_status: '未处理',
      },
    );
    const reply = await circulate({ projectId: project.id, flowAction: 'next' });
    expect(result(reply).code).toBe('3');
    expect(result(reply).msg).toMatch(/1/);
  });

  it('advances once on a double click naming the same step: the second is a conflict (409)', async () => {
    const project = await createProject();
    const [first] = await nodesOf(project);
    const replies = [
      await circulate({ projectId: project.id, flowAction: 'next', expectedNodeId: first!.id }),
      await circulate({ projectId: project.id, flowAction: 'next', expectedNodeId: first!.id }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 409]);
  });

  it('refuses a viewer (403) and lets only Admin or the project manager jump', async () => {
    const project = await createProject();
    const nodes = await nodesOf(project);
    expect((await circulate({ projectId: project.id, flowAction: 'next' }, 'viewer')).statusCode).toBe(403);
    expect(
      (await circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: nodes[3]!.id }, 'agent'))
        .statusCode,
    ).toBe(403);
    expect(
      result(
        await circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: nodes[3]!.id }, 'manager'),
      ).code,
    ).toBe('1');
    expect(
      result(
        await circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: nodes[1]!.id }, 'admin'),
      ).code,
    ).toBe('1');
  });

  it('lets a user who may modify re-evaluate (back to 开标评标) though he may not jump', async () => {
    const project = await createProject({ projectManager: null });
    const publicity = await moveTo(project, '/result-publicity');
    const evaluation = (await nodesOf(project)).find((n) => n.nodeName === '开标评标')!;
    const jump = await circulate(
      { projectId: project.id, flowAction: 'jump', jumpNodeId: evaluation.id },
      'manager',
    );
    expect(jump.statusCode).toBe(403);
    const reply = await circulate(
      { projectId: project.id, flowAction: 'jump', exception: 'reevaluate', expectedNodeId: publicity.id },
      'manager',
    );
    expect(result(reply).code, reply.body).toBe('1');
    expect((await detail(project.id)).projectFlowName).toBe('开标评标');
  });
});

describe('status transitions through CreateOrUpdate (§4 exceptions)', () => {
  it('terminates a running project, then refuses any further change', async () => {
    const project = await createProject();
    const { eNotices: _n, ...stored } = await detail(project.id);
    const body = { ...stored, state: 5, projectFlowName: '项目终止' };
    const reply = await post(`${SPROJECT}/CreateOrUpdate`, strip(body));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(result(reply)).toMatchObject({ state: 5, projectFlowName: '项目终止' });
    const again = await post(`${SPROJECT}/CreateOrUpdate`, strip({ ...stored, projectName: 'changed' }));
    expect(again.statusCode).toBe(403);
    expect((await circulate({ projectId: project.id, flowAction: 'next' }, 'admin')).statusCode).toBe(403);
  });

  it('re-tenders a terminated project: a new project linked to it, with a fresh flow at its first step', async () => {
    const ended = await createProject();
    const { eNotices: _n, ...stored } = await detail(ended.id);
    await post(`${SPROJECT}/CreateOrUpdate`, strip({ ...stored, state: 5, projectFlowName: '项目终止' }));
    const reply = await post(`${SPROJECT}/CreateOrUpdate`, {
      projectName: `${ended.projectName}（重新招标）`,
      projectNum: `${ended.projectNum}-R`,
      biddingMethod: '公开招标',
      rebiddingId: ended.id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const again = result(reply);
    expect(again).toMatchObject({ rebiddingId: ended.id, state: 3 });
    expect(again.flowInstanceId).not.toBe(ended.flowInstanceId);
    expect(again.currentNodeId).toBe((await nodesOf(again))[0]!.id);
    // The link reads both ways: the ended project finds its re-tender by the list's rebiddingId field.
    const linked = result(
      await get(`${SPROJECT}/GetPaged?Filter=${encodeURIComponent(`rebiddingId=${ended.id}`)}`),
    );
    expect(linked.items.map((p: { id: number }) => p.id)).toEqual([again.id]);
  });

  it('refuses a re-tender of a running project (400 naming rebiddingId) and of an unknown one (404)', async () => {
    const running = await createProject();
    const body = { projectName: '重新招标', projectNum: `R-${Date.now()}`, biddingMethod: '公开招标' };
    const refused = await post(`${SPROJECT}/CreateOrUpdate`, { ...body, rebiddingId: running.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.validationErrors[0].members).toEqual(['rebiddingId']);
    expect((await post(`${SPROJECT}/CreateOrUpdate`, { ...body, rebiddingId: 999_999_999 })).statusCode).toBe(
      404,
    );
  });

  it('refuses a bid package charging a fee both as a percent and as a value (400 naming the field)', async () => {
    const reply = await post(`${SPROJECT}/CreateOrUpdate`, {
      projectName: '服务费',
      projectNum: `FEE-${Date.now()}`,
      biddingMethod: '公开招标',
      sGroupList: [{ groupNumber: '1', groupName: '一', servicePercent: '0.8', serviceValue: '5000' }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.validationErrors[0].members).toEqual(['sGroupList.0.serviceValue']);
  });

  it('refuses an unknown transition and a viewer edit', async () => {
    const project = await createProject();
    const { eNotices: _n, ...stored } = await detail(project.id);
    expect(
      (await post(`${SPROJECT}/CreateOrUpdate`, strip({ ...stored, state: 8, projectFlowName: '随便' })))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(`${SPROJECT}/CreateOrUpdate`, strip({ ...stored, projectName: 'v' }), 'viewer')).statusCode,
    ).toBe(403);
  });

  it('deletes a project, which is then not found; a viewer may not delete', async () => {
    const project = await createProject();
    const refused = await call(harness.app, {
      method: 'DELETE',
      url: `${SPROJECT}/Delete?id=${project.id}`,
      token: tokens.viewer,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await call(harness.app, {
          method: 'DELETE',
          url: `${SPROJECT}/Delete?id=${project.id}`,
          token: tokens.agent,
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(`${SPROJECT}/GetSprojectDetail?id=${project.id}`)).statusCode).toBe(404);
  });
});

/** The fields CreateOrUpdate takes, from a detail reply. */
function strip(project: Record<string, unknown>) {
  const {
    tenantId: _t,
    flowInstanceId: _f,
    currentNodeId: _c,
    projectManagerName: _m,
    projectAssistantName: _a,
    creationTime: _ct,
    creatorUserId: _cu,
    lastModificationTime: _lt,
    lastModifierUserId: _lu,
    ...rest
  } = project;
  return rest;
}
