import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Reply, useTestApp } from './harness';
import { fieldsOf, resultOf } from './support/organisation';
import { ProjectApi } from './support/project-api';

/**
 * The objection log on the server (ADR 0022, 实施条例 第二十二条 / 第五十四条 / 第六十条, 政府采购法 第五十三条 /
 * 第五十五条): registering an objection starts its reply clock and suspends the steps it is about — their
 * notices are not published, their records not written, the flow does not move into them (409 or §4's
 * code 3, the article named) — until it is answered; then the complaint window runs. Bad input is a 400
 * naming the field, another tenant sees and answers nothing, and each write leaves its history.
 */
const OBJECTION = '/api/services/app/Objection';
const NOTICE = '/api/services/app/OfflineNotice';
const RECORD = '/middleware/record';

let api: ProjectApi;
let now = new Date('2026-11-02T02:00:00Z');

/** Sets the server's clock, and signs in again: a token lives a day of the server's time. */
async function at(time: string): Promise<void> {
  now = new Date(time);
  api = await ProjectApi.signIn(harness.app, 3, ['admin', 'manager', 'agent', 'viewer']);
}

const harness = useTestApp({ config: { clock: () => new Date(now) } });
beforeAll(async () => {
  await at('2026-11-02T02:00:00Z');
});

const objection = (projectId: number, more: object = {}) => ({
  projectId,
  objection_receivedAt: '2026-11-02T09:00:00+08:00',
  objection_subject: 'tenderDocuments',
  objection_channel: 'letter',
  supplierName: '甲公司',
  content: '评分标准有倾向性',
  ...more,
});
const register = (body: object, user = 'agent') => api.post(`${OBJECTION}/Register`, body, user);
const reply = (id: number, more: object = {}, user = 'agent') =>
  api.post(`${OBJECTION}/Reply`, { id, objection_replyContent: '经核查，不存在倾向性条款。', ...more }, user);
const logOf = async (projectId: number) =>
  resultOf(await api.get(`${OBJECTION}/GetList?projectId=${projectId}`));

async function draftNotice(projectId: number, noticeType: string): Promise<number> {
  const saved = await api.post(`${NOTICE}/CreateOrUpdate`, {
    projectId,
    title: `公告 ${noticeType}`,
    noticeType,
    content: '<p>公告</p>',
  });
  return resultOf(saved).id;
}
const publish = (id: number) => api.post(`${NOTICE}/Publish`, { id });

/** What a refused write must leave as it was: the project's notices, records and the audit trail. */
async function footprint(projectId: number) {
  const { rows } = await sql<{ notices: string; records: string; audit: number }>`
    select
      (select coalesce(string_agg(id || ':' || coalesce(publish_time::text, 'draft'), ',' order by id), '')
         from notices where project_id = ${projectId}) as notices,
      (select coalesce(string_agg(id || ':' || data::text, ',' order by id), '')
         from middleware_records where project_id = ${projectId}) as records,
      (select count(*)::int from audit_log) as audit`.execute(harness.database.db);
  return rows[0];
}

function expectSuspended(refused: Reply, article: RegExp) {
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json().error.message).toMatch(/^The step .+ is suspended: the objection to /);
  expect(refused.json().error.message).toMatch(article);
}

describe('registering an objection', () => {
  it('starts the reply clock (实施条例 第二十二条: 3 days), names what it suspends, and keeps its history', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject({ isTenderByLaw: true });
    const entry = resultOf(await register(objection(project.id)));
    expect(entry.objection).toMatchObject({
      projectId: project.id,
      objection_status: '未处理',
      objection_subject: 'tenderDocuments',
      objection_channel: 'letter',
      objection_receivedAt: '2026-11-02T01:00:00.000Z',
      supplierName: '甲公司',
    });
    expect(entry.reply).toMatchObject({
      days: 3,
      count: 'calendar',
      from: '2026-11-02',
      dueDate: '2026-11-05',
      dueAt: '2026-11-05T15:59:59.999Z',
      status: 'open',
      citation: { zh: '招标投标法实施条例 第二十二条' },
    });
    expect(entry.complaint).toMatchObject({ days: 10, status: 'waiting', dueDate: null });
    expect(entry.suspends.routers).toContain('/bid-evaluation/index');
    expect(entry.history).toEqual([
      { kind: 'received', status: '未处理', at: '2026-11-02T02:00:00.000Z', userName: expect.any(String) },
    ]);
    const log = await logOf(project.id);
    expect(log).toMatchObject({
      projectId: project.id,
      regime: 'tendering',
      now: '2026-11-02T02:00:00.000Z',
    });
    expect(log.items).toEqual([entry]);
    const audit = await harness.database.db
      .selectFrom('auditLog')
      .select(['entity', 'entityId', 'projectId'])
      .where('entity', '=', 'objection')
      .where('entityId', '=', String(entry.objection.id))
      .execute();
    expect(audit).toEqual([
      { entity: 'objection', entityId: String(entry.objection.id), projectId: project.id },
    ]);
  });

  it('runs 政府采购法 第五十三条’s 7 working days for a 质疑, which suspends nothing', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject({ biddingMethod: '竞争性磋商' });
    const entry = resultOf(await register(objection(project.id)));
    expect(entry.reply).toMatchObject({ days: 7, count: 'working', dueDate: '2026-11-11', status: 'open' });
    expect(entry.reply.citation.zh).toBe('政府采购法 第五十三条');
    expect(entry.suspends).toBeNull();
  });

  it.each([
    ['objection_subject', { objection_subject: undefined }],
    ['objection_channel', { objection_channel: '托梦' }],
    ['objection_receivedAt', { objection_receivedAt: '昨天' }],
    ['objection_receivedAt', { objection_receivedAt: '2026-11-03T09:00:00+08:00' }],
    ['supplierName', { supplierName: ' ' }],
    ['content', { content: '' }],
  ])('refuses a registration naming %s (400), storing nothing', async (field, change) => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject();
    const before = await footprint(project.id);
    const refused = await register(objection(project.id, change));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(fieldsOf(refused)).toEqual([field]);
    expect(await footprint(project.id)).toEqual(before);
  });

  it('is refused to a user who may not add records (403), and on another tenant’s project (404)', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject();
    expect((await register(objection(project.id), 'viewer')).statusCode).toBe(403);
    const intruder = (await login(harness.app, 'admin', 1)).accessToken;
    const foreign = await call(harness.app, {
      method: 'POST',
      url: `${OBJECTION}/Register`,
      token: intruder,
      tenantId: 1,
      payload: objection(project.id),
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await logOf(project.id)).items).toEqual([]);
  });
});

