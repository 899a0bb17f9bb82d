import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Reply, testClock, useTestApp } from './harness';
import { fieldsOf, resultOf } from './support/organisation';
import { ProjectApi, type ProjectReply } from './support/project-api';

/**
 * The committee checks (ADR 0019) over the real routes: representatives join the committee; an expert
 * recuses with the reason, logged with who and when, and the seat is redrawn as a draw of its own; a
 * committee that breaks a rule of its composition — too small, even, under two thirds experts, an expert
 * of a party, a representative of a bidder, a larger committee not met — may not mark (409) nor leave the evaluation step (a blocker),
 * each naming the article; another tenant cannot touch it.
 */
let api: ProjectApi;
const clock = testClock(new Date('2026-12-15T02:00:00Z'));
const COMMITTEE = '/api/services/app/Committee';
const EVALUATION = '/api/services/app/Evaluation';
const OPENING = '/api/services/app/OpeningRecord';

interface Committee {
  bidders: string[];
  members: { expertId: number; name: string; company: string; drawId: number | null }[];
  representatives: { id: number; name: string; company: string; appointedBy: string | null }[];
  recusals: { expertId: number; reason: string; recusedAt: string; recusedBy: string | null }[];
  representativeRecusals: {
    id: number;
    name: string;
    reason: string;
    recusedAt: string;
    recusedBy: string | null;
  }[];
  draws: { id: number; requested: number; drawnIds: number[]; candidateIds: number[]; redraw: boolean }[];
  largerRequired: boolean;
}

const harness = useTestApp({ config: { clock: clock.clock } });
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app);
});

/** A project at its evaluation step, with three bids confirmed and a plan. */
async function atEvaluation(overrides: object = {}): Promise<{ project: ProjectReply; groupId: number }> {
  const project = await api.createProject(overrides);
  const step = (await api.nodesOf(project)).find((node) => node.router === '/bid-evaluation/index');
  resultOf(await api.circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: step?.id }, 'admin'));
  const groupId = resultOf(await api.get(`${OPENING}/Get?projectId=${project.id}`)).packages[0].groupId;
  for (const bidder of ['甲公司', '乙公司', '丙公司']) {
    resultOf(
      await api.post(`${OPENING}/SaveBid`, {
        projectId: project.id,
        groupId,
        bidder,
        price: '100000.00',
        durationDays: 30,
        bondPaid: true,
        receivedAt: '2026-12-15T01:00:00Z',
      }),
    );
  }
  resultOf(await api.post(`${OPENING}/Confirm`, { projectId: project.id, groupId }));
  resultOf(
    await api.post(`${EVALUATION}/SavePlan`, {
      projectId: project.id,
      groupId,
      method: 'lowestPrice',
      criteria: [{ key: 'q', name: '资格', kind: 'passFail', weight: 0 }],
    }),
  );
  return { project, groupId };
}

const committeeOf = async (projectId: number): Promise<Committee> =>
  resultOf(await api.get(`${COMMITTEE}/Get?projectId=${projectId}`));
const write = (path: string, body: object, user = 'agent'): Promise<Reply> =>
  api.post(`${COMMITTEE}/${path}`, body, user);
const markBy = (projectId: number, groupId: number, expertId: number) =>
  api.post(`${EVALUATION}/SaveScoreSheet`, {
    projectId,
    groupId,
    expertId,
    marks: ['甲公司', '乙公司', '丙公司'].map((bidder) => ({ bidder, criterion: 'q', passed: true })),
  });
const advance = async (projectId: number): Promise<{ code: string; messages: string[] }> =>
  resultOf(await api.circulate({ projectId, flowAction: 'next' }));
const committeeRows = async () =>
  (
    await sql<{
      n: number;
    }>`select (select count(*) from committee_members) + (select count(*) from committee_draws)
      + (select count(*) from committee_representatives)
      + (select count(*) from committee_members where recused_time is not null)
      + (select count(*) from committee_representatives where recused_time is not null) as n`.execute(
      harness.database.db,
    )
  ).rows[0]?.n;

