import { describe, expect, it } from 'vitest';
import type { ComplianceSources } from '../compliance/compliance-facts';
import { complianceFactsOf } from '../compliance/compliance-facts';
import { CHINA_WORKING_CALENDAR as calendar } from '../compliance/holiday-calendars';
import { projectDeadlinesOf } from '../compliance/project-deadlines';
import { at, noonOf } from '../compliance/statutory-bounds.fixtures';
import { NoticeType } from '../notices/notice';
import type { Money } from '../shared/money';
import {
  type BondPackageSource,
  bondFactsOf,
  bondLedgerOf,
  bondPaymentInputSchema,
  bondRefundInputSchema,
  payerIsBidder,
  type StoredBond,
} from './bond-ledger';

const packages: BondPackageSource[] = [
  {
    id: 7,
    groupNumber: '包1',
    groupName: '办公设备',
    bondAmount: '20000.00' as Money,
    groupBudget: '1000000.00' as Money,
    purchaserType: '货物',
  },
];

function sourcesOf(
  project: Partial<ComplianceSources['project']>,
  more: Partial<ComplianceSources> = {},
): ComplianceSources {
  return {
    project: {
      biddingMethod: '公开招标',
      capitalSource: '自筹',
      isTenderByLaw: true,
      sGroupList: [{ id: 7, groupNumber: '包1', groupName: '办公设备', groupSort: 0, isGroupBid: false }],
      ...project,
    } as ComplianceSources['project'],
    notices: [],
    tenderDocuments: [],
    clarifications: [],
    objections: [],
    contracts: [],
    ...more,
  };
}

const bond = (over: Partial<StoredBond> = {}): StoredBond => ({
  id: 1,
  groupId: 7,
  bidder: '甲建设有限公司',
  amount: '20000.00' as Money,
  paidOn: '2026-04-01',
  payerName: '甲建设有限公司',
  payerAccount: '6222 0000 1111',
  winner: false,
  refundedOn: null,
  interest: null,
  ...over,
});

const signed = (day: string) => ({ contracts: [{ contract_groupId: 7, contract_signedOn: day }] });
const awarded = (instant: string) => ({
  notices: [{ noticeType: NoticeType.ResultAnnouncement, publishTime: instant, endTime: null }],
});

function refundOf(sources: ComplianceSources, stored: StoredBond, today: string) {
  return bondLedgerOf(1, sources, packages, [stored], noonOf(today), calendar).entries[0]?.refund;
}

describe('the refund of each bond, by the ledger', () => {
  it.each([
    [
      '招标投标法实施条例 第五十七条: 5 days from the contract, due in 劳动节, moved to the next working day',
      sourcesOf({}, signed('2026-04-29')),
      bond(),
      '2026-04-30',
      { dueDate: '2026-05-06', status: 'open' },
    ],
    [
      '招标投标法实施条例 第五十七条: refunded on the moved day is in time',
      sourcesOf({}, signed('2026-04-29')),
      bond({ refundedOn: '2026-05-06' }),
      '2026-05-20',
      { dueDate: '2026-05-06', status: 'met' },
    ],
    [
      '招标投标法实施条例 第五十七条: refunded a day late is missed',
      sourcesOf({}, signed('2026-04-29')),
      bond({ refundedOn: '2026-05-07' }),
      '2026-05-20',
      { dueDate: '2026-05-06', status: 'missed' },
    ],
    [
      '招标投标法实施条例 第五十七条: not refunded past the day is missed',
      sourcesOf({}, signed('2026-04-29')),
      bond(),
      '2026-05-07',
      { dueDate: '2026-05-06', status: 'missed' },
    ],
    [
      '招标投标法实施条例 第五十七条: waits for the contract, even for the unsuccessful',
      sourcesOf({}, awarded(at('2026-04-20'))),
      bond(),
      '2026-04-30',
      { dueDate: null, status: 'waiting' },
    ],
    [
      '政府采购法实施条例 第三十三条: the unsuccessful 5 working days from the award, across 中秋节 and 国庆节',
      sourcesOf({ capitalSource: '财政资金' }, awarded(at('2026-09-24'))),
      bond(),
      '2026-09-30',
      { dueDate: '2026-10-09', status: 'open' },
    ],
    [
      '政府采购法实施条例 第三十三条: the winner 5 working days from the contract, to the 调休 Saturday 2026-05-09',
      sourcesOf({ capitalSource: '财政资金' }, { ...awarded(at('2026-04-20')), ...signed('2026-04-29') }),
      bond({ winner: true }),
      '2026-05-08',
      { dueDate: '2026-05-09', status: 'open' },
    ],
    [
      '政府采购法实施条例 第三十三条: the winner waits for the contract though the award is out',
      sourcesOf({ capitalSource: '财政资金' }, awarded(at('2026-04-20'))),
      bond({ winner: true }),
      '2026-05-08',
      { dueDate: null, status: 'waiting' },
    ],
  ])('%s', (_, sources, stored, today, expected) => {
    expect(refundOf(sources, stored, today)).toMatchObject(expected);
  });
});