describe('the deadlines report', () => {
  it('lays each objection’s reply bound as the log lays its clock: from its receipt, by its subject', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject({ isTenderByLaw: true });
    // Received at the opening the day before it was registered: answered on the spot (第四十四条).
    await register(
      objection(project.id, {
        objection_subject: 'opening',
        objection_receivedAt: '2026-11-01T10:00:00+08:00',
      }),
    );
    // Of no kind the law sets a reply period for: the log shows no clock, the report lays no bound.
    await register(objection(project.id, { objection_subject: 'other' }));
    const [clocked] = (await logOf(project.id)).items.filter(
      (entry: { objection: { objection_subject: string } }) =>
        entry.objection.objection_subject === 'opening',
    );
    const deadlines = resultOf(
      await api.get(`/api/services/app/Compliance/GetDeadlines?projectId=${project.id}`),
    );
    const replies = deadlines.bounds.filter((bound: { id: string }) => bound.id === 'objectionReply');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      dueDate: clocked.reply.dueDate,
      citation: clocked.reply.citation,
      anchor: { what: 'objection', at: '2026-11-01T02:00:00.000Z' },
      status: 'missed',
    });
    expect(clocked.reply).toMatchObject({ dueDate: '2026-11-01', status: 'overdue' });
  });
});

describe('an unanswered objection suspends its steps (实施条例 第五十四条)', () => {
  it('refuses the result announcement until the candidates’ objection is answered, then publishes it', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject({ isTenderByLaw: true });
    expect((await publish(await draftNotice(project.id, '4'))).statusCode).toBe(200);
    const registered = resultOf(
      await register(objection(project.id, { objection_subject: 'candidates', objection_channel: 'email' })),
    );
    expect(registered.reply).toMatchObject({
      dueDate: '2026-11-05',
      citation: { zh: '招标投标法实施条例 第五十四条' },
    });

    // The publicity has run its 3 days: only the objection holds the announcement back.
    await at('2026-11-05T02:00:00Z');
    const announcement = await draftNotice(project.id, '5');
    const before = await footprint(project.id);
    const refused = await publish(announcement);
    expectSuspended(refused, /received on 2026-11-02 09:00 .*art\. 54/);
    expect(refused.json().error.message).toContain('中标结果公告');
    expect(await footprint(project.id)).toEqual(before);

    const answered = resultOf(await reply(registered.objection.id));
    expect(answered.objection).toMatchObject({
      objection_status: '已处理',
      objection_replyContent: '经核查，不存在倾向性条款。',
      objection_repliedAt: '2026-11-05T02:00:00.000Z',
    });
    expect(answered.reply.status).toBe('answered');
    // 实施条例 第六十条: 10 days from the reply, the 15th a Sunday (民法典 第二百零三条).
    expect(answered.complaint).toMatchObject({
      from: '2026-11-05',
      dueDate: '2026-11-16',
      status: 'open',
      citation: { zh: '招标投标法实施条例 第六十条' },
    });
    expect(
      answered.history.map((event: { kind: string; status: string }) => [event.kind, event.status]),
    ).toEqual([
      ['received', '未处理'],
      ['replied', '已处理'],
    ]);
    expect((await publish(announcement)).statusCode).toBe(200);
  });

  it('refuses the contract’s records while suspended, and writes them once answered', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject();
    const groupId = ((await api.detail(project.id)).sGroupList as { id: number }[])[0]!.id;
    const registered = resultOf(await register(objection(project.id, { objection_subject: 'candidates' })));
    const contract = {
      type: 'contract',
      projectId: project.id,
      contract_groupId: groupId,
      supplierName: '甲公司',
      contract_amount: '480000.00',
      contract_signedOn: '2026-11-02',
    };
    const before = await footprint(project.id);
    expectSuspended(await api.post(`${RECORD}/create`, contract), /art\. 54/);
    expect(await footprint(project.id)).toEqual(before);
    resultOf(await reply(registered.objection.id));
    resultOf(await api.post(`${RECORD}/create`, contract));
  });

  it('blocks the flow moving into the step it suspends (§4 code 3), citing the article', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject();
    const publicity = (await api.nodesOf(project)).find((node) => node.router === '/result-publicity');
    await harness.database.db
      .updateTable('projects')
      .set({ currentNodeId: publicity!.id })
      .where('id', '=', project.id)
      .execute();
    // The publicity is the managers' step (demo flows): they record and answer on it.
    const registered = resultOf(
      await register(objection(project.id, { objection_subject: 'candidates' }), 'manager'),
    );
    const refused = resultOf(await api.circulate({ projectId: project.id, flowAction: 'next' }, 'manager'));
    expect(refused.code).toBe('3');
    expect(refused.messages).toContain(
      'An unanswered objection suspends the step /result-announcement until it is answered (Tendering Law Implementing Regulations, art. 54)',
    );
    resultOf(await reply(registered.objection.id, {}, 'manager'));
    const after = resultOf(await api.circulate({ projectId: project.id, flowAction: 'next' }, 'manager'));
    expect(after.messages ?? []).not.toContain(expect.stringMatching(/suspends the step/));
  });

  it('leaves the steps before the ones it is about running: a documents objection lets the result publicity go out', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject();
    resultOf(await register(objection(project.id, { objection_subject: 'opening' })));
    expect((await publish(await draftNotice(project.id, '4'))).statusCode).toBe(200);
  });
});

