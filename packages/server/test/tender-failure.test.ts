import { beforeAll, describe, expect, it } from 'vitest';
import { testClock, useTestApp } from './harness';
import { resultOf } from './support/organisation';
import { ProjectApi, type ProjectReply, SPROJECT } from './support/project-api';

/**
 * The exits of a failed tender on the server (ADR 0023): a re-tender carries the tender documents (as a
 * draft) and the bidders who paid a bond (as sign-ups awaiting review) in the save's transaction; a
 * termination drafts the 流标公告 and marks every unrefunded bond due on the fifth working day
 * (87号令 第二十九条; 实施条例 第三十一条); a refused request changes nothing.
 */
const RECORD = '/middleware/record';
const BOND = '/api/services/app/Bond';
const NOTICE = '/api/services/app/OfflineNotice';
// Monday 2026-03-02, 10:00 in the agencies' day.
const clock = testClock(new Date('2026-03-02T02:00:00Z'));

let api: ProjectApi;

const harness = useTestApp({ config: { clock: clock.clock } });
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app);
}, 60_000);

const TWO_PACKAGES = [
  { groupNumber: '1', groupName: '标段一', groupBudget: 500000 },
  { groupNumber: '2', groupName: '标段二', groupBudget: 300000 },
];

async function records(type: string, projectId: number) {
  const page = resultOf(
    await api.get(`${RECORD}/getPaged?Filter=type=${type},projectId=${projectId}&MaxResultCount=100`),
  );
  return page.items as Record<string, unknown>[];
}

async function ledger(projectId: number) {
  return resultOf(await api.get(`${BOND}/GetLedger?projectId=${projectId}`)) as {
    entries: { id: number; bidder: string; refundedOn: string | null; refundDueOn: string | null }[];
  };
}

async function notices(projectId: number) {
  const page = resultOf(await api.get(`${NOTICE}/GetPaged?Filter=projectId=${projectId}&MaxResultCount=100`));
  return page.items as {
    id: number;
    noticeType: string;
    title: string;
    content: string;
    publishTime: string | null;
  }[];
}