describe('the deadlines report reads the ledger: one bond-refund bound per bidder', () => {
  it('招标投标法实施条例 第五十七条: met for the refunded bidder, missed for the other', () => {
    const bonds = [
      bond({ refundedOn: '2026-05-06' }),
      bond({ id: 2, bidder: '乙科技有限公司', payerName: '乙科技有限公司' }),
    ];
    const sources = { ...sourcesOf({}, signed('2026-04-29')), bonds: bondFactsOf(packages, bonds) };
    const report = projectDeadlinesOf(1, complianceFactsOf(sources), noonOf('2026-05-07'), calendar);
    expect(
      report.bounds.filter((b) => b.id === 'bondRefund').map((b) => [b.subject, b.dueDate, b.status]),
    ).toEqual([
      ['包1 甲建设有限公司', '2026-05-06', 'met'],
      ['包1 乙科技有限公司', '2026-05-06', 'missed'],
    ]);
  });

  it('keeps one bound for all while the ledger holds no bond', () => {
    const report = projectDeadlinesOf(
      1,
      complianceFactsOf({
        ...sourcesOf({
          sGroupList: [
            {
              id: 7,
              groupNumber: '包1',
              groupName: '办公设备',
              groupSort: 0,
              isGroupBid: false,
              bondAmount: '100.00' as Money,
            },
          ],
        }),
        ...signed('2026-04-29'),
      }),
      noonOf('2026-05-07'),
      calendar,
    );
    expect(report.bounds.filter((b) => b.id === 'bondRefund')).toMatchObject([
      { status: 'missed', dueDate: '2026-05-06' },
    ]);
    expect(report.bounds.find((b) => b.id === 'bondRefund')?.subject).toBeUndefined();
  });
});

describe('the ledger', () => {
  it('flags a payer who is not the bidder (招标投标法实施条例 第二十六条: from its own basic account)', () => {
    expect(payerIsBidder({ bidder: '甲建设（北京）有限公司', payerName: '甲建设(北京)有限公司 ' })).toBe(
      true,
    );
    expect(payerIsBidder({ bidder: '甲建设有限公司', payerName: '张三' })).toBe(false);
    const ledger = bondLedgerOf(
      1,
      sourcesOf({}),
      packages,
      [bond({ payerName: '张三' })],
      noonOf('2026-04-02'),
    );
    expect(ledger.entries[0]?.payerIsBidder).toBe(false);
    expect(ledger.payerCitation.zh).toBe('招标投标法实施条例 第二十六条');
  });

  it('shows each package’s cap: 2 % of a 货物 estimate of 1,000,000.00 under 实施条例 第二十六条', () => {
    expect(bondLedgerOf(1, sourcesOf({}), packages, [], noonOf('2026-04-02')).packages).toEqual([
      {
        groupId: 7,
        groupNumber: '包1',
        groupName: '办公设备',
        bondAmount: '20000.00',
        estimate: '1000000.00',
        cap: '20000.00',
        capCitation: {
          zh: '招标投标法实施条例 第二十六条',
          en: 'Tendering Law Implementing Regulations, art. 26',
        },
      },
    ]);
  });
});

describe('the schemas name the field', () => {
  const payment = {
    projectId: 1,
    groupId: 7,
    bidder: '甲建设有限公司',
    amount: '20000',
    paidOn: '2026-04-01',
    payerName: '甲建设有限公司',
  };

  it('takes a payment, normalising the amount and defaulting the winner', () => {
    expect(bondPaymentInputSchema.parse(payment)).toMatchObject({
      amount: '20000.00',
      winner: false,
      payerAccount: null,
    });
  });

  it.each([
    ['amount', { amount: '0' }],
    ['amount', { amount: '1.234' }],
    ['paidOn', { paidOn: '2026-02-30' }],
    ['bidder', { bidder: ' ' }],
    ['payerName', { payerName: '' }],
    ['groupId', { groupId: undefined }],
  ])('refuses a bad %s', (field, change) => {
    const result = bondPaymentInputSchema.safeParse({ ...payment, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('refuses a refund without a day, and takes one with interest', () => {
    expect(bondRefundInputSchema.safeParse({ projectId: 1, id: 2 }).error?.issues[0]?.path).toEqual([
      'refundedOn',
    ]);
    expect(
      bondRefundInputSchema.parse({ projectId: 1, id: 2, refundedOn: '2026-05-06', interest: '12.3' }),
    ).toMatchObject({ interest: '12.30' });
  });
});