describe('answering an objection', () => {
  it('refuses a reply without content or before the objection (400), and a second reply (409)', async () => {
    await at('2026-11-03T02:00:00Z');
    const project = await api.createProject();
    const { objection: stored } = resultOf(await register(objection(project.id)));
    const empty = await reply(stored.id, { objection_replyContent: '' });
    expect(fieldsOf(empty)).toEqual(['objection_replyContent']);
    const early = await reply(stored.id, { objection_repliedAt: '2026-11-01T09:00:00+08:00' });
    expect(early.statusCode).toBe(400);
    expect(fieldsOf(early)).toEqual(['objection_repliedAt']);
    const answered = resultOf(await reply(stored.id, { objection_repliedAt: '2026-11-02T17:00:00+08:00' }));
    expect(answered.objection.objection_repliedAt).toBe('2026-11-02T09:00:00.000Z');
    const again = await reply(stored.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/answered already/);
  });

  it('is refused on another tenant’s objection (404), which stays unanswered', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject();
    const { objection: stored } = resultOf(await register(objection(project.id)));
    const intruder = (await login(harness.app, 'admin', 1)).accessToken;
    const foreign = await call(harness.app, {
      method: 'POST',
      url: `${OBJECTION}/Reply`,
      token: intruder,
      tenantId: 1,
      payload: { id: stored.id, objection_replyContent: '冒名答复' },
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    const read = await call(harness.app, {
      method: 'GET',
      url: `${OBJECTION}/GetList?projectId=${project.id}`,
      token: intruder,
      tenantId: 1,
    });
    expect(read.statusCode).toBe(404);
    expect((await logOf(project.id)).items[0].objection.objection_status).toBe('未处理');
  });

  it('keeps the log’s fields when §7’s record update leaves them out', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject();
    const { objection: registered } = resultOf(await register(objection(project.id)));
    // A client of the record API that knows only §3's fields: who, what, and the status.
    const { supplierName, content, id, projectId } = registered;
    resultOf(
      await api.post(`${RECORD}/update`, {
        type: 'objection',
        id,
        projectId,
        supplierName,
        content: `${content}（补充）`,
        objection_status: '未处理',
      }),
    );
    const [entry] = (await logOf(project.id)).items;
    expect(entry.objection).toMatchObject({
      content: `${content}（补充）`,
      objection_subject: 'tenderDocuments',
      objection_channel: 'letter',
      objection_receivedAt: '2026-11-02T01:00:00.000Z',
    });
    expect(entry.reply).toMatchObject({ dueDate: '2026-11-05' });
  });

  it('keeps a status set through the records in the history, and an objection stored before the log stays valid', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await api.createProject();
    const old = resultOf(
      await api.post(`${RECORD}/create`, {
        type: 'objection',
        projectId: project.id,
        supplierName: '乙公司',
        content: '旧异议',
        objection_status: '未处理',
      }),
    );
    resultOf(await api.post(`${RECORD}/update`, { ...old, objection_status: '已处理' }));
    const [entry] = (await logOf(project.id)).items;
    expect(entry.objection.objection_subject).toBeUndefined();
    expect(entry.reply).toBeNull();
    expect(entry.suspends).toBeNull();
    expect(entry.history.map((event: { kind: string }) => event.kind)).toEqual(['received', 'statusChanged']);
  });
});
