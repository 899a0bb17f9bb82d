import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Reply, useTestApp } from './harness';
import { fieldsOf, resultOf, staffWithGrants } from './support/organisation';
import { ProjectApi, type ProjectReply } from './support/project-api';

/**
 * The statutory deadlines on the server (ADR 0022): Compliance/GetDeadlines lays a project's bounds out on
 * the server's clock and China's working calendar; publishing a notice or a clarification that breaks a
 * bound is refused (409, the article named, nothing stored, no audit row); a late correction that moves
 * the deadline far enough is published, and the opening judges by the moved deadline; a project whose facts
 * break a bound anyway is blocked at circulation.
 */
const DEADLINES = '/api/services/app/Compliance/GetDeadlines';
const NOTICE = '/api/services/app/OfflineNotice';
const RECORD = '/middleware/record';

let api: ProjectApi;
/** The server's clock, set by each test to the day it plays (at). */
let now = new Date('2026-09-18T02:00:00Z');

/** Sets the server's clock, and signs in again: a token lives a day of the server's time. */
async function at(time: string): Promise<void> {
  now = new Date(time);
  api = await ProjectApi.signIn(harness.app, 3, ['admin', 'manager', 'agent', 'viewer']);
}

const harness = useTestApp({ config: { clock: () => new Date(now) } });
beforeAll(async () => {
  await at('2026-09-18T02:00:00Z');
});

interface Bound {
  id: string;
  citation: { en: string; zh: string };
  dueDate: string | null;
  dueAt: string | null;
  anchor: { what: string; at: string } | null;
  status: string;
}
interface Deadlines {
  projectId: number;
  regime: string;
  now: string;
  bounds: Bound[];
  provisionalYears: number[];
}

async function deadlinesOf(projectId: number, user = 'agent'): Promise<Deadlines> {
  return resultOf(await api.get(`${DEADLINES}?projectId=${projectId}`, user));
}
const bound = (deadlines: Deadlines, id: string) => deadlines.bounds.find((b) => b.id === id) as Bound;

/** A draft notice of the project; its id. */
async function draftNotice(projectId: number, noticeType: string, endTime?: string): Promise<number> {
  const saved = await api.post(`${NOTICE}/CreateOrUpdate`, {
    projectId,
    title: `公告 ${noticeType}`,
    noticeType,
    content: '<p>公告</p>',
    ...(endTime ? { endTime } : {}),
  });
  return resultOf(saved).id;
}
/** Saves a drafted notice again, with another deadline (or none). */
const redraft = (id: number, projectId: number, title: string, noticeType: string, endTime?: string) =>
  api.post(`${NOTICE}/CreateOrUpdate`, {
    id,
    projectId,
    title,
    noticeType,
    ...(endTime ? { endTime } : {}),
  });
const publish = (id: number) => api.post(`${NOTICE}/Publish`, { id });
async function published(projectId: number, noticeType: string, endTime?: string) {
  const reply = await publish(await draftNotice(projectId, noticeType, endTime));
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result;
}

/** A clarification of the project, a draft ("0") or published ("1"). */
const clarify = (projectId: number, title: string, state: '0' | '1', more: object = {}) =>
  api.post(`${RECORD}/create`, {
    type: 'clarification',
    projectId,
    clarification_title: title,
    clarification_state: state,
    ...more,
  });

/** What a refused write must leave as it was: the project's notices, records and the audit trail. */
async function footprint(projectId: number) {
  const { rows } = await sql<{ notices: string; records: string; audit: number }>`
    select
      (select coalesce(string_agg(id || ':' || coalesce(publish_time::text, 'draft'), ',' order by id), '')
         from notices where project_id = ${projectId}) as notices,
      (select coalesce(string_agg(id || ':' || (data ->> 'clarification_state'), ',' order by id), '')
         from middleware_records where project_id = ${projectId}) as records,
      (select count(*)::int from audit_log) as audit`.execute(harness.database.db);
  return rows[0];
}

function expectRefusal(reply: Reply, article: RegExp) {
  expect(reply.statusCode, reply.body).toBe(409);
  const { error } = reply.json();
  expect(error.code).toBe('CONFLICT');
  expect(error.message).toMatch(article);
}

/**
 * A project that must be tendered by law (§3 isTenderByLaw): the one 招标投标法 第二十四条 and 第四十七条 and
 * 实施条例 第五十四条 bind (statutory-bounds.ts mandatoryTenderingOnly).
 */
