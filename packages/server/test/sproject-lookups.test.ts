import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Reply, testClock, useTestApp } from './harness';
import { ProjectApi, SPROJECT } from './support/project-api';

let api: ProjectApi;
let tenant1: ProjectApi;

const harness = useTestApp({ config: { clock: testClock(new Date('2026-06-30T17:00:00Z')).clock } });
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app);
  tenant1 = await ProjectApi.signIn(harness.app, 1, ['admin']);
});

const result = (reply: Reply) => reply.json().result;
const members = (reply: Reply) =>
  (reply.json().error.validationErrors as { members: string[] }[]).flatMap((v) => v.members);
const ok = async (reply: Promise<Reply>) => {
  const r = await reply;
  expect(r.statusCode, r.body).toBe(200);
  return result(r);
};

describe('Sproject/GetProjectNum', () => {
  it('gives the next free number of the tenant for the business year, ZB<tenant>-<year>-<NNNN>', async () => {
    // 2026-06-30T17:00Z is already 1 July in China: still 2026.
    const first = await ok(api.get(`${SPROJECT}/GetProjectNum`));
    expect(first).toMatch(/^ZB3-2026-\d{4}$/);
    const demoNumbers = await harness.database.db
      .selectFrom('projects')
      .select('projectNum')
      .where('tenantId', '=', 3)
      .where('projectNum', 'like', 'ZB3-2026-%')
      .execute();
    const highest = Math.max(0, ...demoNumbers.map((p) => Number(p.projectNum.slice(-4))));
    expect(Number(first.slice(-4))).toBe(highest + 1);
    const created = await api.createProject({ projectNum: first });
    expect(await ok(api.get(`${SPROJECT}/GetProjectNum`))).toBe(
      `ZB3-2026-${String(highest + 2).padStart(4, '0')}`,
    );
    // A deleted project's number is not handed out again.
    await ok(
      call(harness.app, {
        method: 'DELETE',
        url: `${SPROJECT}/Delete?id=${created.id}`,
        token: api.tokens.agent,
      }),
    );
    expect(Number((await ok(api.get(`${SPROJECT}/GetProjectNum`))).slice(-4))).toBe(highest + 2);
    expect(await ok(tenant1.get(`${SPROJECT}/GetProjectNum`, 'admin'))).toMatch(/^ZB1-2026-\d{4}$/);
  });

  it('needs a token (401)', async () => {
    expect((await call(harness.app, { method: 'GET', url: `${SPROJECT}/GetProjectNum` })).statusCode).toBe(
      401,
    );
  });
});

describe('Sproject/GetCount', () => {
  it('counts the tenant’s live projects by state, with the Filter of GetPaged (mode=3 appended)', async () => {
    const counts = await ok(api.get(`${SPROJECT}/GetCount?Filter=mode=3`));
    const paged = await ok(api.get(`${SPROJECT}/GetPaged?Filter=mode=3&MaxResultCount=1`));
    expect(counts.totalCount).toBe(paged.totalCount);
    expect(counts.items.map((i: { state: number }) => i.state)).toEqual(expect.arrayContaining([3, 5, 8]));
    const terminated = await ok(api.get(`${SPROJECT}/GetCount?Filter=state=5,mode=3`));
    expect(terminated.items).toEqual([{ state: 5, count: terminated.totalCount }]);
    const other = await ok(tenant1.get(`${SPROJECT}/GetCount`, 'admin'));
    const otherPaged = await ok(tenant1.get(`${SPROJECT}/GetPaged?MaxResultCount=1`, 'admin'));
    expect(other.totalCount).toBe(otherPaged.totalCount);
  });

  it('names a bad Filter (400)', async () => {
    const reply = await api.get(`${SPROJECT}/GetCount?Filter=password=1`);
    expect(reply.statusCode).toBe(400);
    expect(members(reply)).toEqual(['Filter']);
  });
});

describe('Sproject/GetById, GetByIdAll, GetForEdit', () => {
  it('GetById gives the project without children; GetByIdAll with them, as GetSprojectDetail', async () => {
    const project = await api.createProject({
      eHonors: [{ fileId: 'projects/1/需求.pdf', fileName: '需求.pdf', usage: '0' }],
    });
    const all = await ok(api.get(`${SPROJECT}/GetByIdAll?id=${project.id}`));
    expect(all).toEqual(await api.detail(project.id));
    expect(all.eHonors).toHaveLength(1);
    expect(all.sGroupList).toHaveLength(1);
    const bare = await ok(api.get(`${SPROJECT}/GetById?id=${project.id}`));
    expect(bare).toEqual({ ...all, eHonors: [], sGroupList: [], eNotices: [] });
  });

  it('GetForEdit gives the editable fields and whether a save would be allowed, with the reason', async () => {
    const project = await api.createProject();
    const form = await ok(api.get(`${SPROJECT}/GetForEdit?id=${project.id}`));
    expect(form.mayEdit).toBe(true);
    expect(form.reason).toBeNull();
    expect(form.project).toMatchObject({
      id: project.id,
      projectName: project.projectName,
      projectBudget: '1000000.10',
    });
    expect(form.project).not.toHaveProperty('state');
    expect(form.project).not.toHaveProperty('eNotices');
    expect((await ok(api.get(`${SPROJECT}/GetForEdit?id=${project.id}`, 'viewer'))).mayEdit).toBe(false);
    const { eNotices: _n, ...stored } = await api.detail(project.id);
    await ok(api.post(`${SPROJECT}/CreateOrUpdate`, { ...stored, state: 5, projectFlowName: '项目终止' }));
    const terminated = await ok(api.get(`${SPROJECT}/GetForEdit?id=${project.id}`));
    expect(terminated).toMatchObject({ mayEdit: false, reason: 'read-only-state' });
  });

  it('hides another tenant’s project (404) and names a bad id (400)', async () => {
    const project = await api.createProject();
    for (const call of ['GetById', 'GetByIdAll', 'GetForEdit']) {
      expect((await tenant1.get(`${SPROJECT}/${call}?id=${project.id}`, 'admin')).statusCode).toBe(404);
      const bad = await api.get(`${SPROJECT}/${call}?id=abc`);
      expect(bad.statusCode).toBe(400);
      expect(members(bad)).toEqual(['id']);
    }
  });
});

