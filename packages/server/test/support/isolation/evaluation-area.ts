import { expect } from 'vitest';
import type { Reply } from '../../harness';
import type { ProjectApi } from '../project-api';

const OPENING = '/api/services/app/OpeningRecord';

/** What tenant 3 holds of bid opening and evaluation, and tenant 1 tries to reach. */
export interface EvaluationRows {
  readonly projectId: number;
  readonly groupId: number;
  readonly bidId: number;
}

type Call = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Reply>;

/**
 * The evaluation area of the tenant-isolation sweep (tenant-isolation.test.ts): its rows, the 404 of each
 * route naming them from another tenant, and the check that they stayed as they were.
 */
export const evaluationArea = {
  /** A bid in the opening record of tenant 3's project. */
  async seed(owner: ProjectApi, projectId: number): Promise<EvaluationRows> {
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
    return { projectId, groupId, bidId };
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
      'POST /api/services/app/OpeningRecord/Confirm': () =>
        as1('POST', `${OPENING}/Confirm`, { projectId: rows().projectId, groupId: rows().groupId }),
    };
  },

  async unchanged(owner: ProjectApi, rows: EvaluationRows): Promise<void> {
    const read = await owner.get(`${OPENING}/Get?projectId=${rows.projectId}`, 'admin');
    const group = read.json().result.packages[0];
    expect(group).toMatchObject({ confirmedAt: null });
    expect(group.bids).toEqual([
      expect.objectContaining({ id: rows.bidId, bidder: '甲公司', price: '100.00' }),
    ]);
  },
};
