import { DEFAULT_COMPREHENSIVE_CRITERIA, formatPoints, parsePoints } from '@tender/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Reply, testClock, useTestApp } from './harness';
import { fieldsOf, resultOf } from './support/organisation';
import { ProjectApi, type ProjectReply } from './support/project-api';

/**
 * Evaluation (评标, ADR 0019) over the real routes: marks need a plan and a confirmed opening; a score
 * sheet names its bad marks and changes nothing; five experts' sheets rank the hand-computed example of
 * 3 bidders, 5 experts and 4 criteria; a marked plan stays; re-evaluating — by hand or by the §4
 * exception — keeps the old marks as history; viewers read, a past step is read-only.
 */
let api: ProjectApi;
const clock = testClock(new Date('2026-12-15T02:00:00Z'));
const EVALUATION = '/api/services/app/Evaluation';
const OPENING = '/api/services/app/OpeningRecord';

interface Evaluation {
  packages: {
    groupId: number;
    round: number;
    plan: unknown;
    marks: unknown[];
    result:
      | { complete: false; missing: number }
      | {
          complete: true;
          ranking: { bidder: string; total: number; rank: number }[];
          candidates: string[];
        }
      | null;
    history: {
      round: number;
      reason: string;
      marks: unknown[];
      result: Evaluation['packages'][0]['result'];
    }[];
  }[];
}

let project: ProjectReply;
let groupId: number;
let experts: number[];

/** Each expert's technical / business / service points for each bidder (the hand-computed example). */
const GIVEN: [string, string, string][][] = [
  [
    ['32', '15', '8'],
    ['36', '17', '9'],
    ['30', '16', '7'],
  ],
  [
    ['30', '16', '8'],
    ['35', '18', '8'],
    ['33', '15', '9'],
  ],
  [
    ['34', '14', '7'],
    ['34', '16', '9'],
    ['31', '17', '8'],
  ],
  [
    ['31', '15', '9'],
    ['37', '17', '8'],
    ['32', '16', '8'],
  ],
  [
    ['33', '16', '8.5'],
    ['35', '16', '9'],
    ['30', '18', '9'],
  ],
];
const BIDDERS = ['甲公司', '乙公司', '丙公司'];
const sheetOf = (expert: number) => ({
  projectId: project.id,
  groupId,
  expertId: experts[expert],
  marks: BIDDERS.flatMap((bidder, b) =>
    (['technical', 'business', 'service'] as const).map((criterion, c) => ({
      bidder,
      criterion,
      points: parsePoints(GIVEN[expert]![b]![c]!),
    })),
  ),
});

const read = async (user = 'agent'): Promise<Evaluation['packages'][0]> =>
  (resultOf(await api.get(`${EVALUATION}/Get?projectId=${project.id}`, user)) as Evaluation).packages[0]!;
const post = (path: string, body: object, user = 'agent'): Promise<Reply> =>
  api.post(`${EVALUATION}/${path}`, { projectId: project.id, groupId, ...body }, user);
/** When the project's evaluation report was complete (实施条例 第五十四条), or undefined while it is not. */
const reportedAt = async () =>
  (
    await sql<{
      at: Date;
    }>`select reported_time as at from evaluation_reports where project_id = ${project.id}`.execute(
      harness.database.db,
    )
  ).rows[0]?.at.toISOString();
