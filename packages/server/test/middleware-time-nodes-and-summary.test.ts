import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, type Reply, useTestApp } from './harness';

const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};

const TIME_NODE = '/middleware/fusion_time_node';
const SUMMARY = '/middleware/fusion_project_summary';

const harness = useTestApp();
beforeAll(async () => {
  const signedIn = await loginAll(harness.app, ['admin', 'manager', 'agent']);
  Object.assign(tokens, signedIn.tokens);
  Object.assign(userIds, signedIn.ids);
});

const get = (url: string, user = 'agent') => call(harness.app, { method: 'GET', url, token: tokens[user] });
const post = (url: string, payload: object, user = 'agent') =>
  call(harness.app, { method: 'POST', url, token: tokens[user], payload });
const result = (reply: Reply) => reply.json().result;
const fieldsOf = (reply: Reply) =>
  (reply.json().error.validationErrors as { members: string[] }[]).flatMap((e) => e.members);

let seq = 0;
async function newProject() {
  seq++;
  const reply = await post('/api/services/app/Sproject/CreateOrUpdate', {
    projectName: `汇总测试 ${seq}`,
    projectNum: `SUM-${Date.now()}-${seq}`,
    biddingMethod: '公开招标',
    sGroupList: [{ groupNumber: '1', groupName: '标段一', groupBudget: 1000 }],
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return result(reply) as { id: number; projectName: string; currentNodeId: number };
}

const flowRecord = (projectId: number, fields: object = {}) => ({
  nodeType: 'changeMethod',
  creationTime: '2026-01-01T00:00:00.000Z',
  projectId,
  submitName: 'someone else',
  tenantId: 2109,
  user: { companyId: null, id: 999, name: 'forged' },
  biddingMethod: '竞争性磋商',
  transactionWay: '网上竞价',
  transactionResult: '成交',
  ...fields,
});

describe('fusion_time_node (flow records)', () => {
  it('creates a flow record as the signed-in user, under the caller’s tenant, tagged 2109 on the wire', async () => {
    const project = await newProject();
    const reply = await post(`${TIME_NODE}/CreateOrUpdate`, flowRecord(project.id));
    expect(reply.statusCode, reply.body).toBe(200);
    const created = result(reply);
    expect(created).toMatchObject({
      projectId: project.id,
      nodeType: 'changeMethod',
      tenantId: 2109,
      submitName: expect.not.stringMatching('someone else'),
      user: { id: userIds.agent },
      transactionResult: '成交',
    });
    expect(created.creationTime).not.toBe('2026-01-01T00:00:00.000Z');
    const row = await harness.database.db
      .selectFrom('flowRecords')
      .select('tenantId')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.tenantId).toBe(3);

    const page = result(await get(`${TIME_NODE}/GetPaged?Filter=projectId=${project.id}`));
    expect(page).toEqual({ totalCount: 1, items: [created] });
  });

  it('pages the demo flow records oldest first, filters by nodeType, refuses unknown fields', async () => {
    const page = result(await get(`${TIME_NODE}/GetPaged?Filter=nodeType=next&MaxResultCount=20`));
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.items.every((r: { nodeType: string; tenantId: number }) => r.nodeType === 'next')).toBe(true);
    const times = page.items.map((r: { creationTime: string }) => r.creationTime);
    expect(times).toEqual([...times].sort());
    const bad = await get(`${TIME_NODE}/GetPaged?Filter=tenantId=2109`);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['Filter']);
  });

  it('accepts a flow record for a read-only project (change of method writes it after auditState 13)', async () => {
    const project = await newProject();
    await harness.database.db
      .updateTable('projects')
      .set({ auditState: '13' })
      .where('id', '=', project.id)
      .execute();
    const reply = await post(`${TIME_NODE}/CreateOrUpdate`, flowRecord(project.id));
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('validates the body, naming the field', async () => {
    const project = await newProject();
    const { nodeType: _n, ...withoutType } = flowRecord(project.id);
    const reply = await post(`${TIME_NODE}/CreateOrUpdate`, withoutType);
    expect(reply.statusCode).toBe(400);
    expect(fieldsOf(reply)).toEqual(['nodeType']);
  });

  it('lets the author or an Admin correct a record, nobody else (403)', async () => {
    const project = await newProject();
    const created = result(await post(`${TIME_NODE}/CreateOrUpdate`, flowRecord(project.id)));
    const byManager = await post(
      `${TIME_NODE}/CreateOrUpdate`,
      { ...created, transactionResult: 'x' },
      'manager',
    );
    expect(byManager.statusCode).toBe(403);
    const byAuthor = await post(`${TIME_NODE}/CreateOrUpdate`, { ...created, transactionResult: '流标' });
    expect(byAuthor.statusCode, byAuthor.body).toBe(200);
    expect(result(byAuthor)).toMatchObject({
      id: created.id,
      transactionResult: '流标',
      user: { id: userIds.agent },
    });
    const byAdmin = await post(
      `${TIME_NODE}/CreateOrUpdate`,
      { ...created, transactionWay: '线下' },
      'admin',
    );
    expect(result(byAdmin)).toMatchObject({ transactionWay: '线下', transactionResult: '成交' });
    const missing = await post(`${TIME_NODE}/CreateOrUpdate`, { ...created, id: 987_654 });
    expect(missing.statusCode).toBe(404);
  });

  it('needs a token (401)', async () => {
    expect((await call(harness.app, { method: 'GET', url: `${TIME_NODE}/GetPaged` })).statusCode).toBe(401);
  });

  it('keeps tenants apart: tenant 1 neither sees nor writes tenant 3’s flow records (404)', async () => {
    const project = await newProject();
    const created = result(await post(`${TIME_NODE}/CreateOrUpdate`, flowRecord(project.id)));
    const page = result(await get(`${TIME_NODE}/GetPaged?Filter=projectId=${project.id}`, 'otherTenant'));
    expect(page).toEqual({ totalCount: 0, items: [] });
    const write = await post(`${TIME_NODE}/CreateOrUpdate`, flowRecord(project.id), 'otherTenant');
    expect(write.statusCode).toBe(404);
    const change = await post(`${TIME_NODE}/CreateOrUpdate`, { ...created, nodeType: 'x' }, 'otherTenant');
    expect(change.statusCode).toBe(404);
  });
});

describe('fusion_project_summary', () => {
  async function addRecord(body: object) {
    const reply = await post('/middleware/record/create', body);
    expect(reply.statusCode, reply.body).toBe(200);
  }

  it('find is null until reflash stores the summary; reflash recomputes it from the records', async () => {
    const project = await newProject();
    expect(result(await get(`${SUMMARY}/find?pid=${project.id}`))).toBeNull();

    for (const [supplierName, state] of [
      ['甲', '1'],
      ['乙', '1'],
      ['乙', '1'],
      ['丙', '0'],
    ]) {
      await addRecord({
        type: 'signUp',
        projectId: project.id,
        supplierName,
        signUp_state: state,
        signUp_tenderDoc: 'doc',
      });
    }
    await addRecord({ type: 'objection', projectId: project.id, objection_status: '未处理' });
    await addRecord({ type: 'objection', projectId: project.id, objection_status: '已处理' });
    await addRecord({
      type: 'signIn',
      projectId: project.id,
      supplierName: '甲',
      signInTime: '2026-03-01T08:00:00Z',
    });
    await addRecord({
      type: 'qualificationResult',
      projectId: project.id,
      supplierName: '甲',
      qualificationResult_result: '通过',
      qualificationResult_groupId: 5,
    });

    const reply = await get(`${SUMMARY}/reflash?pid=${project.id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const summary = result(reply);
    expect(summary).toMatchObject({
      projectId: project.id,
      projectName: project.projectName,
      state: 3,
      auditState: null,
      currentNodeId: project.currentNodeId,
      currentNodeName: expect.any(String),
      objections: { total: 2, unhandled: 1 },
      signUps: { registered: 3, approved: 2, validBidDocuments: 2 },
      signIns: 1,
      qualificationPurchases: { registered: 0, approved: 0 },
      qualificationResults: { passed: 1, passedPerGroup: { '5': 1 } },
      flowRecords: 0,
    });
    expect(result(await get(`${SUMMARY}/find?pid=${project.id}`))).toEqual(summary);

    await addRecord({ type: 'objection', projectId: project.id, objection_status: '未处理' });
    expect(result(await get(`${SUMMARY}/find?pid=${project.id}`)).objections.total).toBe(2);
    const again = result(await get(`${SUMMARY}/reflash?pid=${project.id}`));
    expect(again.objections).toEqual({ total: 3, unhandled: 2 });
    expect(result(await get(`${SUMMARY}/find?pid=${project.id}`))).toEqual(again);
  });

  it('names pid when it is missing or not a number (400)', async () => {
    for (const url of [`${SUMMARY}/reflash`, `${SUMMARY}/find?pid=abc`]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(400);
      expect(fieldsOf(reply)).toEqual(['pid']);
    }
  });

  it('answers 404 for a missing project and another tenant’s, 401 without a token', async () => {
    const project = await newProject();
    await get(`${SUMMARY}/reflash?pid=${project.id}`);
    expect((await get(`${SUMMARY}/reflash?pid=987654`)).statusCode).toBe(404);
    expect((await get(`${SUMMARY}/find?pid=987654`)).statusCode).toBe(404);
    expect((await get(`${SUMMARY}/reflash?pid=${project.id}`, 'otherTenant')).statusCode).toBe(404);
    expect((await get(`${SUMMARY}/find?pid=${project.id}`, 'otherTenant')).statusCode).toBe(404);
    expect(
      (await call(harness.app, { method: 'GET', url: `${SUMMARY}/find?pid=${project.id}` })).statusCode,
    ).toBe(401);
  });
});
