import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Reply, useTestApp } from './harness';
import { fieldsOf, resultOf } from './support/organisation';
import { ProjectApi } from './support/project-api';

/**
 * The bid bond ledger and the agency fees on the server (ADR 0022): a bond above its cap is refused with
 * its article (409, nothing stored, no audit row); a payer who is not the bidder is flagged; each bond's
 * refund is due by its bound, and the deadlines report lays one refund bound per bidder from the ledger;
 * the fee is worked out by 计价格〔2002〕1980号 and its invoice status kept.
 */
const BOND = '/api/services/app/Bond';
const FEE = '/api/services/app/AgencyFee';
const DEADLINES = '/api/services/app/Compliance/GetDeadlines';

let api: ProjectApi;
let now = new Date('2026-04-20T02:00:00Z');

async function at(time: string): Promise<void> {
  now = new Date(time);
  api = await ProjectApi.signIn(harness.app, 3, ['admin', 'manager', 'agent', 'viewer']);
}

const harness = useTestApp({ config: { clock: () => new Date(now) } });
beforeAll(async () => {
  await at('2026-04-20T02:00:00Z');
});

interface Entry {
  id: number;
  bidder: string;
  payerIsBidder: boolean;
  refundedOn: string | null;
  refund: { dueDate: string | null; status: string; citation: { zh: string } } | null;
}

/** A project of one package with that category and budget; its id and the package's. */
async function projectWith(group: object = {}, project: object = {}) {
  const created = await api.createProject({
    sGroupList: [{ groupNumber: '1', groupName: '标段一', groupBudget: 500000, ...group }],
    ...project,
  });
  return { projectId: created.id as number, groupId: (created.sGroupList as { id: number }[])[0]!.id };
}

const payment = (ids: { projectId: number; groupId: number }, more: object = {}) => ({
  ...ids,
  bidder: '甲建设有限公司',
  amount: '10000',
  paidOn: '2026-04-10',
  payerName: '甲建设有限公司',
  ...more,
});

const ledgerOf = async (projectId: number, user = 'agent') =>
  resultOf(await api.get(`${BOND}/GetLedger?projectId=${projectId}`, user));

async function footprint() {
  const { rows } = await sql<{ bonds: string; audit: number }>`
    select (select coalesce(string_agg(id || ':' || amount || ':' || coalesce(refunded_on::text, '-'), ',' order by id), '')
              from bond_entries) as bonds,
           (select count(*)::int from audit_log) as audit`.execute(harness.database.db);
  return rows[0];
}

function expectRefusal(reply: Reply, article: RegExp) {
  expect(reply.statusCode, reply.body).toBe(409);
  expect(reply.json().error.message).toMatch(article);
}