const markRows = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from evaluation_marks`.execute(harness.database.db))
    .rows[0]!.n;

const harness = useTestApp({ config: { clock: clock.clock } });
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app);
  project = await api.createProject({
    sGroupList: [{ groupNumber: '包1', groupName: '设备', groupBudget: 800000 }],
  });
  const step = (await api.nodesOf(project)).find((node) => node.router === '/bid-evaluation/index');
  resultOf(await api.circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: step?.id }, 'admin'));
  groupId = resultOf(await api.get(`${OPENING}/Get?projectId=${project.id}`)).packages[0].groupId;
  for (const [bidder, price] of [
    ['甲公司', '950000.00'],
    ['乙公司', '1000000.00'],
    ['丙公司', '1100000.00'],
  ]) {
    resultOf(
      await api.post(`${OPENING}/SaveBid`, {
        projectId: project.id,
        groupId,
        bidder,
        price,
        durationDays: 90,
        bondPaid: true,
        receivedAt: '2026-12-15T01:00:00Z',
      }),
    );
  }
  const committee = resultOf(
    await api.post('/api/services/app/Committee/Draw', {
      projectId: project.id,
      count: 5,
      speciality: '信息技术',
    }),
  );
  experts = committee.members.map((member: { expertId: number }) => member.expertId);
});

describe('evaluation', () => {
  it('takes no marks without a plan, nor before the opening record is confirmed', async () => {
    const noPlan = await post('SaveScoreSheet', sheetOf(0));
    expect([noPlan.statusCode, noPlan.json().error.message]).toEqual([
      409,
      expect.stringContaining('no evaluation plan'),
    ]);
    const bad = await post('SavePlan', {
      method: 'comprehensive',
      criteria: [{ key: 'tech', name: '技术', kind: 'points', weight: 9000 }],
    });
    expect([bad.statusCode, fieldsOf(bad)]).toEqual([400, ['criteria', 'criteria']]);
    const planned = resultOf(
      await post('SavePlan', { method: 'comprehensive', criteria: DEFAULT_COMPREHENSIVE_CRITERIA }),
    ) as Evaluation;
    expect(planned.packages[0]).toMatchObject({ round: 1, result: { complete: false, missing: 45 } });
    const unconfirmed = await post('SaveScoreSheet', sheetOf(0));
    expect([unconfirmed.statusCode, unconfirmed.json().error.message]).toEqual([
      409,
      expect.stringContaining('not confirmed'),
    ]);
    resultOf(await api.post(`${OPENING}/Confirm`, { projectId: project.id, groupId }));
  });

  it('names each mark that cannot be taken and stores none of the sheet', async () => {
    const before = await markRows();
    const sheet = sheetOf(0);
    sheet.marks[0] = { ...sheet.marks[0]!, points: 4001 };
    sheet.marks[1] = { ...sheet.marks[1]!, bidder: '丁公司' };
    const refused = await post('SaveScoreSheet', { ...sheet, expertId: 999_999 });
    expect([refused.statusCode, fieldsOf(refused)]).toEqual([
      400,
      ['expertId', 'marks.0.points', 'marks.1.bidder'],
    ]);
    expect(await markRows()).toBe(before);
    expect((await post('SaveScoreSheet', sheetOf(0), 'viewer')).statusCode).toBe(403);
  });

  it('ranks the hand-computed example once all five experts have marked', async () => {
    for (const expert of [0, 1, 2, 3]) resultOf(await post('SaveScoreSheet', sheetOf(expert)));
    expect((await read()).result).toEqual({ complete: false, missing: 9 });
    expect(await reportedAt()).toBeUndefined();
    const done = resultOf(await post('SaveScoreSheet', sheetOf(4))) as Evaluation;
    // The last sheet completes the report: the candidates' publicity counts from now (实施条例 第五十四条).
    const completedAt = clock.clock().toISOString();
    expect(await reportedAt()).toBe(completedAt);
    const result = done.packages[0]!.result;
    if (!result?.complete) throw new Error('incomplete');
    expect(result.ranking.map((bid) => [bid.rank, bid.bidder, formatPoints(bid.total)])).toEqual([
      [1, '乙公司', '89.30'],
      [2, '甲公司', '85.30'],
      [3, '丙公司', '81.71'],
    ]);
    expect(result.candidates).toEqual(['乙公司', '甲公司', '丙公司']);
    // A sheet saved again replaces the expert's marks, it does not add to them, nor the report's time.
    clock.advance(60);
    resultOf(await post('SaveScoreSheet', sheetOf(4)));
    expect((await read()).marks).toHaveLength(45);
    expect(await reportedAt()).toBe(completedAt);
    expect((await read('viewer')).result).toEqual(result);
  });

  it('keeps a marked plan as it is', async () => {
    const changed = await post('SavePlan', {
      method: 'lowestPrice',
      criteria: [{ key: 'l', name: '资质', kind: 'passFail', weight: 0 }],
    });
    expect(changed.statusCode).toBe(409);
  });

  it('re-evaluates with a reason: the marks move into history, never deleted', async () => {
    const before = await markRows();
    const noReason = await post('Reevaluate', { reason: ' ' });
    expect([noReason.statusCode, fieldsOf(noReason)]).toEqual([400, ['reason']]);
    const again = resultOf(await post('Reevaluate', { reason: '评分计算有误' })) as Evaluation;
    const pkg = again.packages[0]!;
    expect(pkg).toMatchObject({ round: 2, marks: [], result: { complete: false, missing: 45 } });
    // The new round's report is still to come.
    expect(await reportedAt()).toBeUndefined();
    expect(pkg.history).toEqual([
      expect.objectContaining({
        round: 1,
        reason: '评分计算有误',
        result: expect.objectContaining({ complete: true }),
      }),
    ]);
    expect(pkg.history[0]!.marks).toHaveLength(45);
    expect(await markRows()).toBe(before);
    // The plan may change now that nothing is marked in the new round: the price by a deduction formula.
    const formula = { kind: 'deduction', base: 'average', pointsPerPercent: 100 };
    const criteria = DEFAULT_COMPREHENSIVE_CRITERIA.map((c) => (c.kind === 'price' ? { ...c, formula } : c));
    const replanned = resultOf(await post('SavePlan', { method: 'comprehensive', criteria })) as {
      packages: { plan: { criteria: { formula?: unknown }[] } }[];
    };
    expect(replanned.packages[0]!.plan.criteria[0]!.formula).toEqual(formula);
    resultOf(await post('SavePlan', { method: 'comprehensive', criteria: DEFAULT_COMPREHENSIVE_CRITERIA }));
  });

  it('re-evaluates what was marked when the §4 exception takes the flow back to the step', async () => {
    resultOf(await post('SaveScoreSheet', sheetOf(0)));
    const nodes = await api.nodesOf(project);
    const index = nodes.findIndex((node) => node.router === '/bid-evaluation/index');
    resultOf(
      await api.circulate(
        { projectId: project.id, flowAction: 'jump', jumpNodeId: nodes[index + 1]!.id },
        'admin',
      ),
    );
    const pastStep = await post('SaveScoreSheet', sheetOf(1));
    expect(pastStep.statusCode).toBe(409);
    const moved = resultOf(
      await api.circulate(
        {
          projectId: project.id,
          flowAction: 'jump',
          exception: 'reevaluate',
          expectedNodeId: nodes[index + 1]!.id,
        },
        'admin',
      ),
    );
    expect(moved.currentNodeId).toBe(nodes[index]!.id);
    const pkg = await read();
    expect(pkg).toMatchObject({ round: 3, marks: [] });
    expect(pkg.history.map((round) => [round.round, round.marks.length])).toEqual([
      [1, 45],
      [2, 9],
    ]);
    expect(pkg.history[1]!.reason).toBe('Re-evaluate');
  });

  it('evaluates no package confirmed with fewer than three valid bids: it is tendered again', async () => {
    const lone = await api.createProject({
      sGroupList: [{ groupNumber: '包1', groupName: '单一', groupBudget: 100000 }],
    });
    const step = (await api.nodesOf(lone)).find((node) => node.router === '/bid-evaluation/index');
    resultOf(await api.circulate({ projectId: lone.id, flowAction: 'jump', jumpNodeId: step?.id }, 'admin'));
    const loneGroup = resultOf(await api.get(`${OPENING}/Get?projectId=${lone.id}`)).packages[0].groupId;
    const onLone = (path: string, body: object) =>
      api.post(`${EVALUATION}/${path}`, { projectId: lone.id, groupId: loneGroup, ...body });
    // Before the record is confirmed a plan may be prepared: more bids may still be entered.
    resultOf(await onLone('SavePlan', { method: 'comprehensive', criteria: DEFAULT_COMPREHENSIVE_CRITERIA }));
    resultOf(
      await api.post(`${OPENING}/SaveBid`, {
        projectId: lone.id,
        groupId: loneGroup,
        bidder: '甲公司',
        price: '90000.00',
        durationDays: 30,
        bondPaid: true,
        receivedAt: '2026-12-15T01:00:00Z',
      }),
    );
    resultOf(await api.post(`${OPENING}/Confirm`, { projectId: lone.id, groupId: loneGroup }));
    const before = await markRows();
    const refusals = [
      await onLone('SavePlan', { method: 'comprehensive', criteria: DEFAULT_COMPREHENSIVE_CRITERIA }),
      await onLone('SaveScoreSheet', { expertId: experts[0], marks: sheetOf(0).marks }),
    ];
    for (const reply of refusals) {
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json().error.message).toContain('fewer than 3 valid bids: it is to be tendered again');
    }
    expect(await markRows()).toBe(before);
    const read = resultOf(await api.get(`${EVALUATION}/Get?projectId=${lone.id}`)) as Evaluation;
    expect(read.packages[0]).toMatchObject({ toRetender: true, plan: { method: 'comprehensive' } });
  });

  it('is not found for another tenant', async () => {
    const outsider = await ProjectApi.signIn(harness.app, 1, ['admin']);
    expect((await outsider.get(`${EVALUATION}/Get?projectId=${project.id}`, 'admin')).statusCode).toBe(404);
  });
});
