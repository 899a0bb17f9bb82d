import { businessDateTimeOf } from '@tender/domain';
import { expect } from 'vitest';
import type { ProjectApi } from '../project-api';
import type { WriteFixture } from './write-fixture';

const OPENING = '/api/services/app/OpeningRecord';
const EXPERT = '/api/services/app/Expert';
const COMMITTEE = '/api/services/app/Committee';
const EVALUATION = '/api/services/app/Evaluation';
const REVIEW = [{ key: 'licence', name: '资质', kind: 'passFail', weight: 0 }];
let sequence = 0;
/** The bidders of a package ready to mark. */
const MARKED = ['甲公司', '乙公司', '丙公司'];

/**
 * The audit walk's fixtures of bid opening and evaluation (audit-trail.test.ts): each write names its
 * project; a bid's row names the bid when the request does (an edit or a removal), a confirmation its
 * package, a hand-picked committee member the expert; an expert's row names the expert.
 */
export function evaluationFixtures(api: () => ProjectApi, now: () => Date): Record<string, WriteFixture> {
  const ok = async (reply: Awaited<ReturnType<ProjectApi['post']>>) => {
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().result;
  };
  /** A new project's first package, and a bid entered in it an hour ago. */
  const withBid = async () => {
    const project = await api().createProject({}, 'admin');
    const record = await ok(await api().get(`${OPENING}/Get?projectId=${project.id}`, 'admin'));
    const groupId = record.packages[0].groupId as number;
    const bid = {
      projectId: project.id,
      groupId,
      bidder: '甲公司',
      price: '100.00',
      durationDays: 30,
      bondPaid: true,
      receivedAt: new Date(now().getTime() - 3_600_000).toISOString(),
    };
    const saved = await ok(await api().post(`${OPENING}/SaveBid`, bid, 'admin'));
    return { projectId: project.id, groupId, bid: { ...bid, id: saved.packages[0].bids[0].id as number } };
  };
  const newExpert = async () =>
    ok(
      await api().post(
        `${EXPERT}/Create`,
        { name: `审计专家${++sequence}`, speciality: '审计专业', company: '审计专家单位' },
        'admin',
      ),
    );
  /**
   * A package with a plan of one pass/fail review, a confirmed opening record of three valid bids (fewer
   * are tendered again, not evaluated), five experts seated: a lawful committee (招标投标法 第三十七条).
   */
  const readyToMark = async () => {
    const { projectId, groupId, bid } = await withBid();
    for (const bidder of MARKED.slice(1)) {
      await ok(await api().post(`${OPENING}/SaveBid`, { ...bid, id: undefined, bidder }, 'admin'));
    }
    await ok(
      await api().post(
        `${EVALUATION}/SavePlan`,
        { projectId, groupId, method: 'qualification', criteria: REVIEW },
        'admin',
      ),
    );
    await ok(await api().post(`${OPENING}/Confirm`, { projectId, groupId }, 'admin'));
    const [expertId] = await seated(projectId, 5);
    return { projectId, groupId, expertId: expertId as number };
  };
  /** `count` new experts seated by hand on the project's committee, their ids. */
  const seated = async (projectId: number, count: number): Promise<number[]> => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const expert = await newExpert();
      await ok(
        await api().post(`${COMMITTEE}/Appoint`, { projectId, expertId: expert.id, reason: '审计' }, 'admin'),
      );
      ids.push(expert.id as number);
    }
    return ids;
  };
  const committeeRow = {
    userName: 'admin',
    entity: 'committee',
    projectId: (result: Record<string, unknown>) => result.projectId as number,
  };
  const evaluationRow = {
    userName: 'admin',
    entity: 'evaluation',
    entityId: (_: Record<string, unknown>) => String(lastGroup),
    projectId: (result: Record<string, unknown>) => result.projectId as number,
  };
  let lastGroup = 0;
  return {
    'POST /api/services/app/Evaluation/SavePlan': {
      request: async () => {
        const { projectId, groupId } = await withBid();
        lastGroup = groupId;
        return {
          url: `${EVALUATION}/SavePlan`,
          user: 'admin',
          payload: { projectId, groupId, method: 'lowestPrice', criteria: REVIEW },
        };
      },
      row: evaluationRow,
    },
    'POST /api/services/app/Evaluation/SaveScoreSheet': {
      request: async () => {
        const { projectId, groupId, expertId } = await readyToMark();
        lastGroup = groupId;
        return {
          url: `${EVALUATION}/SaveScoreSheet`,
          user: 'admin',
          payload: {
            projectId,
            groupId,
            expertId,
            marks: MARKED.map((bidder) => ({ bidder, criterion: 'licence', passed: true })),
          },
        };
      },
      row: evaluationRow,
    },
    'POST /api/services/app/Evaluation/Reevaluate': {
      request: async () => {
        const { projectId, groupId } = await readyToMark();
        lastGroup = groupId;
        return {
          url: `${EVALUATION}/Reevaluate`,
          user: 'admin',
          payload: { projectId, groupId, reason: '复核' },
        };
      },
      row: evaluationRow,
    },
    'POST /api/services/app/Expert/Create': {
      request: async () => ({
        url: `${EXPERT}/Create`,
        user: 'admin',
        payload: { name: '新专家', speciality: '建筑工程', company: '设计院' },
      }),
      row: { userName: 'admin', entity: 'expert', entityId: (result) => String(result.id), projectId: null },
    },
    'POST /api/services/app/Expert/Update': {
      request: async () => {
        const expert = await newExpert();
        return { url: `${EXPERT}/Update`, user: 'admin', payload: { ...expert, phone: '13800000000' } };
      },
      row: { userName: 'admin', entity: 'expert', entityId: (result) => String(result.id), projectId: null },
    },
    'POST /api/services/app/Committee/Draw': {
      request: async () => {
        await newExpert();
        const project = await api().createProject({}, 'admin');
        return {
          url: `${COMMITTEE}/Draw`,
          user: 'admin',
          payload: { projectId: project.id, count: 1, speciality: '审计专业' },
        };
      },
      row: { userName: 'admin', entity: 'committee', projectId: (result) => result.projectId as number },
    },
    'POST /api/services/app/Committee/Appoint': {
      request: async () => {
        const expert = await newExpert();
        const project = await api().createProject({}, 'admin');
        return {
          url: `${COMMITTEE}/Appoint`,
          user: 'admin',
          payload: { projectId: project.id, expertId: expert.id, reason: '熟悉项目' },
        };
      },
      row: {
        userName: 'admin',
        entity: 'committee',
        entityId: (result) => String((result.members as { expertId: number }[])[0]!.expertId),
        projectId: (result) => result.projectId as number,
      },
    },
    'POST /api/services/app/Committee/AddRepresentative': {
      request: async () => {
        const project = await api().createProject({}, 'admin');
        return {
          url: `${COMMITTEE}/AddRepresentative`,
          user: 'admin',
          payload: { projectId: project.id, name: '采购人代表', company: '区教育局' },
        };
      },
      row: committeeRow,
    },
    'POST /api/services/app/Committee/Recuse': {
      request: async () => {
        const project = await api().createProject({}, 'admin');
        const [expertId] = await seated(project.id, 1);
        return {
          url: `${COMMITTEE}/Recuse`,
          user: 'admin',
          payload: { projectId: project.id, expertId, reason: '与投标人存在利害关系' },
        };
      },
      row: {
        ...committeeRow,
        entityId: (result) => String((result.recusals as { expertId: number }[])[0]!.expertId),
      },
    },
    'POST /api/services/app/Committee/RecuseRepresentative': {
      request: async () => {
        const project = await api().createProject({}, 'admin');
        const seated = await ok(
          await api().post(
            `${COMMITTEE}/AddRepresentative`,
            { projectId: project.id, name: '采购人代表', company: '区教育局' },
            'admin',
          ),
        );
        const representativeId = (seated.representatives as { id: number }[])[0]!.id;
        return {
          url: `${COMMITTEE}/RecuseRepresentative`,
          user: 'admin',
          payload: { projectId: project.id, representativeId, reason: '与投标人存在利害关系' },
        };
      },
      row: {
        ...committeeRow,
        entityId: (result) => String((result.representativeRecusals as { id: number }[])[0]!.id),
      },
    },
    'POST /api/services/app/Committee/Redraw': {
      request: async () => {
        const project = await api().createProject({}, 'admin');
        const [expertId] = await seated(project.id, 1);
        await ok(
          await api().post(
            `${COMMITTEE}/Recuse`,
            { projectId: project.id, expertId, reason: '回避' },
            'admin',
          ),
        );
        await newExpert();
        return {
          url: `${COMMITTEE}/Redraw`,
          user: 'admin',
          payload: { projectId: project.id, speciality: '审计专业' },
        };
      },
      row: committeeRow,
    },
    'POST /api/services/app/Committee/SetLargerRequired': {
      request: async () => {
        const project = await api().createProject({}, 'admin');
        return {
          url: `${COMMITTEE}/SetLargerRequired`,
          user: 'admin',
          payload: { projectId: project.id, largerRequired: true },
        };
      },
      row: committeeRow,
    },
    'POST /api/services/app/OpeningRecord/SaveBid': {
      request: async () => {
        const { bid } = await withBid();
        return { url: `${OPENING}/SaveBid`, user: 'admin', payload: { ...bid, price: '99.50' } };
      },
      row: {
        userName: 'admin',
        entity: 'openingBid',
        entityId: (result) => String((result.packages as { bids: { id: number }[] }[])[0]!.bids[0]!.id),
        projectId: (result) => result.projectId as number,
      },
    },
    // An import of one row: that bid's row, as its entry by hand would write.
    'POST /api/services/app/OpeningRecord/Import': {
      request: async () => {
        const { projectId } = await withBid();
        const received = businessDateTimeOf(new Date(now().getTime() - 3_600_000));
        const csv = `标包,投标人,投标报价（元）,工期（天）,保证金,递交时间\r\n1,导入公司,100,30,已缴纳,${received}\r\n`;
        return {
          url: `${OPENING}/Import?projectId=${projectId}&FileName=bids.csv`,
          user: 'admin',
          payload: Buffer.from(csv),
          headers: { 'content-type': 'text/csv' },
        };
      },
      row: {
        userName: 'admin',
        entity: 'openingBid',
        entityId: (result) =>
          String(
            (result.packages as { bids: { id: number; bidder: string }[] }[])[0]!.bids.find(
              (bid) => bid.bidder === '导入公司',
            )!.id,
          ),
        projectId: (result) => result.projectId as number,
      },
    },
    'POST /api/services/app/OpeningRecord/RemoveBid': {
      request: async () => {
        const { projectId, bid } = await withBid();
        return { url: `${OPENING}/RemoveBid`, user: 'admin', payload: { projectId, id: bid.id } };
      },
      row: { userName: 'admin', entity: 'openingBid', projectId: (result) => result.projectId as number },
    },
    'POST /api/services/app/OpeningRecord/Confirm': {
      request: async () => {
        const { projectId, groupId } = await withBid();
        return { url: `${OPENING}/Confirm`, user: 'admin', payload: { projectId, groupId } };
      },
      row: {
        userName: 'admin',
        entity: 'openingRecord',
        entityId: (result) => String((result.packages as { groupId: number }[])[0]!.groupId),
        projectId: (result) => result.projectId as number,
      },
    },
  };
}
