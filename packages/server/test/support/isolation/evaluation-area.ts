import { expect } from 'vitest';
import type { Reply } from '../../harness';
import type { ProjectApi } from '../project-api';

const OPENING = '/api/services/app/OpeningRecord';
const EXPERT = '/api/services/app/Expert';
const COMMITTEE = '/api/services/app/Committee';
const EVALUATION = '/api/services/app/Evaluation';

/** What tenant 3 holds of bid opening and evaluation, and tenant 1 tries to reach. */
export interface EvaluationRows {
  readonly projectId: number;
  readonly groupId: number;
  readonly bidId: number;
  /** An expert of tenant 3's library, named by the sweep's mark. */
  readonly expertId: number;
  /** A representative seated on the project's committee. */
  readonly representativeId: number;
}

type Call = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Reply>;

/**
 * The evaluation area of the tenant-isolation sweep (tenant-isolation.test.ts): its rows, the 404 of each
 * route naming them from another tenant, and the check that they stayed as they were.
 */
export const evaluationArea = {
  /** A bid in the opening record of tenant 3's project, an expert named `mark`, seated on its committee. */
  async seed(owner: ProjectApi, projectId: number, mark: string): Promise<EvaluationRows> {
    const read = await owner.get(`${OPENING}/Get?projectId=${projectId}`, 'admin');
    const groupId = read.json().result.packages[0].groupId as number;
    const saved = await owner.post(
      `${OPENING}/SaveBid`,
      {
        projectId,
        groupId,
        bidder: '甲公司',
        price: '100.00',
        durationDays: 30,
        bondPaid: true,
        receivedAt: '2026-01-01T00:00:00Z',
      },
      'admin',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const bidId = saved.json().result.packages[0].bids[0].id as number;
    const expert = await owner.post(
      `${EXPERT}/Create`,
      { name: mark, speciality: mark, company: `专家单位 ${mark}` },
      'admin',
    );
    expect(expert.statusCode, expert.body).toBe(200);
    const expertId = expert.json().result.id as number;
    const seated = await owner.post(`${COMMITTEE}/Appoint`, { projectId, expertId, reason: mark }, 'admin');
    expect(seated.statusCode, seated.body).toBe(200);
    const represented = await owner.post(
      `${COMMITTEE}/AddRepresentative`,
      { projectId, name: mark, company: `采购人 ${mark}` },
      'admin',
    );
    expect(represented.statusCode, represented.body).toBe(200);
    const representativeId = represented.json().result.representatives[0].id as number;
    return { projectId, groupId, bidId, expertId, representativeId };
  },

  /** `rows` is read when a sweep runs, after the seed. */
  notFound(as1: Call, rows: () => EvaluationRows): Record<string, () => Promise<Reply>> {
    return {
      'GET /api/services/app/OpeningRecord/Get': () =>
        as1('GET', `${OPENING}/Get?projectId=${rows().projectId}`),
      'POST /api/services/app/OpeningRecord/SaveBid': () =>
        as1('POST', `${OPENING}/SaveBid`, {
          id: rows().bidId,
          projectId: rows().projectId,
          groupId: rows().groupId,
          bidder: 'taken over',
          price: '1.00',
          durationDays: 1,
          bondPaid: true,
          receivedAt: '2026-01-01T00:00:00Z',
        }),
      'POST /api/services/app/OpeningRecord/RemoveBid': () =>
        as1('POST', `${OPENING}/RemoveBid`, { projectId: rows().projectId, id: rows().bidId }),
      // A well-formed file of one row, into their project: 404 before the file is read.
      'POST /api/services/app/OpeningRecord/Import': () =>
        as1(
          'POST',
          `${OPENING}/Import?projectId=${rows().projectId}&FileName=bids.csv`,
          Buffer.from(
            '标包,投标人,投标报价（元）,工期（天）,保证金,递交时间\r\n包1,乙公司,1,1,已缴纳,2026-01-01 08:00\r\n',
          ),
        ),
      'POST /api/services/app/OpeningRecord/Confirm': () =>
        as1('POST', `${OPENING}/Confirm`, { projectId: rows().projectId, groupId: rows().groupId }),
      'GET /api/services/app/Expert/Get': () => as1('GET', `${EXPERT}/Get?id=${rows().expertId}`),
      'POST /api/services/app/Expert/Update': () =>
        as1('POST', `${EXPERT}/Update`, {
          id: rows().expertId,
          version: 1,
          name: 'taken over',
          speciality: 'x',
          company: 'x',
        }),
      'GET /api/services/app/Committee/Get': () =>
        as1('GET', `${COMMITTEE}/Get?projectId=${rows().projectId}`),
      'POST /api/services/app/Committee/Draw': () =>
        as1('POST', `${COMMITTEE}/Draw`, { projectId: rows().projectId, count: 1 }),
      'POST /api/services/app/Committee/Appoint': () =>
        as1('POST', `${COMMITTEE}/Appoint`, { projectId: rows().projectId, expertId: 1, reason: 'x' }),
      'POST /api/services/app/Committee/AddRepresentative': () =>
        as1('POST', `${COMMITTEE}/AddRepresentative`, {
          projectId: rows().projectId,
          name: 'x',
          company: 'x',
        }),
      'POST /api/services/app/Committee/Recuse': () =>
        as1('POST', `${COMMITTEE}/Recuse`, {
          projectId: rows().projectId,
          expertId: rows().expertId,
          reason: 'x',
        }),
      'POST /api/services/app/Committee/RecuseRepresentative': () =>
        as1('POST', `${COMMITTEE}/RecuseRepresentative`, {
          projectId: rows().projectId,
          representativeId: rows().representativeId,
          reason: 'x',
        }),
      'POST /api/services/app/Committee/Redraw': () =>
        as1('POST', `${COMMITTEE}/Redraw`, { projectId: rows().projectId }),
      'POST /api/services/app/Committee/SetLargerRequired': () =>
        as1('POST', `${COMMITTEE}/SetLargerRequired`, { projectId: rows().projectId, largerRequired: true }),
      'GET /api/services/app/Evaluation/Get': () =>
        as1('GET', `${EVALUATION}/Get?projectId=${rows().projectId}`),
      'POST /api/services/app/Evaluation/SavePlan': () =>
        as1('POST', `${EVALUATION}/SavePlan`, {
          projectId: rows().projectId,
          groupId: rows().groupId,
          method: 'lowestPrice',
          criteria: [{ key: 'x', name: 'x', kind: 'passFail', weight: 0 }],
        }),
      'POST /api/services/app/Evaluation/SaveScoreSheet': () =>
        as1('POST', `${EVALUATION}/SaveScoreSheet`, {
          projectId: rows().projectId,
          groupId: rows().groupId,
          expertId: rows().expertId,
          marks: [],
        }),
      'POST /api/services/app/Evaluation/Reevaluate': () =>
        as1('POST', `${EVALUATION}/Reevaluate`, {
          projectId: rows().projectId,
          groupId: rows().groupId,
          reason: 'x',
        }),
    };
  },

  /** Lists of the caller's own tenant: tenant 1 gets nothing of tenant 3's (the sweep's `leaks` looks for the mark). */
  ownRowsOnly(as1: Call, mark: string): Record<string, () => Promise<Reply>> {
    return {
      'GET /api/services/app/Expert/GetPaged': () =>
        as1('GET', `${EXPERT}/GetPaged?Keyword=${encodeURIComponent(mark)}&MaxResultCount=1000`),
    };
  },

  async unchanged(owner: ProjectApi, rows: EvaluationRows): Promise<void> {
    const read = await owner.get(`${OPENING}/Get?projectId=${rows.projectId}`, 'admin');
    const group = read.json().result.packages[0];
    expect(group).toMatchObject({ confirmedAt: null });
    expect(group.bids).toEqual([
      expect.objectContaining({ id: rows.bidId, bidder: '甲公司', price: '100.00' }),
    ]);
    const committee = (await owner.get(`${COMMITTEE}/Get?projectId=${rows.projectId}`, 'admin')).json()
      .result;
    expect(committee.representatives.map((r: { id: number }) => r.id)).toEqual([rows.representativeId]);
    expect(committee.representativeRecusals).toEqual([]);
  },
};
