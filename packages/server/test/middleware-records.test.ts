import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Reply, useTestApp } from './harness';
import { staffWithGrants } from './support/organisation';

const tokens: Record<string, string> = {};
/**
 * Demo projects of tenant 3: one running and editable at its sign-up step, one running whose flow has
 * left sign-up for qualification results, one terminated (read-only); one of tenant 1.
 */
const projects = { running: 0, movedOn: 0, readOnly: 0, otherTenant: 0 };

const RECORD = '/middleware/record';

async function projectWhere(tenantId: number, readOnly: boolean) {
  const row = await harness.database.db
    .selectFrom('projects')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', false)
    .where('state', '=', readOnly ? 5 : 3)
    .$if(!readOnly, (q) => q.where('auditState', 'is', null))
    // The read-only one has records, so that their update and delete can be refused.
    .$if(readOnly, (q) =>
      q.where('id', 'in', (sub) => sub.selectFrom('middlewareRecords').select('projectId')),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of the flow steps served by a router (§2), for projects whose current step it is. */
function stepsServing(router: string) {
  return harness.database.db.selectFrom('flowNodes').select('id').where('router', '=', router);
}

/** A running project of tenant 3 whose current step is served by the router. */
async function runningAt(router: string) {
  const row = await harness.database.db
    .selectFrom('projects')
    .select('id')
    .where('tenantId', '=', 3)
    .where('isDeleted', '=', false)
    .where('state', '=', 3)
    .where('auditState', 'is', null)
    .where('currentNodeId', 'in', stepsServing(router))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const harness = useTestApp();
beforeAll(async () => {
  tokens.agent = (await login(harness.app, 'agent')).accessToken;
  tokens.viewer = (await login(harness.app, 'viewer')).accessToken;
  tokens.admin = (await login(harness.app, 'admin')).accessToken;
  tokens.otherTenant = (await login(harness.app, 'agent', 1)).accessToken;
  projects.running = await runningAt('/sign-up');
  projects.movedOn = await runningAt('/qualification-result');
  projects.readOnly = await projectWhere(3, true);
  projects.otherTenant = await projectWhere(1, false);
});

const get = (url: string, user = 'agent') => call(harness.app, { method: 'GET', url, token: tokens[user] });
const post = (url: string, payload: object, user = 'agent') =>
  call(harness.app, { method: 'POST', url, token: tokens[user], payload });
const remove = (url: string, user = 'agent') =>
  call(harness.app, { method: 'DELETE', url, token: tokens[user] });
const result = (reply: Reply) => reply.json().result;
const fieldsOf = (reply: Reply) =>
  (reply.json().error.validationErrors as { members: string[] }[]).flatMap((e) => e.members);
const page = (query: string, user = 'agent') => get(`${RECORD}/getPaged?${query}`, user);

async function createSignUp(fields: object = {}, user = 'agent') {
  const reply = await post(
    `${RECORD}/create`,
    {
      type: 'signUp',
      projectId: projects.running,
      supplierName: `供应商 ${Math.random()}`,
      signUp_state: '1',
      signUp_tenderDoc: 'bids/doc.pdf',
      ...fields,
    },
    user,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return result(reply);
}

describe('GET /middleware/record/getPaged', () => {
  it('pages the tenant’s records in their wire shape, filtered by type and project', async () => {
    const reply = await page(`Filter=type=signUp,projectId=${projects.running}&MaxResultCount=1000`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, __abp: true });
    const { totalCount, items } = result(reply);
    expect(items.length).toBe(totalCount);
    for (const item of items) {
      expect(item).toMatchObject({ type: 'signUp', projectId: projects.running });
      expect(Object.keys(item)).toEqual(expect.arrayContaining(['id', 'creationTime', 'signUp_state']));
    }
  });

  it('filters on data fields and sorts by them', async () => {
    const approved = result(await page('Filter=type=signUp,signUp_state=1&MaxResultCount=50'));
    expect(approved.totalCount).toBeGreaterThan(0);
    expect(approved.items.every((r: { signUp_state: string }) => r.signUp_state === '1')).toBe(true);
    const signIns = result(await page('Filter=type=signIn&Sorting=signInTime desc&MaxResultCount=500'));
    const times = signIns.items.map((r: { signInTime: string }) => r.signInTime);
    expect(times.length).toBeGreaterThan(1);
    expect(times).toEqual([...times].sort().reverse());
    const byGroup = result(await page('Filter=qualificationResult_groupId>0&MaxResultCount=5'));
    expect(byGroup.items.every((r: { type: string }) => r.type === 'qualificationResult')).toBe(true);
  });

  it('pages with SkipCount and MaxResultCount', async () => {
    const first = result(await page('Filter=type=signUp&Sorting=id asc&MaxResultCount=2'));
    const second = result(await page('Filter=type=signUp&Sorting=id asc&MaxResultCount=2&SkipCount=2'));
    expect(first.items).toHaveLength(2);
    expect(second.items[0].id).toBeGreaterThan(first.items[1].id);
    expect(second.totalCount).toBe(first.totalCount);
  });

  it('refuses an unknown Filter or Sorting field and a MaxResultCount over 1000, naming the field', async () => {
    const filter = await page('Filter=password=x');
    expect(filter.statusCode).toBe(400);
    expect(fieldsOf(filter)).toEqual(['Filter']);
    const sorting = await page('Sorting=data desc');
    expect(sorting.statusCode).toBe(400);
    expect(fieldsOf(sorting)).toEqual(['Sorting']);
    const tooMany = await page('MaxResultCount=1001');
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany)).toEqual(['MaxResultCount']);
  });

  it('needs a token (401)', async () => {
    const reply = await call(harness.app, { method: 'GET', url: `${RECORD}/getPaged` });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ success: false, unAuthorizedRequest: true });
  });

  it('shows another tenant none of this tenant’s records', async () => {
    const reply = await page(`Filter=projectId=${projects.running}`, 'otherTenant');
    expect(result(reply)).toEqual({ totalCount: 0, items: [] });
    const own = result(await page('MaxResultCount=1000', 'otherTenant'));
    const otherIds = new Set(own.items.map((r: { projectId: number }) => r.projectId));
    expect(otherIds.has(projects.running)).toBe(false);
  });
});

