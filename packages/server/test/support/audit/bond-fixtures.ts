import { expect } from 'vitest';
import type { ProjectApi } from '../project-api';
import type { WriteFixture } from './write-fixture';

const BOND = '/api/services/app/Bond';
const FEE = '/api/services/app/AgencyFee';

/**
 * The audit walk's fixtures of the bond ledger and the fees (audit-trail.test.ts): a bond's row names the
 * bond and its project, a fee's row its package and project.
 */
export function bondFixtures(api: () => ProjectApi): Record<string, WriteFixture> {
  const ok = async (reply: Awaited<ReturnType<ProjectApi['post']>>) => {
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().result;
  };
  /** A new project's first package. */
  const newPackage = async () => {
    const project = await api().createProject({}, 'admin');
    return { projectId: project.id as number, groupId: (project.sGroupList as { id: number }[])[0]!.id };
  };
  const payment = (ids: { projectId: number; groupId: number }) => ({
    ...ids,
    bidder: '甲公司',
    amount: '100',
    paidOn: '2020-01-01',
    payerName: '甲公司',
  });
  const fee = (ids: { projectId: number; groupId: number }) => ({
    ...ids,
    kind: 'goods',
    winningAmount: '1000000',
    payer: 'purchaser',
  });
  const bondOf = (result: Record<string, unknown>) => String((result.entries as { id: number }[])[0]!.id);
  const projectOf = (result: Record<string, unknown>) => result.projectId as number;
  return {
    'POST /api/services/app/Bond/SavePayment': {
      request: async () => ({
        url: `${BOND}/SavePayment`,
        user: 'admin',
        payload: payment(await newPackage()),
      }),
      row: { userName: 'admin', entity: 'bond', entityId: bondOf, projectId: projectOf },
    },
    'POST /api/services/app/Bond/RecordRefund': {
      request: async () => {
        const ids = await newPackage();
        const ledger = await ok(await api().post(`${BOND}/SavePayment`, payment(ids), 'admin'));
        return {
          url: `${BOND}/RecordRefund`,
          user: 'admin',
          payload: { projectId: ids.projectId, id: ledger.entries[0].id, refundedOn: '2020-01-02' },
        };
      },
      row: { userName: 'admin', entity: 'bond', entityId: bondOf, projectId: projectOf },
    },
    'POST /api/services/app/AgencyFee/Save': {
      request: async () => ({ url: `${FEE}/Save`, user: 'admin', payload: fee(await newPackage()) }),
      row: {
        userName: 'admin',
        entity: 'agencyFee',
        entityId: (result) => String((result.packages as { groupId: number }[])[0]!.groupId),
        projectId: projectOf,
      },
    },
    'POST /api/services/app/AgencyFee/SetInvoiceStatus': {
      request: async () => {
        const ids = await newPackage();
        await ok(await api().post(`${FEE}/Save`, fee(ids), 'admin'));
        return {
          url: `${FEE}/SetInvoiceStatus`,
          user: 'admin',
          payload: { ...ids, invoiceStatus: 'invoiced' },
        };
      },
      row: {
        userName: 'admin',
        entity: 'agencyFee',
        entityId: (result) => String((result.packages as { groupId: number }[])[0]!.groupId),
        projectId: projectOf,
      },
    },
  };
}
