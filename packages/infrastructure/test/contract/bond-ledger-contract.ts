import {
  BondLedgerRepository,
  businessDateOf,
  ConflictError,
  NotFoundError,
  NotPermittedError,
  ProjectDeadlinesSource,
  SaveProject,
  type ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  failureOf,
  type MakeContainer,
  signedInContainer,
  switchUser,
  uniqueProjectNum,
} from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field).sort();

/**
 * BondLedgerRepository (Bond: GetLedger, SavePayment, RecordRefund; AgencyFee: Get, Save, SetInvoiceStatus):
 * a bond within 2 % of the estimate (实施条例 第二十六条) or refused naming it, a payer who is not the
 * bidder flagged, a refund not before the payment, the bonds laid out per bidder in the deadlines report,
 * the fee by 计价格〔2002〕1980号, reading for a viewer and writing not.
 */
export function describeBondLedgerContract(name: string, make: MakeContainer): void {
  describe(`bond ledger contract: ${name}`, () => {
    let container: Container;
    let ledger: BondLedgerRepository;
    let projectId: number;
    let groupId: number;
    const today = () => businessDateOf(new Date());
    beforeAll(async () => {
      ({ container } = await signedInContainer(make));
      ledger = container.get<BondLedgerRepository>(BondLedgerRepository);
      const project = await container.get(SaveProject).execute({
        projectName: '契约保证金项目',
        projectNum: uniqueProjectNum('BOND'),
        biddingMethod: '公开招标',
        capitalSource: '自有资金',
        projectBudget: '500000' as never,
        sGroupList: [
          {
            groupNumber: '包1',
            groupName: '设备',
            groupBudget: '500000' as never,
            isGroupBid: false,
            groupSort: 1,
          },
        ],
      });
      projectId = project.id;
      groupId = project.sGroupList[0]!.id as number;
    });
    const payment = (fields: object = {}) => ({
      projectId,
      groupId,
      bidder: '甲公司',
      amount: '10000',
      paidOn: today(),
      payerName: '甲公司',
      ...fields,
    });

    it('shows the cap, takes a bond within it and refuses a fen more with 实施条例 第二十六条', async () => {
      const empty = await ledger.ledger(projectId);
      expect(empty.packages).toMatchObject([
        { groupId, cap: '10000.00', capCitation: { zh: '招标投标法实施条例 第二十六条' } },
      ]);
      const over = await failureOf(ledger.savePayment(payment({ amount: '10000.01' })));
      expect(over).toBeInstanceOf(ConflictError);
      expect(over.message).toMatch(/art\. 26/);
      const saved = await ledger.savePayment(payment());
      expect(saved.entries).toMatchObject([{ bidder: '甲公司', amount: '10000.00', payerIsBidder: true }]);
    });

    it('flags a payer who is not the bidder, names the bad fields, and refuses a refund before the payment', async () => {
      const saved = await ledger.savePayment(payment({ bidder: '乙公司', payerName: '张三', amount: '1' }));
      const entry = saved.entries.find((e) => e.bidder === '乙公司')!;
      expect(entry.payerIsBidder).toBe(false);
      expect(fieldsOf(await failureOf(ledger.savePayment(payment({ amount: '0', paidOn: 'x' }))))).toEqual([
        'amount',
        'paidOn',
      ]);
      expect(fieldsOf(await failureOf(ledger.savePayment(payment({ amount: '1' }))))).toEqual(['bidder']);
      expect(
        fieldsOf(await failureOf(ledger.recordRefund({ projectId, id: entry.id, refundedOn: '2000-01-01' }))),
      ).toEqual(['refundedOn']);
      const refunded = await ledger.recordRefund({
        projectId,
        id: entry.id,
        refundedOn: today(),
        interest: '0.5',
      });
      expect(refunded.entries.find((e) => e.id === entry.id)).toMatchObject({
        refundedOn: today(),
        interest: '0.50',
      });
      expect(
        await failureOf(ledger.recordRefund({ projectId, id: 987_654_321, refundedOn: today() })),
      ).toBeInstanceOf(NotFoundError);
    });

    it('lays one refund bound per bidder in the deadlines report, waiting for the contract', async () => {
      const report = await container
        .get<ProjectDeadlinesSource>(ProjectDeadlinesSource)
        .deadlinesOf(projectId);
      expect(report.bounds.filter((b) => b.id === 'bondRefund').map((b) => [b.subject, b.status])).toEqual([
        ['包1 甲公司', 'waiting'],
        ['包1 乙公司', 'waiting'],
      ]);
    });

    it('works the fee out by 计价格〔2002〕1980号 and keeps its invoice status', async () => {
      const saved = await ledger.saveFee({
        projectId,
        groupId,
        kind: 'goods',
        winningAmount: '90000000',
        discountPercent: '20',
        payer: 'purchaser',
      });
      expect(saved.packages[0]!.fee).toMatchObject({
        reference: '399000.00',
        fee: '319200.00',
        discountPercent: '20',
        invoiceStatus: 'notInvoiced',
      });
      const invoiced = await ledger.setInvoiceStatus(projectId, groupId, 'invoiced');
      expect(invoiced.packages[0]!.fee?.invoiceStatus).toBe('invoiced');
      expect((await ledger.fees(projectId)).packages[0]!.fee?.invoiceStatus).toBe('invoiced');
    });

    it('lets a viewer read and not write', async () => {
      await switchUser(container, 'viewer', DEMO_PASSWORD);
      try {
        expect((await ledger.ledger(projectId)).entries.length).toBe(2);
        expect(
          await failureOf(ledger.savePayment(payment({ bidder: '丙公司', amount: '1' }))),
        ).toBeInstanceOf(NotPermittedError);
        expect(await failureOf(ledger.setInvoiceStatus(projectId, groupId, 'paid'))).toBeInstanceOf(
          NotPermittedError,
        );
      } finally {
        await switchUser(container, 'admin', DEMO_PASSWORD);
      }
    });
  });
}