const mandatoryTender = (overrides: object = {}) => api.createProject({ isTenderByLaw: true, ...overrides });

describe('GET Compliance/GetDeadlines', () => {
  it('lays out a fresh project: every bound of the tendering regime waits, at the server’s now', async () => {
    await at('2026-09-18T02:00:00Z');
    const project = await mandatoryTender();
    const deadlines = await deadlinesOf(project.id);
    expect(deadlines).toMatchObject({
      projectId: project.id,
      regime: 'tendering',
      now: '2026-09-18T02:00:00.000Z',
      provisionalYears: [],
    });
    expect(deadlines.bounds.map((b) => b.id)).toEqual([
      'bidDeadlineEarliest',
      'documentSaleWindow',
      'clarificationCutoff',
      'documentObjectionCutoff',
      'objectionReply',
      'candidatePublicityStart',
      'candidatePublicity',
      'contractSigning',
      'filingReport',
      // No bid package charges a bond: nothing to refund.
    ]);
    expect(deadlines.bounds.every((b) => b.status === 'waiting' && b.dueDate === null)).toBe(true);
    expect(bound(deadlines, 'bidDeadlineEarliest').citation.zh).toBe('招标投标法 第二十四条');
  });

  it('leaves out the articles that bind only a tender required by law, for one that is not', async () => {
    const project = await api.createProject({ isTenderByLaw: false });
    const ids = (await deadlinesOf(project.id)).bounds.map((b) => b.id);
    expect(ids).toContain('clarificationCutoff');
    for (const id of ['bidDeadlineEarliest', 'candidatePublicity', 'filingReport'])
      expect(ids).not.toContain(id);
  });

  it('runs a fiscally funded tender on the procurement clocks, bonds and all', async () => {
    const project = await api.createProject({
      capitalSource: '财政资金',
      sGroupList: [{ groupNumber: '1', groupName: '标段一', groupBudget: 500000, bondAmount: '5000' }],
    });
    const deadlines = await deadlinesOf(project.id);
    expect(deadlines.regime).toBe('procurement');
    expect(bound(deadlines, 'bidDeadlineEarliest').citation.en).toBe('Government Procurement Law, art. 35');
    expect(deadlines.bounds.map((b) => b.id)).toContain('bondRefund');
    expect(deadlines.bounds.map((b) => b.id)).not.toContain('candidatePublicity');
  });

  it('counts from the published tender notice: its minimum met, the cut-offs ahead of its deadline', async () => {
    await at('2026-09-18T02:00:00Z');
    const project = await mandatoryTender();
    // Monday 12 October, 09:30 in Beijing: at least 20 days after Friday 18 September.
    const deadline = '2026-10-12T01:30:00.000Z';
    await published(project.id, '0', deadline);
    const deadlines = await deadlinesOf(project.id);
    expect(bound(deadlines, 'bidDeadlineEarliest')).toMatchObject({
      dueDate: '2026-10-08',
      status: 'met',
      anchor: { what: 'documentsIssued', at: '2026-09-18T02:00:00.000Z' },
    });
    expect(bound(deadlines, 'clarificationCutoff')).toMatchObject({
      dueDate: '2026-09-27',
      status: 'open',
      anchor: { what: 'bidDeadline', at: deadline },
    });
    expect(bound(deadlines, 'documentObjectionCutoff')).toMatchObject({
      dueDate: '2026-10-02',
      status: 'open',
    });
    expect(bound(deadlines, 'documentSaleWindow')).toMatchObject({ dueDate: '2026-09-23', status: 'open' });
    // The cut-off passes with the clock.
    await at('2026-09-28T02:00:00Z');
    expect(bound(await deadlinesOf(project.id), 'clarificationCutoff').status).toBe('met');
  });

  it('moves a due date past 国庆节 to the next working day (民法典 第二百零三条)', async () => {
    await at('2026-09-01T02:00:00Z');
    const project = await mandatoryTender();
    await published(project.id, '5');
    const objection = resultOf(
      await api.post(`${RECORD}/create`, {
        type: 'objection',
        projectId: project.id,
        supplierName: '异议公司',
        objection_status: '未处理',
        objection_subject: 'candidates',
      }),
    );
    // Received on Monday 28 September: three days end on 1 October, a holiday through the 7th.
    await harness.database.db
      .updateTable('middlewareRecords')
      .set({ creationTime: new Date('2026-09-28T02:00:00Z') })
      .where('id', '=', objection.id)
      .execute();
    await at('2026-09-29T02:00:00Z');
    const deadlines = await deadlinesOf(project.id);
    // The award on 1 September: 30 days end on 1 October too.
    expect(bound(deadlines, 'contractSigning')).toMatchObject({
      dueDate: '2026-10-08',
      status: 'open',
      anchor: { what: 'award', at: '2026-09-01T02:00:00.000Z' },
    });
    expect(bound(deadlines, 'filingReport')).toMatchObject({ dueDate: '2026-09-16', status: 'missed' });
    expect(bound(deadlines, 'objectionReply')).toMatchObject({
      dueDate: '2026-10-08',
      dueAt: '2026-10-08T15:59:59.999Z',
      status: 'open',
    });
    await at('2026-10-09T02:00:00Z');
    expect(bound(await deadlinesOf(project.id), 'objectionReply').status).toBe('missed');
  });

  it('counts the candidates’ publicity from the evaluation report: within 3 days (实施条例 第五十四条)', async () => {
    await at('2026-05-05T02:00:00Z');
    const project = await mandatoryTender();
    expect(bound(await deadlinesOf(project.id), 'candidatePublicityStart')).toMatchObject({
      status: 'waiting',
    });
    // What the last score sheet stamps when it completes the evaluation (evaluation.test.ts).
    await harness.database.db
      .insertInto('evaluationReports')
      .values({ projectId: project.id, tenantId: 3, reportedTime: new Date('2026-05-05T02:00:00Z') })
      .execute();
    expect(bound(await deadlinesOf(project.id), 'candidatePublicityStart')).toMatchObject({
      dueDate: '2026-05-08',
      status: 'open',
      anchor: { what: 'evaluationReport', at: '2026-05-05T02:00:00.000Z' },
    });
    await published(project.id, '4');
    expect(bound(await deadlinesOf(project.id), 'candidatePublicityStart').status).toBe('met');
  });

  it('is read by whoever may read the project, the viewer too', async () => {
    const project = await mandatoryTender();
    expect((await api.get(`${DEADLINES}?projectId=${project.id}`, 'viewer')).statusCode).toBe(200);
  });

  it('names the bad field (400)', async () => {
    for (const query of ['', '?projectId=abc', '?projectId=0', '?projectId=1.5']) {
      const reply = await api.get(`${DEADLINES}${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(fieldsOf(reply), query).toEqual(['projectId']);
    }
  });

  it('answers another tenant’s project as a missing one (404)', async () => {
    const project = await mandatoryTender();
    const other = (await login(harness.app, 'admin', 1)).accessToken;
    const reply = await call(harness.app, {
      method: 'GET',
      url: `${DEADLINES}?projectId=${project.id}`,
      token: other,
    });
    expect(reply.statusCode).toBe(404);
    expect((await api.get(`${DEADLINES}?projectId=999999999`)).statusCode).toBe(404);
  });

  it('refuses a role that may not read projects (403)', async () => {
    const project = await mandatoryTender();
    const nobody = await staffWithGrants(harness.app, api.tokens.admin as string, ['notice.query']);
    const reply = await call(harness.app, {
      method: 'GET',
      url: `${DEADLINES}?projectId=${project.id}`,
      token: nobody.token,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.message).toBe('Your roles do not grant project.get');
  });
});

describe('publishing within the statutory bounds (409 otherwise, nothing stored)', () => {
  /** A project whose tender notice went out on 18 September with its deadline on 12 October. */
  async function tendered(): Promise<ProjectReply> {
    await at('2026-09-18T02:00:00Z');
    const project = await mandatoryTender();
    await published(project.id, '0', '2026-10-12T01:30:00.000Z');
    return project;
  }

  it('refuses a tender notice whose deadline comes before the earliest the law allows (招标投标法 第二十四条)', async () => {
    await at('2026-09-18T02:00:00Z');
    const project = await mandatoryTender();
    const id = await draftNotice(project.id, '0', '2026-10-07T01:30:00.000Z');
    const before = await footprint(project.id);
    const refused = await publish(id);
    expectRefusal(refused, /^The bid deadline may not be earlier than 2026-10-08 \(Tendering Law, art\. 24:/);
    expect(await footprint(project.id)).toEqual(before);
    // On the earliest day itself it goes out.
    await redraft(id, project.id, '招标公告', '0', '2026-10-08T01:30:00.000Z');
    expect((await publish(id)).statusCode).toBe(200);
  });

  it('refuses a prequalification notice whose applications close too soon (实施条例 第十六条、第十七条), then lays its bounds', async () => {
    await at('2026-09-01T02:00:00Z');
    const project = await mandatoryTender();
    const id = await draftNotice(project.id, '2', '2026-09-10T01:30:00.000Z');
    const before = await footprint(project.id);
    expectRefusal(
      await publish(id),
      /^The deadline for prequalification applications may not be earlier than 2026-09-11 \(Tendering Law Implementing Regulations, arts\. 16, 17:/,
    );
    expect(await footprint(project.id)).toEqual(before);
    // Without its deadline it is not published at all (400 naming endTime).
    await redraft(id, project.id, '资格预审公告', '2');
    expect(fieldsOf(await publish(id))).toContain('endTime');
    await redraft(id, project.id, '资格预审公告', '2', '2026-09-15T01:30:00.000Z');
    expect((await publish(id)).statusCode).toBe(200);
    const deadlines = await deadlinesOf(project.id);
    expect(bound(deadlines, 'applicationDeadlineEarliest')).toMatchObject({
      dueDate: '2026-09-11',
      status: 'met',
    });
    expect(bound(deadlines, 'qualificationObjectionCutoff')).toMatchObject({
      dueDate: '2026-09-13',
      status: 'open',
      citation: { zh: '招标投标法实施条例 第二十二条' },
    });
  });

  it('refuses a government purchase’s prequalification notice with less than 5 working days (政府采购法实施条例 第二十一条)', async () => {
    // Tuesday 1 September: the fifth working day after it is Tuesday 8 September.
    await at('2026-09-01T02:00:00Z');
    const project = await api.createProject({ capitalSource: '财政资金' });
    const id = await draftNotice(project.id, '2', '2026-09-07T01:30:00.000Z');
    const before = await footprint(project.id);
    expectRefusal(
      await publish(id),
      /^The deadline for prequalification applications may not be earlier than 2026-09-08 \(Government Procurement Law Implementing Regulations, art\. 21:/,
    );
    expect(await footprint(project.id)).toEqual(before);
    await redraft(id, project.id, '资格预审公告', '2', '2026-09-08T01:30:00.000Z');
    expect((await publish(id)).statusCode).toBe(200);
    const deadlines = await deadlinesOf(project.id);
    expect(deadlines.regime).toBe('procurement');
    expect(bound(deadlines, 'applicationDeadlineEarliest')).toMatchObject({
      dueDate: '2026-09-08',
      status: 'met',
      citation: { zh: '政府采购法实施条例 第二十一条' },
    });
    expect(deadlines.bounds.map((b) => b.id)).not.toContain('qualificationObjectionCutoff');
  });

  it('refuses a correction after the cut-off that leaves the deadline where it was (第二十三条, 实施条例 第二十一条)', async () => {
    const project = await tendered();
    await at('2026-10-01T02:00:00Z');
    const id = await draftNotice(project.id, '1');
    const before = await footprint(project.id);
    expectRefusal(
      await publish(id),
      /move the deadline to 2026-10-16 or later \(Tendering Law, art\. 23; Tendering Law Implementing Regulations, art\. 21:/,
    );
    expect(await footprint(project.id)).toEqual(before);
    // A correction whose own deadline is too soon after it is refused the same way.
    const tooSoon = await draftNotice(project.id, '1', '2026-10-15T01:30:00.000Z');
    expectRefusal(await publish(tooSoon), /2026-10-16 or later/);
  });

  it('publishes a late correction that moves the deadline far enough, and the opening judges by it', async () => {
    const project = await tendered();
    await at('2026-10-01T02:00:00Z');
    const moved = '2026-10-19T01:30:00.000Z';
    const correction = await published(project.id, '1', moved);
    expect(correction).toMatchObject({ noticeType: '1', endTime: moved });
    const deadlines = await deadlinesOf(project.id);
    expect(bound(deadlines, 'clarificationCutoff')).toMatchObject({
      anchor: { what: 'bidDeadline', at: moved },
      dueDate: '2026-10-04',
      status: 'open',
    });
    expect(bound(deadlines, 'bidDeadlineEarliest').status).toBe('met');
    expect(deadlines.bounds.some((b) => b.status === 'broken')).toBe(false);
    const opening = resultOf(await api.get(`/api/services/app/OpeningRecord/Get?projectId=${project.id}`));
    expect(opening.deadline).toBe(moved);
    // Now a clarification may follow, within the moved deadline's cut-off.
    const clarification = await clarify(project.id, '澄清', '1', {
      clarification_publishTime: '2026-01-01T00:00:00Z',
    });
    expect(clarification.statusCode, clarification.body).toBe(200);
    // Stamped with the server's time, whatever the client sent.
    expect(resultOf(clarification).clarification_publishTime).toBe('2026-10-01T02:00:00.000Z');
  });

  it('refuses a clarification published after the cut-off, on create and on update (第二十三条)', async () => {
    const project = await tendered();
    await at('2026-10-01T02:00:00Z');
    const before = await footprint(project.id);
    const created = await clarify(project.id, '迟到的澄清', '1');
    expectRefusal(
      created,
      /^A clarification or change published now comes less than 15 days before the bid deadline/,
    );
    expect(await footprint(project.id)).toEqual(before);

    const draft = resultOf(await clarify(project.id, '草稿澄清', '0'));
    const drafted = await footprint(project.id);
    expectRefusal(await api.post(`${RECORD}/update`, { ...draft, clarification_state: '1' }), /art\. 23/);
    expect(await footprint(project.id)).toEqual(drafted);
  });

  it('refuses a result announcement before the candidates’ publicity has run (实施条例 第五十四条)', async () => {
    await at('2026-11-02T02:00:00Z');
    const project = await mandatoryTender();
    await published(project.id, '4');
    await at('2026-11-04T02:00:00Z');
    const id = await draftNotice(project.id, '5');
    const before = await footprint(project.id);
    expectRefusal(
      await publish(id),
      /^The result announcement may not be published before 2026-11-05 \(Tendering Law Implementing Regulations, art\. 54:/,
    );
    expect(await footprint(project.id)).toEqual(before);
    await at('2026-11-05T02:00:00Z');
    expect((await publish(id)).statusCode).toBe(200);
  });

  it('lets a result publicity and a correction after the deadline (of the result, say) go out', async () => {
    const project = await tendered();
    await at('2026-10-20T02:00:00Z');
    await published(project.id, '4');
    await published(project.id, '1');
  });
});

describe('circulation past a broken bound (§5 blocking message)', () => {
  it('blocks the next step while the facts break a bound, naming its article, and lets it move once mended', async () => {
    await at('2026-09-01T02:00:00Z');
    const project = await mandatoryTender();
    await published(project.id, '0', '2026-09-22T01:30:00.000Z');
    // The tender documents' first version goes out later: they are issued then (招标文件开始发出之日), and
    // the deadline no longer leaves the bidders their 20 days.
    await at('2026-09-10T02:00:00Z');
    const documents = await api.post(`${RECORD}/create`, {
      type: 'tenderDocument',
      projectId: project.id,
      tenderDocument_fileId: 'uploads/docs/招标文件.pdf',
      tenderDocument_fileName: '招标文件.pdf',
      tenderDocument_state: '1',
    });
    expect(documents.statusCode, documents.body).toBe(200);
    expect(bound(await deadlinesOf(project.id), 'bidDeadlineEarliest').status).toBe('broken');

    const refused = resultOf(await api.circulate({ projectId: project.id, flowAction: 'next' }));
    expect(refused.code).toBe('3');
    expect(refused.messages).toEqual([
      'The project breaks a statutory time limit (Tendering Law, art. 24): The bid deadline leaves the bidders the least time the law allows to prepare their bids',
    ]);
    const zh = resultOf(
      await call(harness.app, {
        method: 'POST',
        url: '/api/services/app/Sproject/CirculationProjectFlowById',
        token: api.tokens.agent,
        payload: { projectId: project.id, flowAction: 'next' },
        headers: { 'accept-language': 'zh-CN' },
      }),
    );
    expect(zh.messages).toEqual([
      '该项目违反法定时限（招标投标法 第二十四条）：投标截止时间须给投标人留足法定的编制投标文件时间',
    ]);
    expect((await api.detail(project.id)).currentNodeId).toBe(project.currentNodeId);

    // A correction moving the deadline to 30 September or later mends it.
    await published(project.id, '1', '2026-10-09T01:30:00.000Z');
    const moved = resultOf(await api.circulate({ projectId: project.id, flowAction: 'next' }));
    expect(moved.code, moved.msg).toBe('1');
  });
});