async function payBond(project: ProjectReply, groupIndex: number, bidder: string) {
  const group = (project.sGroupList as { id: number }[])[groupIndex]!;
  const reply = await api.post(`${BOND}/SavePayment`, {
    projectId: project.id,
    groupId: group.id,
    bidder,
    amount: '5000',
    paidOn: '2026-02-27',
    payerName: bidder,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const entries = resultOf(reply).entries as { id: number; bidder: string; groupId: number }[];
  return entries.find((e) => e.bidder === bidder && e.groupId === group.id)!.id;
}

/** A running project at its sign-up step with one approved sign-up: too few, the tender has failed. */
async function failedAtSignUp(name: string, more: object = {}) {
  const project = await api.createProject({ projectName: name, sGroupList: TWO_PACKAGES, ...more });
  const signUp = (await api.nodesOf(project)).find((node) => node.router === '/sign-up')!;
  const moved = await api.circulate(
    { projectId: project.id, flowAction: 'jump', jumpNodeId: signUp.id, operator: 'admin' },
    'admin',
  );
  expect(moved.statusCode, moved.body).toBe(200);
  const created = await api.post(`${RECORD}/create`, {
    type: 'signUp',
    projectId: project.id,
    supplierName: '甲公司',
    signUp_state: '1',
  });
  expect(created.statusCode, created.body).toBe(200);
  return api.detail(project.id);
}

function stripped(project: ProjectReply) {
  const { eNotices: _n, currentNodeId: _c, ...fields } = project;
  return fields;
}

describe('re-tender (实施条例 第四十四条)', () => {
  it('carries the tender documents as a draft and the paid bidders as sign-ups awaiting review', async () => {
    const source = await api.createProject({ projectName: '办公楼维修', sGroupList: TWO_PACKAGES });
    for (const [name, state] of [
      ['v1.pdf', '1'],
      ['v2.pdf', '0'],
    ] as const) {
      const doc = await api.post(`${RECORD}/create`, {
        type: 'tenderDocument',
        projectId: source.id,
        tenderDocument_fileId: `projects/${source.id}/${name}`,
        tenderDocument_fileName: name,
        tenderDocument_state: '0',
      });
      expect(doc.statusCode, doc.body).toBe(200);
      if (state === '1') {
        const published = await api.post(`${RECORD}/update`, { ...resultOf(doc), tenderDocument_state: '1' });
        expect(published.statusCode, published.body).toBe(200);
      }
    }
    await payBond(source, 0, '甲公司');
    await payBond(source, 1, '甲公司');
    await payBond(source, 1, '乙公司');
    const ended = await api.post(`${SPROJECT}/CreateOrUpdate`, {
      ...stripped(source),
      state: 5,
      projectFlowName: '重新招标',
    });
    expect(ended.statusCode, ended.body).toBe(200);

    // The form keeps package 2 only: 甲公司's bond for package 1 still carries 甲公司, for the project.
    const reply = await api.post(`${SPROJECT}/CreateOrUpdate`, {
      projectName: '办公楼维修（第2次招标）',
      projectNum: `${source.projectNum}-2`,
      biddingMethod: '公开招标',
      rebiddingId: source.id,
      sGroupList: [TWO_PACKAGES[1]],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const again = resultOf(reply) as ProjectReply;
    const newGroup = (again.sGroupList as { id: number }[])[0]!.id;

    const signUps = await records('signUp', again.id);
    expect(signUps.map((s) => [s.supplierName, s.signUp_state, s.signUp_groupId]).sort()).toEqual(
      [
        ['乙公司', '0', newGroup],
        ['甲公司', '0', newGroup],
        ['甲公司', '0', null],
      ].sort(),
    );
    const documents = await records('tenderDocument', again.id);
    expect(documents.map((d) => [d.tenderDocument_fileName, d.tenderDocument_state])).toEqual([
      ['v1.pdf', '0'],
    ]);
    // The bonds stay in the source's ledger until refunded.
    expect((await ledger(again.id)).entries).toEqual([]);
    expect((await ledger(source.id)).entries).toHaveLength(3);
  });

  it('carries nothing when the re-tender is refused (the source still runs: 400 naming rebiddingId)', async () => {
    const running = await api.createProject({ sGroupList: TWO_PACKAGES });
    await payBond(running, 0, '丙公司');
    const before = await harness.database.db
      .selectFrom('middlewareRecords')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await api.post(`${SPROJECT}/CreateOrUpdate`, {
      projectName: '重新招标',
      projectNum: `R-${running.id}`,
      biddingMethod: '公开招标',
      rebiddingId: running.id,
      sGroupList: TWO_PACKAGES,
    });
    expect(refused.statusCode).toBe(400);
    const after = await harness.database.db
      .selectFrom('middlewareRecords')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('terminate (实施条例 第三十一条; 87号令 第二十九条)', () => {
  it('drafts the 流标公告 and puts every unrefunded bond in the refund batch, due in 5 working days', async () => {
    const project = await failedAtSignUp('道路养护');
    const paid = await payBond(project, 0, '甲公司');
    const refunded = await payBond(project, 1, '乙公司');
    const refund = await api.post(`${BOND}/RecordRefund`, {
      projectId: project.id,
      id: refunded,
      refundedOn: '2026-03-01',
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const reply = await api.post(`${SPROJECT}/CreateOrUpdate`, {
      ...stripped(project),
      state: 5,
      projectFlowName: '项目终止',
    });
    expect(reply.statusCode, reply.body).toBe(200);

    const [notice] = await notices(project.id);
    expect(notice).toMatchObject({ noticeType: '6', title: '道路养护流标公告', publishTime: null });
    expect(notice?.content).toContain('报名供应商不足3家（当前1家）');
    expect(notice?.content).toContain('招标投标法实施条例 第三十一条');
    const entries = (await ledger(project.id)).entries;
    // Monday 2026-03-02: five working days on is Monday 2026-03-09.
    expect(entries.find((e) => e.id === paid)?.refundDueOn).toBe('2026-03-09');
    expect(entries.find((e) => e.id === refunded)?.refundDueOn).toBeNull();

    // The project is read-only now, but its failure notice is edited and published by staff.
    const edited = await api.post(`${NOTICE}/CreateOrUpdate`, {
      ...notice,
      title: '道路养护项目流标公告',
      netName: '中国招标投标公共服务平台',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const published = await api.post(`${NOTICE}/Publish`, { id: notice?.id }, 'admin');
    expect(published.statusCode, published.body).toBe(200);
  });

  it('changes nothing when the termination is refused (a viewer: 403)', async () => {
    const project = await failedAtSignUp('绿化工程');
    await payBond(project, 0, '甲公司');
    const refused = await api.post(
      `${SPROJECT}/CreateOrUpdate`,
      { ...stripped(project), state: 5, projectFlowName: '项目终止' },
      'viewer',
    );
    expect(refused.statusCode).toBe(403);
    expect(await notices(project.id)).toEqual([]);
    expect((await ledger(project.id)).entries.map((e) => e.refundDueOn)).toEqual([null]);
    expect((await api.detail(project.id)).state).toBe(3);
  });

  it('a running project’s failure notice still follows the rule of record writes', async () => {
    const project = await failedAtSignUp('路灯改造');
    const viewer = await api.post(
      `${NOTICE}/CreateOrUpdate`,
      { projectId: project.id, noticeType: '6', title: '流标公告' },
      'viewer',
    );
    expect(viewer.statusCode).toBe(403);
  });
});

describe('change of method of a failed tender', () => {
  const APPROVAL = { fileId: 'projects/approvals/批复.pdf', fileName: '批复.pdf', usage: '12' };
  const change = (project: ProjectReply, files: object[] = []) =>
    api.post(`${SPROJECT}/CreateOrUpdate`, {
      ...stripped(project),
      eHonors: [...((project.eHonors as object[]) ?? []), ...files],
      auditState: '13',
      projectFlowName: '项目待结项',
      biddingMethod: '竞争性谈判',
    });

  it('施工招标投标办法 第三十八条: a first tender under 招标投标法 may not change method (409 with the article)', async () => {
    const project = await failedAtSignUp('厂房建设', { capitalSource: '自筹资金' });
    const refused = await change(project, [APPROVAL]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('工程建设项目施工招标投标办法 第三十八条');
    expect(await api.detail(project.id)).toMatchObject({
      auditState: null,
      biddingMethod: '公开招标',
      eHonors: [],
    });
  });

  it('政府采购法 第三十七条: a failed procurement changes method only with the approval (400 naming approvalDocument)', async () => {
    const project = await failedAtSignUp('办公家具采购', { capitalSource: '财政资金' });
    const refused = await change(project);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.validationErrors[0].members).toEqual(['approvalDocument']);
    expect((await api.detail(project.id)).auditState).toBeNull();
    const changed = await change(project, [APPROVAL]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(resultOf(changed)).toMatchObject({ auditState: '13', biddingMethod: '竞争性谈判' });
    expect((resultOf(changed).eHonors as { usage: string }[]).map((f) => f.usage)).toEqual(['12']);
  });
});
