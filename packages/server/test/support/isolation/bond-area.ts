import { expect } from 'vitest';
import type { Reply } from '../../harness';
import type { ProjectApi } from '../project-api';

const BOND = '/api/services/app/Bond';
const FEE = '/api/services/app/AgencyFee';

/** What tenant 3 holds of the bond ledger and the fees, and tenant 1 tries to reach. */
export interface BondRows {
  readonly projectId: number;
  readonly groupId: number;
  readonly bondId: number;
}

type Call = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Reply>;

/**
 * The bond ledger's and the fees' area of the tenant-isolation sweep (tenant-isolation.test.ts): a bond
 * and a fee of tenant 3's project, the 404 of each route naming them from another tenant, and the check
 * that they stayed as they were.
 */
export const bondArea = {
  async seed(owner: ProjectApi, projectId: number, groupId: number): Promise<BondRows> {
    const saved = await owner.post(
      `${BOND}/SavePayment`,
      { projectId, groupId, bidder: '甲公司', amount: '100', paidOn: '2026-01-01', payerName: '甲公司' },
      'admin',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const fee = await owner.post(
      `${FEE}/Save`,
      { projectId, groupId, kind: 'goods', winningAmount: '1000000', payer: 'purchaser' },
      'admin',
    );
    expect(fee.statusCode, fee.body).toBe(200);
    return { projectId, groupId, bondId: saved.json().result.entries[0].id as number };
  },

  /** `rows` is read when a sweep runs, after the seed. */
  notFound(as1: Call, rows: () => BondRows): Record<string, () => Promise<Reply>> {
    return {
      'GET /api/services/app/Bond/GetLedger': () =>
        as1('GET', `${BOND}/GetLedger?projectId=${rows().projectId}`),
      'POST /api/services/app/Bond/SavePayment': () =>
        as1('POST', `${BOND}/SavePayment`, {
          id: rows().bondId,
          projectId: rows().projectId,
          groupId: rows().groupId,
          bidder: 'taken over',
          amount: '1',
          paidOn: '2026-01-01',
          payerName: 'taken over',
        }),
      'POST /api/services/app/Bond/RecordRefund': () =>
        as1('POST', `${BOND}/RecordRefund`, {
          projectId: rows().projectId,
          id: rows().bondId,
          refundedOn: '2026-01-02',
        }),
      'GET /api/services/app/AgencyFee/Get': () => as1('GET', `${FEE}/Get?projectId=${rows().projectId}`),
      'POST /api/services/app/AgencyFee/Save': () =>
        as1('POST', `${FEE}/Save`, {
          projectId: rows().projectId,
          groupId: rows().groupId,
          kind: 'works',
          winningAmount: '1',
          payer: 'winningBidder',
        }),
      'POST /api/services/app/AgencyFee/SetInvoiceStatus': () =>
        as1('POST', `${FEE}/SetInvoiceStatus`, {
          projectId: rows().projectId,
          groupId: rows().groupId,
          invoiceStatus: 'paid',
        }),
    };
  },

  async unchanged(owner: ProjectApi, rows: BondRows): Promise<void> {
    const ledger = (await owner.get(`${BOND}/GetLedger?projectId=${rows.projectId}`, 'admin')).json().result;
    expect(ledger.entries).toEqual([
      expect.objectContaining({ id: rows.bondId, bidder: '甲公司', amount: '100.00', refundedOn: null }),
    ]);
    const fees = (await owner.get(`${FEE}/Get?projectId=${rows.projectId}`, 'admin')).json().result;
    expect(fees.packages[0].fee).toMatchObject({ kind: 'goods', invoiceStatus: 'notInvoiced' });
  },
};