describe('Sproject/CreateOrUpdateInfo', () => {
  it('updates the basic information only, keeping files, bid packages and status', async () => {
    const project = await api.createProject({
      isTenderByLaw: true,
      eHonors: [{ fileId: 'projects/2/协议.pdf', fileName: '协议.pdf', usage: '11' }],
    });
    const saved = await ok(
      api.post(`${SPROJECT}/CreateOrUpdateInfo`, {
        id: project.id,
        projectName: '改名后的项目',
        projectNum: project.projectNum,
        biddingMethod: '公开招标',
        area: '杭州',
        eHonors: [], // not part of the basic information: ignored
      }),
    );
    expect(saved).toMatchObject({
      projectName: '改名后的项目',
      area: '杭州',
      isTenderByLaw: true,
      state: 3,
      projectBudget: '1000000.10',
    });
    expect(saved.eHonors.map((f: { fileName: string }) => f.fileName)).toEqual(['协议.pdf']);
    expect(saved.sGroupList.map((g: { groupName: string }) => g.groupName)).toEqual(['标段一']);
  });

  it('creates a project without children when no id is given', async () => {
    const created = await ok(
      api.post(`${SPROJECT}/CreateOrUpdateInfo`, {
        projectName: '只有基本信息',
        projectNum: `INFO-${Date.now()}`,
        biddingMethod: '公开招标',
      }),
    );
    expect(created).toMatchObject({ projectName: '只有基本信息', state: 3, eHonors: [], sGroupList: [] });
  });

  it('names bad fields (400), follows CreateOrUpdate’s rules (403), hides another tenant’s project (404)', async () => {
    const project = await api.createProject();
    const body = {
      id: project.id,
      projectName: 'x',
      projectNum: project.projectNum,
      biddingMethod: '公开招标',
    };
    const bad = await api.post(`${SPROJECT}/CreateOrUpdateInfo`, {
      ...body,
      projectName: '',
      purchaserMobile: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(members(bad).sort()).toEqual(['projectName', 'purchaserMobile']);
    expect((await api.post(`${SPROJECT}/CreateOrUpdateInfo`, body, 'viewer')).statusCode).toBe(403);
    expect((await tenant1.post(`${SPROJECT}/CreateOrUpdateInfo`, body, 'admin')).statusCode).toBe(404);
    expect((await api.detail(project.id)).projectName).toBe(project.projectName);
  });

  it('needs a token (401)', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: `${SPROJECT}/CreateOrUpdateInfo`,
      payload: {},
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe('Sproject/GetFlowRecordListByProjectId', () => {
  it('lists a project’s flow records newest first', async () => {
    const project = await api.createProject();
    const nodes = await api.nodesOf(project);
    for (const target of [nodes[2]!, nodes[1]!]) {
      const reply = await api.circulate(
        { projectId: project.id, flowAction: 'jump', jumpNodeId: target.id },
        'admin',
      );
      expect(result(reply).code, reply.body).toBe('1');
    }
    const records = await ok(api.get(`${SPROJECT}/GetFlowRecordListByProjectId?projectId=${project.id}`));
    expect(records.map((r: { toNodeName: string }) => r.toNodeName)).toEqual([
      nodes[1]!.nodeName,
      nodes[2]!.nodeName,
    ]);
    expect(
      records.every(
        (r: { projectId: number; tenantId: number }) => r.projectId === project.id && r.tenantId === 3,
      ),
    ).toBe(true);
  });

  it('hides another tenant’s project (404) and names a bad projectId (400)', async () => {
    const project = await api.createProject();
    const url = `${SPROJECT}/GetFlowRecordListByProjectId?projectId=${project.id}`;
    expect((await tenant1.get(url, 'admin')).statusCode).toBe(404);
    const bad = await api.get(`${SPROJECT}/GetFlowRecordListByProjectId?projectId=0`);
    expect(bad.statusCode).toBe(400);
    expect(members(bad)).toEqual(['projectId']);
  });
});