describe('the committee’s composition (招标投标法 第三十七条)', () => {
  it('refuses marks and the next step while the committee is too small, then takes them once lawful', async () => {
    const { project, groupId } = await atEvaluation();
    const three: Committee = resultOf(await write('Draw', { projectId: project.id, count: 3 }));
    const refused = await markBy(project.id, groupId, three.members[0]!.expertId);
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      'The evaluation committee breaks Tendering Law, art. 37: it has 3 members, fewer than the 5 it needs',
    ]);
    const blocked = await advance(project.id);
    expect(blocked.code).toBe('3');
    expect(blocked.messages).toEqual([
      'The evaluation committee breaks Tendering Law, art. 37: it has 3 members, fewer than the 5 it needs',
    ]);
    // A representative makes four: an even number.
    resultOf(
      await write('AddRepresentative', { projectId: project.id, name: '张代表', company: '区教育局' }),
    );
    expect((await advance(project.id)).messages).toEqual([
      'The evaluation committee breaks Tendering Law, art. 37: it has 4 members, fewer than the 5 it needs',
      'The evaluation committee breaks Tendering Law, art. 37: it has 4 members, an even number: it must be odd',
    ]);
    // A second representative: five, odd, but only three of five are experts.
    resultOf(
      await write('AddRepresentative', { projectId: project.id, name: '李代表', company: '区教育局' }),
    );
    expect((await advance(project.id)).messages).toEqual([
      'The evaluation committee breaks Tendering Law, art. 37: 3 of its 5 members are experts, fewer than two thirds',
    ]);
    const seven: Committee = resultOf(await write('Draw', { projectId: project.id, count: 2 }));
    expect([seven.members.length, seven.representatives.length]).toEqual([5, 2]);
    expect(seven.representatives[0]).toMatchObject({
      name: '张代表',
      company: '区教育局',
      appointedBy: expect.any(String),
    });
    expect((await markBy(project.id, groupId, seven.members[0]!.expertId)).statusCode).toBe(200);
  });

  it('names the field of a representative it cannot add, and adds nothing', async () => {
    const { project } = await atEvaluation();
    const before = await committeeRows();
    const bad = await write('AddRepresentative', { projectId: project.id, name: ' ', company: '' });
    expect([bad.statusCode, fieldsOf(bad).sort()]).toEqual([400, ['company', 'name']]);
    expect(await committeeRows()).toBe(before);
  });

  it('refuses a representative of a bidder, and catches one whose company bids after they were seated (招标投标法 第三十七条)', async () => {
    const { project } = await atEvaluation();
    const before = await committeeRows();
    const ofBidder = await write('AddRepresentative', {
      projectId: project.id,
      name: '王代表',
      company: ' 乙公司 ',
    });
    expect([ofBidder.statusCode, fieldsOf(ofBidder)]).toEqual([400, ['company']]);
    expect(ofBidder.body).toContain('must not be a bidder in this project: 乙公司');
    expect(await committeeRows()).toBe(before);

    // Seated before the company bid: the composition check catches it once the bid is in.
    const late = await api.createProject();
    const step = (await api.nodesOf(late)).find((node) => node.router === '/bid-evaluation/index');
    resultOf(await api.circulate({ projectId: late.id, flowAction: 'jump', jumpNodeId: step?.id }, 'admin'));
    resultOf(await write('Draw', { projectId: late.id, count: 4 }));
    const seated: Committee = resultOf(
      await write('AddRepresentative', { projectId: late.id, name: '王代表', company: '丁公司' }),
    );
    const groupId = resultOf(await api.get(`${OPENING}/Get?projectId=${late.id}`)).packages[0].groupId;
    resultOf(
      await api.post(`${OPENING}/SaveBid`, {
        projectId: late.id,
        groupId,
        bidder: '丁公司',
        price: '100000.00',
        durationDays: 30,
        bondPaid: true,
        receivedAt: '2026-12-15T01:00:00Z',
      }),
    );
    expect((await committeeOf(late.id)).bidders).toEqual(['丁公司']);
    const breach =
      'The evaluation committee breaks Tendering Law Implementing Regulations, art. 46: representative 王代表 is of 丁公司, a bidder, and must recuse';
    expect((await advance(late.id)).messages).toContain(breach);
    // Recused, and the purchaser names another: lawful again, the project leaves the step.
    resultOf(
      await write('RecuseRepresentative', {
        projectId: late.id,
        representativeId: seated.representatives[0]!.id,
        reason: '任职于投标人丁公司',
      }),
    );
    resultOf(await write('AddRepresentative', { projectId: late.id, name: '李代表', company: '区教育局' }));
    expect(await advance(late.id)).toMatchObject({ code: '1' });
  });

  it('catches an expert who declares a tie to a bidder after the draw (招标投标法实施条例 第四十六条)', async () => {
    const { project, groupId } = await atEvaluation();
    const five: Committee = resultOf(await write('Draw', { projectId: project.id, count: 5 }));
    const late = five.members[2]!;
    const expert = resultOf(await api.get(`/api/services/app/Expert/Get?id=${late.expertId}`));
    resultOf(
      await api.post('/api/services/app/Expert/Update', { ...expert, avoidCompanies: ['乙公司'] }, 'admin'),
    );
    const refused = await markBy(project.id, groupId, five.members[0]!.expertId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `The evaluation committee breaks Tendering Law Implementing Regulations, art. 46: expert ${late.name} is of, or tied to, 乙公司, a bidder, the purchaser or the agency, and must recuse`,
    );
    expect((await advance(project.id)).messages).toHaveLength(1);
    // Recused and redrawn, the committee is lawful again.
    resultOf(
      await write('Recuse', {
        projectId: project.id,
        expertId: late.expertId,
        reason: '与投标人乙公司存在关联',
      }),
    );
    resultOf(await write('Redraw', { projectId: project.id }));
    expect((await markBy(project.id, groupId, five.members[0]!.expertId)).statusCode).toBe(200);
  });

  it('asks 7 of a government purchase the agency marks technically complex (政府采购货物和服务招标投标管理办法 第四十七条)', async () => {
    const { project, groupId } = await atEvaluation({ capitalSource: '财政资金' });
    const five: Committee = resultOf(await write('Draw', { projectId: project.id, count: 5 }));
    expect((await markBy(project.id, groupId, five.members[0]!.expertId)).statusCode).toBe(200);
    const marked: Committee = resultOf(
      await write('SetLargerRequired', { projectId: project.id, largerRequired: true }),
    );
    expect(marked.largerRequired).toBe(true);
    const refused = await markBy(project.id, groupId, five.members[0]!.expertId);
    expect(refused.json().error.message).toBe(
      'The evaluation committee breaks Measures for Tendering in Government Procurement of Goods and Services, art. 47: it has 5 members, fewer than the 7 it needs (technically complex or of great social impact)',
    );
    const bad = await write('SetLargerRequired', { projectId: project.id, largerRequired: 'yes' });
    expect([bad.statusCode, fieldsOf(bad)]).toEqual([400, ['largerRequired']]);
  });

  it('asks 7 of a government purchase of 10 million yuan (第四十七条), read from its budget', async () => {
    const { project } = await atEvaluation({
      capitalSource: '财政资金',
      projectBudget: '12000000.00',
      sGroupList: [{ groupNumber: '1', groupName: '标段一', groupBudget: 12000000 }],
    });
    resultOf(await write('Draw', { projectId: project.id, count: 5 }));
    expect((await advance(project.id)).messages).toEqual([
      'The evaluation committee breaks Measures for Tendering in Government Procurement of Goods and Services, art. 47: it has 5 members, fewer than the 7 it needs (a budget of 10 million yuan or more)',
    ]);
  });
});