describe('create, update and delete', () => {
  it('creates, reads back, updates and deletes a record', async () => {
    const created = await createSignUp({ supplierName: '甲公司' });
    expect(created).toMatchObject({ type: 'signUp', projectId: projects.running, signUp_state: '1' });
    expect(created.id).toBeGreaterThan(0);
    expect(Date.parse(created.creationTime)).not.toBeNaN();

    const read = result(await page(`Filter=id=${created.id}`));
    expect(read.items).toEqual([created]);

    const updated = await post(`${RECORD}/update`, {
      ...created,
      signUp_state: '2',
      signUp_tenderDoc: '',
      signUp_rejectReason: '未递交投标文件',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(result(updated)).toMatchObject({ id: created.id, signUp_state: '2', signUp_tenderDoc: '' });

    const deleted = await remove(`${RECORD}/delete?type=signUp&id=${created.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(result(await page(`Filter=id=${created.id}`)).totalCount).toBe(0);
    expect((await remove(`${RECORD}/delete?type=signUp&id=${created.id}`)).statusCode).toBe(404);
  });

  it('keeps each type’s spec field names (objection, qualification result)', async () => {
    const objection = await post(`${RECORD}/create`, {
      type: 'objection',
      projectId: projects.running,
      objection_status: '未处理',
      content: '质疑',
    });
    expect(result(objection)).toMatchObject({ type: 'objection', objection_status: '未处理' });
    const qualification = await post(`${RECORD}/create`, {
      type: 'qualificationResult',
      projectId: projects.running,
      supplierName: '乙公司',
      qualificationResult_result: '通过',
      qualificationResult_groupId: 7,
    });
    expect(result(qualification)).toMatchObject({ qualificationResult_groupId: 7 });
  });

  it('validates each type’s fields with the domain schema, naming the field', async () => {
    const badState = await post(`${RECORD}/create`, {
      type: 'signUp',
      projectId: projects.running,
      supplierName: 'x',
      signUp_state: '9',
    });
    expect(badState.statusCode).toBe(400);
    expect(fieldsOf(badState)).toEqual(['signUp_state']);
    const badType = await post(`${RECORD}/create`, { type: 'bid', projectId: projects.running });
    expect(badType.statusCode).toBe(400);
    expect(fieldsOf(badType)).toEqual(['type']);
    const noProject = await post(`${RECORD}/create`, { type: 'objection', objection_status: '已处理' });
    expect(fieldsOf(noProject)).toEqual(['projectId']);
    const noId = await post(`${RECORD}/update`, {
      type: 'objection',
      projectId: 1,
      objection_status: '已处理',
    });
    expect(fieldsOf(noId)).toEqual(['id']);
  });

  it('answers 404 for a missing project, a missing record and a record under another type', async () => {
    const missing = await post(`${RECORD}/create`, {
      type: 'objection',
      projectId: 987_654,
      objection_status: '未处理',
    });
    expect(missing.statusCode).toBe(404);
    const created = await createSignUp();
    const wrongType = await post(`${RECORD}/update`, {
      ...created,
      type: 'qualificationPurchase',
      qualificationPurchase_state: '1',
    });
    expect(wrongType.statusCode).toBe(404);
    expect((await remove(`${RECORD}/delete?type=signIn&id=${created.id}`)).statusCode).toBe(404);
  });

  it('keeps a record with its project (400 naming projectId)', async () => {
    const created = await createSignUp();
    const moved = await post(`${RECORD}/update`, { ...created, projectId: projects.readOnly });
    expect(moved.statusCode).toBe(400);
    expect(fieldsOf(moved)).toEqual(['projectId']);
  });

  it('refuses writes to a read-only project (403)', async () => {
    const reply = await post(`${RECORD}/create`, {
      type: 'objection',
      projectId: projects.readOnly,
      objection_status: '未处理',
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe('NOT_PERMITTED');
    const [stored] = result(await page(`Filter=projectId=${projects.readOnly}&MaxResultCount=1`)).items;
    const update = await post(`${RECORD}/update`, stored);
    expect(update.statusCode).toBe(403);
    expect((await remove(`${RECORD}/delete?type=${stored.type}&id=${stored.id}`)).statusCode).toBe(403);
  });

  it('lets only a user who may modify the current step write records (§6: the viewer gets 403)', async () => {
    const before = result(await page(`Filter=projectId=${projects.running}&MaxResultCount=1`)).totalCount;
    // The viewer's action list has no record.add (§6, ADR 0014); a member of staff who has it but whose
    // role no step names in flowRoles is refused by the step rule (ADR 0007).
    tokens.recorder = (
      await staffWithGrants(harness.app, (await login(harness.app, 'admin')).accessToken, [
        'record.add',
        'record.edit',
        'record.delete',
      ])
    ).token;
    const signUp = {
      type: 'signUp',
      projectId: projects.running,
      supplierName: '旁观者公司',
      signUp_state: '1',
    };
    const refusedByActions = await post(`${RECORD}/create`, signUp, 'viewer');
    expect(refusedByActions.statusCode, refusedByActions.body).toBe(403);
    expect(refusedByActions.json().error.message).toContain('record.add');
    const reply = await post(`${RECORD}/create`, signUp, 'recorder');
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.json().error.message).toContain('role-not-in-step');
    expect(result(await page(`Filter=projectId=${projects.running}&MaxResultCount=1`)).totalCount).toBe(
      before,
    );
    const [stored] = result(await page(`Filter=projectId=${projects.running}&MaxResultCount=1`)).items;
    for (const user of ['viewer', 'recorder']) {
      expect((await post(`${RECORD}/update`, stored, user)).statusCode).toBe(403);
      expect((await remove(`${RECORD}/delete?type=${stored.type}&id=${stored.id}`, user)).statusCode).toBe(
        403,
      );
    }
  });

  it('keeps a rejection with its reason, which it must have (400 naming the reason field)', async () => {
    const unreasoned = await post(`${RECORD}/create`, {
      type: 'signUp',
      projectId: projects.running,
      supplierName: '驳回公司',
      signUp_state: '2',
    });
    expect(unreasoned.statusCode).toBe(400);
    expect(fieldsOf(unreasoned)).toEqual(['signUp_rejectReason']);
    const created = await createSignUp({ signUp_state: '0' });
    const blank = await post(`${RECORD}/update`, { ...created, signUp_state: '2', signUp_rejectReason: ' ' });
    expect(fieldsOf(blank)).toEqual(['signUp_rejectReason']);
    const rejected = await post(`${RECORD}/update`, {
      ...created,
      signUp_state: '2',
      signUp_rejectReason: '营业执照已过期',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [listed] = result(await page(`Filter=id=${created.id}`)).items;
    expect(listed).toMatchObject({ signUp_state: '2', signUp_rejectReason: '营业执照已过期' });
  });

  it('keeps the records of a step the flow has left as they were (409 naming the step)', async () => {
    const [stored] = result(
      await page(`Filter=type=signUp,projectId=${projects.movedOn}&MaxResultCount=1`),
    ).items;
    expect(stored).toBeDefined();
    const create = await post(`${RECORD}/create`, {
      type: 'signUp',
      projectId: projects.movedOn,
      supplierName: '迟到公司',
      signUp_state: '0',
    });
    expect(create.statusCode, create.body).toBe(409);
    expect(create.json().error).toMatchObject({ code: 'CONFLICT' });
    expect(create.json().error.message).toContain('moved on from the step 报名');
    const update = await post(`${RECORD}/update`, { ...stored, signUp_state: '0' });
    expect(update.statusCode).toBe(409);
    expect((await remove(`${RECORD}/delete?type=signUp&id=${stored.id}`)).statusCode).toBe(409);
    expect(result(await page(`Filter=id=${stored.id}`)).items).toEqual([stored]);
    // What belongs to the whole project is still written by who may modify the current step.
    const objection = await post(
      `${RECORD}/create`,
      { type: 'objection', projectId: projects.movedOn, objection_status: '已处理', content: '已答复' },
      'admin',
    );
    expect(objection.statusCode, objection.body).toBe(200);
  });

  it('keeps a sign-up with its bid package, which must be one of the project’s (400 naming signUp_groupId)', async () => {
    const groups = await harness.database.db
      .selectFrom('bidPackageGroups')
      .select(['id', 'projectId'])
      .where('tenantId', '=', 3)
      .execute();
    const own = groups.find((group) => group.projectId === projects.running);
    const foreign = groups.find((group) => group.projectId !== projects.running);
    expect(own && foreign).toBeTruthy();
    const signUp = await createSignUp({ signUp_groupId: own!.id });
    expect(signUp.signUp_groupId).toBe(own!.id);
    const wrong = await post(`${RECORD}/create`, {
      type: 'signUp',
      projectId: projects.running,
      supplierName: '串标公司',
      signUp_state: '0',
      signUp_groupId: foreign!.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['signUp_groupId']);
  });

  it('keeps clarifications sanitised; once published they get their time and no longer change (409)', async () => {
    // A project past its bid deadline: a clarification there moves no deadline (ADR 0022), so it goes out
    // now; one at sign-up, days before its deadline, would be refused (compliance-deadlines.test.ts).
    const draft = result(
      await post(
        `${RECORD}/create`,
        {
          type: 'clarification',
          projectId: projects.movedOn,
          clarification_title: '关于技术参数的澄清',
          clarification_content: '<p onmouseover="x()">参数<script>alert(1)</script>调整</p>',
          clarification_state: '0',
        },
        'admin',
      ),
    );
    expect(draft).toMatchObject({
      clarification_content: '<p>参数调整</p>',
      clarification_publishTime: null,
    });
    const published = await post(`${RECORD}/update`, { ...draft, clarification_state: '1' }, 'admin');
    expect(published.statusCode, published.body).toBe(200);
    expect(result(published).clarification_publishTime).toEqual(expect.any(String));
    const changed = await post(
      `${RECORD}/update`,
      { ...result(published), clarification_title: '改' },
      'admin',
    );
    expect(changed.statusCode).toBe(409);
    expect((await remove(`${RECORD}/delete?type=clarification&id=${draft.id}`, 'admin')).statusCode).toBe(
      409,
    );
  });

  it('needs a token for writes (401)', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: `${RECORD}/create`,
      payload: { type: 'objection', projectId: projects.running, objection_status: '未处理' },
    });
    expect(reply.statusCode).toBe(401);
  });

  it('another tenant can neither write to, change nor delete this tenant’s records (404)', async () => {
    const created = await createSignUp();
    const create = await post(
      `${RECORD}/create`,
      { type: 'objection', projectId: projects.running, objection_status: '未处理' },
      'otherTenant',
    );
    expect(create.statusCode).toBe(404);
    const update = await post(`${RECORD}/update`, { ...created, signUp_state: '0' }, 'otherTenant');
    expect(update.statusCode).toBe(404);
    const del = await remove(`${RECORD}/delete?type=signUp&id=${created.id}`, 'otherTenant');
    expect(del.statusCode).toBe(404);
    expect(result(await page(`Filter=id=${created.id}`)).items[0]).toMatchObject({ signUp_state: '1' });
  });

  it('records of a deleted project disappear from the listing and cannot be written', async () => {
    const project = await post('/api/services/app/Sproject/CreateOrUpdate', {
      projectName: '记录删除测试',
      projectNum: `REC-${Date.now()}`,
      biddingMethod: '公开招标',
    });
    const projectId = result(project).id;
    await createSignUp({ projectId });
    expect(result(await page(`Filter=projectId=${projectId}`)).totalCount).toBe(1);
    const admin = (await login(harness.app, 'admin')).accessToken;
    const deleted = await call(harness.app, {
      method: 'DELETE',
      url: `/api/services/app/Sproject/Delete?id=${projectId}`,
      token: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(result(await page(`Filter=projectId=${projectId}`)).totalCount).toBe(0);
    const write = await post(`${RECORD}/create`, {
      type: 'objection',
      projectId,
      objection_status: '未处理',
    });
    expect(write.statusCode).toBe(404);
  });
});
