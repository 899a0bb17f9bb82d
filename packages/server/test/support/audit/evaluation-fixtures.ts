import { expect } from 'vitest';
import type { ProjectApi } from '../project-api';
import type { WriteFixture } from './write-fixture';

const OPENING = '/api/services/app/OpeningRecord';

/**
 * The audit walk's fixtures of bid opening and evaluation (audit-trail.test.ts): each write names its
 * project; a bid's row names the bid when the request does (an edit or a removal), a confirmation its
 * package.
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
  return {
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