describe('recusal and redraw (回避、补抽)', () => {
  it('recuses an expert with the reason, redraws the seat as a draw of its own, and logs both', async () => {
    const { project, groupId } = await atEvaluation();
    const five: Committee = resultOf(await write('Draw', { projectId: project.id, count: 5 }));
    const leaving = five.members[1]!;
    const noReason = await write('Recuse', { projectId: project.id, expertId: leaving.expertId, reason: '' });
    expect([noReason.statusCode, fieldsOf(noReason)]).toEqual([400, ['reason']]);
    const noSeat = await write('Redraw', { projectId: project.id });
    expect([noSeat.statusCode, noSeat.json().error.message]).toEqual([
      409,
      'No recusal has left a seat to redraw',
    ]);

    const recused: Committee = resultOf(
      await write('Recuse', {
        projectId: project.id,
        expertId: leaving.expertId,
        reason: '与投标人存在利害关系',
      }),
    );
    expect(recused.members.map((m) => m.expertId)).not.toContain(leaving.expertId);
    expect(recused.recusals).toEqual([
      {
        expertId: leaving.expertId,
        name: leaving.name,
        company: leaving.company,
        reason: '与投标人存在利害关系',
        recusedAt: '2026-12-15T02:00:00.000Z',
        recusedBy: expect.any(String),
      },
    ]);
    const again = await write('Recuse', { projectId: project.id, expertId: leaving.expertId, reason: 'x' });
    expect([again.statusCode, fieldsOf(again)]).toEqual([400, ['expertId']]);
    // Four sit: the committee may not mark until the seat is redrawn.
    expect((await markBy(project.id, groupId, five.members[0]!.expertId)).statusCode).toBe(409);
    // The recused expert is not seated again by hand.
    const back = await write('Appoint', {
      projectId: project.id,
      expertId: leaving.expertId,
      reason: '回来',
    });
    expect([back.statusCode, fieldsOf(back)]).toEqual([400, ['expertId']]);

    const redrawn: Committee = resultOf(await write('Redraw', { projectId: project.id }));
    const redraw = redrawn.draws.at(-1)!;
    expect(redraw).toMatchObject({ requested: 1, redraw: true });
    expect(redraw.candidateIds).not.toContain(leaving.expertId);
    expect(redrawn.members).toHaveLength(5);
    expect(redrawn.draws[0]?.drawnIds).toContain(leaving.expertId);
    expect((await write('Redraw', { projectId: project.id })).statusCode).toBe(409);
    expect((await markBy(project.id, groupId, redrawn.members[0]!.expertId)).statusCode).toBe(200);
  });

  it('recuses a representative with the reason (招标投标法 第三十七条): no redraw, another is named by hand', async () => {
    const { project, groupId } = await atEvaluation();
    const four: Committee = resultOf(await write('Draw', { projectId: project.id, count: 4 }));
    const seated: Committee = resultOf(
      await write('AddRepresentative', { projectId: project.id, name: '采购人代表甲', company: '区教育局' }),
    );
    const leaving = seated.representatives[0]!;
    expect((await markBy(project.id, groupId, four.members[0]!.expertId)).statusCode).toBe(200);
    const before = await committeeRows();
    const noReason = await write('RecuseRepresentative', {
      projectId: project.id,
      representativeId: leaving.id,
      reason: ' ',
    });
    expect([noReason.statusCode, fieldsOf(noReason)]).toEqual([400, ['reason']]);
    const unknown = await write('RecuseRepresentative', {
      projectId: project.id,
      representativeId: leaving.id + 1000,
      reason: '与投标人存在利害关系',
    });
    expect([unknown.statusCode, fieldsOf(unknown)]).toEqual([400, ['representativeId']]);
    expect(await committeeRows()).toBe(before);

    const recused: Committee = resultOf(
      await write('RecuseRepresentative', {
        projectId: project.id,
        representativeId: leaving.id,
        reason: '与投标人存在利害关系',
      }),
    );
    expect(recused.representatives).toEqual([]);
    expect(recused.representativeRecusals).toEqual([
      expect.objectContaining({
        id: leaving.id,
        name: '采购人代表甲',
        reason: '与投标人存在利害关系',
        recusedAt: '2026-12-15T02:00:00.000Z',
        recusedBy: expect.any(String),
      }),
    ]);
    // No expert seat was emptied: nothing to redraw; four sit, and the committee may not mark.
    expect((await write('Redraw', { projectId: project.id })).statusCode).toBe(409);
    expect((await markBy(project.id, groupId, four.members[1]!.expertId)).statusCode).toBe(409);
    const again = await write('RecuseRepresentative', {
      projectId: project.id,
      representativeId: leaving.id,
      reason: 'x',
    });
    expect([again.statusCode, fieldsOf(again)]).toEqual([400, ['representativeId']]);
    resultOf(
      await write('AddRepresentative', { projectId: project.id, name: '采购人代表乙', company: '区教育局' }),
    );
    expect((await markBy(project.id, groupId, four.members[1]!.expertId)).statusCode).toBe(200);
  });

  it('lets a viewer read and not recuse, and another tenant not touch it', async () => {
    const { project } = await atEvaluation();
    const five: Committee = resultOf(await write('Draw', { projectId: project.id, count: 5 }));
    const body = { projectId: project.id, expertId: five.members[0]!.expertId, reason: '回避' };
    expect((await write('Recuse', body, 'viewer')).statusCode).toBe(403);
    const seated: Committee = resultOf(
      await write('AddRepresentative', { projectId: project.id, name: '代表', company: '区教育局' }),
    );
    const representative = {
      projectId: project.id,
      representativeId: seated.representatives[0]!.id,
      reason: '回避',
    };
    expect((await write('RecuseRepresentative', representative, 'viewer')).statusCode).toBe(403);
    const outsider = await ProjectApi.signIn(harness.app, 1, ['admin']);
    const before = await committeeRows();
    for (const [path, payload] of [
      ['Recuse', body],
      ['RecuseRepresentative', representative],
      ['Redraw', { projectId: project.id }],
      ['AddRepresentative', { projectId: project.id, name: '外人', company: '外单位' }],
      ['SetLargerRequired', { projectId: project.id, largerRequired: true }],
    ] as const) {
      const reply = await outsider.post(`${COMMITTEE}/${path}`, payload, 'admin');
      expect(reply.statusCode, `${path} ${reply.body}`).toBe(404);
    }
    expect(await committeeRows()).toBe(before);
    expect((await committeeOf(project.id)).members).toHaveLength(5);
  });
});