describe('Bond/SavePayment', () => {
  it('takes a bond within 2 % of the estimate and refuses a fen more with 实施条例 第二十六条, changing nothing', async () => {
    const ids = await projectWith();
    const ledger = await ledgerOf(ids.projectId);
    expect(ledger.packages[0]).toMatchObject({
      estimate: '500000.00',
      cap: '10000.00',
      capCitation: { zh: '招标投标法实施条例 第二十六条' },
    });
    const before = await footprint();
    expectRefusal(
      await api.post(`${BOND}/SavePayment`, payment(ids, { amount: '10000.01' })),
      /Tendering Law Implementing Regulations, art\. 26/,
    );
    expect(await footprint()).toEqual(before);
    const saved = resultOf(await api.post(`${BOND}/SavePayment`, payment(ids)));
    expect(saved.entries).toMatchObject([
      { bidder: '甲建设有限公司', amount: '10000.00', payerIsBidder: true },
    ]);
  });

  it('caps a works package at 80万 (工程建设项目施工招标投标办法 第三十七条)', async () => {
    const ids = await projectWith(
      { purchaserType: '工程', groupBudget: '60000000' },
      { projectBudget: '60000000' },
    );
    expectRefusal(
      await api.post(`${BOND}/SavePayment`, payment(ids, { amount: '800000.01' })),
      /Construction Works of Engineering Projects, art\. 37/,
    );
    expect((await api.post(`${BOND}/SavePayment`, payment(ids, { amount: '800000' }))).statusCode).toBe(200);
  });

  it('flags a payer who is not the bidder, and edits a bond by its id', async () => {
    const ids = await projectWith();
    const saved = resultOf(await api.post(`${BOND}/SavePayment`, payment(ids, { payerName: '张三' })));
    const entry = saved.entries[0] as Entry;
    expect(entry.payerIsBidder).toBe(false);
    const edited = resultOf(
      await api.post(`${BOND}/SavePayment`, payment(ids, { id: entry.id, payerName: '甲建设有限公司' })),
    );
    expect(edited.entries).toMatchObject([{ id: entry.id, payerIsBidder: true }]);
  });

  it('answers 400 naming the field, and a bidder’s second bond in a package', async () => {
    const ids = await projectWith();
    const bad = await api.post(`${BOND}/SavePayment`, payment(ids, { amount: '-1', paidOn: '2026-02-30' }));
    expect([bad.statusCode, fieldsOf(bad).sort()]).toEqual([400, ['amount', 'paidOn']]);
    const future = await api.post(`${BOND}/SavePayment`, payment(ids, { paidOn: '2026-04-21' }));
    expect([future.statusCode, fieldsOf(future)]).toEqual([400, ['paidOn']]);
    const other = await projectWith();
    const elsewhere = await api.post(`${BOND}/SavePayment`, payment({ ...ids, groupId: other.groupId }));
    expect([elsewhere.statusCode, fieldsOf(elsewhere)]).toEqual([400, ['groupId']]);
    resultOf(await api.post(`${BOND}/SavePayment`, payment(ids)));
    const twice = await api.post(`${BOND}/SavePayment`, payment(ids, { amount: '1' }));
    expect([twice.statusCode, fieldsOf(twice)]).toEqual([400, ['bidder']]);
  });

  it('is refused to the viewer, who reads the ledger', async () => {
    const ids = await projectWith();
    expect((await api.post(`${BOND}/SavePayment`, payment(ids), 'viewer')).statusCode).toBe(403);
    expect((await api.get(`${BOND}/GetLedger?projectId=${ids.projectId}`, 'viewer')).statusCode).toBe(200);
  });
});

describe('a project edit', () => {
  it('refuses to remove a bid package that holds a bond or a fee (409), and removes one that holds none', async () => {
    const created = await api.createProject({
      sGroupList: [
        { groupNumber: '1', groupName: '标段%s', groupBudget: 300000 },
        { groupNumber: '2', groupName: '标段%s', groupBudget: 300000 },
        { groupNumber: '3', groupName: '标段%s', groupBudget: 300000 },
      ],
    });
    type Group = { id: number };
    const [first, second, third] = created.sGroupList as [Group, Group, Group];
    const projectId = created.id as number;
    resultOf(
      await api.post(`${BOND}/SavePayment`, payment({ projectId, groupId: second.id }, { amount: '5000' })),
    );
    resultOf(
      await api.post(`${FEE}/Save`, {
        projectId,
        groupId: third.id,
        kind: 'goods',
        winningAmount: '1000000',
        payer: 'purchaser',
      }),
    );
    const edit = (kept: object[]) =>
      api.post('/api/services/app/Sproject/CreateOrUpdate', { ...created, sGroupList: kept });
    const before = await footprint();
    for (const kept of [
      [first, third],
      [first, second],
    ]) {
      const refused = await edit(kept);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.message).toMatch(/bonds in its ledger or an agency fee/);
    }
    expect(await footprint()).toEqual(before);
    expect((await api.detail(projectId)).sGroupList).toHaveLength(3);

    // The first package holds nothing: it goes, and the ledger keeps the second's bond.
    expect((await edit([second, third])).statusCode).toBe(200);
    expect((await api.detail(projectId)).sGroupList).toHaveLength(2);
    expect((await ledgerOf(projectId)).entries).toHaveLength(1);
  });
});

describe('the refunds feed the deadlines report', () => {
  it('招标投标法实施条例 第五十七条: one bound per bidder, met when refunded in time, missed when not', async () => {
    await at('2026-04-20T02:00:00Z');
    const ids = await projectWith();
    resultOf(await api.post(`${BOND}/SavePayment`, payment(ids)));
    const second = resultOf(
      await api.post(
        `${BOND}/SavePayment`,
        payment(ids, { bidder: '乙科技有限公司', payerName: '乙科技有限公司' }),
      ),
    );
    const [first, other] = second.entries as Entry[];
    await at('2026-04-29T02:00:00Z');
    resultOf(
      await api.post('/middleware/record/create', {
        type: 'contract',
        projectId: ids.projectId,
        contract_groupId: ids.groupId,
        supplierName: '甲建设有限公司',
        contract_amount: '480000',
        contract_signedOn: '2026-04-29',
      }),
    );
    // 5 days end on 4 May, in 劳动节: due on the next working day, 6 May.
    await at('2026-05-06T02:00:00Z');
    const refunded = resultOf(
      await api.post(`${BOND}/RecordRefund`, {
        projectId: ids.projectId,
        id: first!.id,
        refundedOn: '2026-05-06',
        interest: '3.2',
      }),
    );
    expect(
      refunded.entries.map((e: Entry) => [e.bidder, e.refundedOn, e.refund?.dueDate, e.refund?.status]),
    ).toEqual([
      ['甲建设有限公司', '2026-05-06', '2026-05-06', 'met'],
      ['乙科技有限公司', null, '2026-05-06', 'open'],
    ]);
    await at('2026-05-07T02:00:00Z');
    const deadlines = resultOf(await api.get(`${DEADLINES}?projectId=${ids.projectId}`));
    expect(
      deadlines.bounds
        .filter((b: { id: string }) => b.id === 'bondRefund')
        .map((b: { subject: string; status: string; citation: { zh: string } }) => [
          b.subject,
          b.status,
          b.citation.zh,
        ]),
    ).toEqual([
      ['1 甲建设有限公司', 'met', '招标投标法实施条例 第五十七条'],
      ['1 乙科技有限公司', 'missed', '招标投标法实施条例 第五十七条'],
    ]);
    expect(other!.payerIsBidder).toBe(true);
  });

  it('refuses a refund before the payment (400 naming refundedOn) and a bond it does not hold (404)', async () => {
    await at('2026-04-20T02:00:00Z');
    const ids = await projectWith();
    const { entries } = resultOf(await api.post(`${BOND}/SavePayment`, payment(ids)));
    const early = await api.post(`${BOND}/RecordRefund`, {
      projectId: ids.projectId,
      id: entries[0].id,
      refundedOn: '2026-04-09',
    });
    expect([early.statusCode, fieldsOf(early)]).toEqual([400, ['refundedOn']]);
    const missing = await api.post(`${BOND}/RecordRefund`, {
      projectId: ids.projectId,
      id: 999999,
      refundedOn: '2026-04-19',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('AgencyFee', () => {
  it('works out a 货物 fee of 9,000万 by 计价格〔2002〕1980号 (39.9万), less the discount, and keeps the invoice status', async () => {
    const ids = await projectWith();
    const empty = resultOf(await api.get(`${FEE}/Get?projectId=${ids.projectId}`));
    expect(empty.packages).toMatchObject([{ groupId: ids.groupId, fee: null }]);
    const fee = {
      ...ids,
      kind: 'goods',
      winningAmount: '90000000',
      discountPercent: '20',
      payer: 'winningBidder',
    };
    const saved = resultOf(await api.post(`${FEE}/Save`, fee));
    expect(saved.packages[0].fee).toMatchObject({
      reference: '399000.00',
      discounted: '319200.00',
      fee: '319200.00',
      discountPercent: '20',
      invoiceStatus: 'notInvoiced',
    });
    const paid = resultOf(await api.post(`${FEE}/SetInvoiceStatus`, { ...ids, invoiceStatus: 'paid' }));
    expect(paid.packages[0].fee.invoiceStatus).toBe('paid');
    const again = resultOf(await api.post(`${FEE}/Save`, { ...fee, minimum: '400000' }));
    expect(again.packages[0].fee).toMatchObject({ fee: '400000.00', invoiceStatus: 'paid' });
  });

  it('answers 400 naming the field, and 404 for the invoice of a package without a fee', async () => {
    const ids = await projectWith();
    const bad = await api.post(`${FEE}/Save`, {
      ...ids,
      kind: 'food',
      winningAmount: '1',
      payer: 'purchaser',
    });
    expect([bad.statusCode, fieldsOf(bad)]).toEqual([400, ['kind']]);
    const none = await api.post(`${FEE}/SetInvoiceStatus`, { ...ids, invoiceStatus: 'invoiced' });
    expect(none.statusCode).toBe(404);
    expect(
      (
        await api.post(
          `${FEE}/Save`,
          { ...ids, kind: 'goods', winningAmount: '1', payer: 'purchaser' },
          'viewer',
        )
      ).statusCode,
    ).toBe(403);
  });
});
