import {
  type AgencyFees,
  agencyFeeOf,
  type BondLedger,
  BondLedgerRepository,
  businessDateOf,
  type Money,
  RecordRepository,
  type RecordRepository as Records,
  referenceAgencyFee,
  SaveProject,
} from '@tender/domain';
import { nodeModule } from '@tender/infrastructure/node';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../src/exit-codes';
import { CliUser, startServer, type TestServer } from './support';

/** Tab-separated records of a piped run, one a line. */
const recordsOf = (stdout: string) =>
  stdout
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => line.split('\t'));

/**
 * `tender project bonds` and `tender project fee` (Bond/GetLedger, AgencyFee/Get) against the real server:
 * a tender of two packages, 50万 of works and one without an estimate; two bonds, one paid from another's
 * account, the contracts signed today so the refunds fall due (实施条例 第五十七条),
 * one refunded; the first package's fee set at 20 % off and invoiced.
 */
describe('tender project bonds and fee', () => {
  let server: TestServer;
  let admin: CliUser;
  let projectId: number;
  let groupIds: number[];

  beforeAll(async () => {
    server = await startServer();
    admin = new CliUser(server);
    await admin.logIn('admin');
    const container = new Container();
    container.load(nodeModule({ apiUrl: server.url, configDir: admin.configDir }));
    const project = await container.get(SaveProject).execute({
      projectName: '保证金命令项目',
      projectNum: `CLI-BOND-${Date.now()}`,
      biddingMethod: '公开招标',
      capitalSource: '自有资金',
      sGroupList: [
        { groupNumber: '1', groupName: '施工', purchaserType: '工程', groupBudget: '500000' as Money },
        { groupNumber: '2', groupName: '监理', purchaserType: '服务' },
      ],
    });
    projectId = project.id;
    groupIds = project.sGroupList.map((group) => group.id as number);
    const today = businessDateOf(new Date());
    const bonds = container.get<BondLedgerRepository>(BondLedgerRepository);
    const pay = (bidder: string, payerName: string) =>
      bonds.savePayment({
        projectId,
        groupId: groupIds[0]!,
        bidder,
        amount: '10000',
        paidOn: today,
        payerName,
      });
    await pay('甲建设有限公司', '甲建设有限公司');
    const ledger = await pay('乙建设有限公司', '张三');
    // The contract counts as signed once each package has its own (compliance-facts.ts).
    for (const groupId of groupIds) {
      await container.get<Records>(RecordRepository).create('contract', {
        projectId,
        contract_groupId: groupId,
        supplierName: '甲建设有限公司',
        contract_amount: '480000.00' as Money,
        contract_signedOn: today,
      });
    }
    await bonds.recordRefund({ projectId, id: ledger.entries[0]!.id, refundedOn: today });
    await bonds.saveFee({
      projectId,
      groupId: groupIds[0]!,
      kind: 'works',
      winningAmount: '4800000',
      discountPercent: '20',
      payer: 'winningBidder',
    });
    await bonds.setInvoiceStatus(projectId, groupIds[0]!, 'invoiced');
  });
  afterAll(async () => {
    admin?.dispose();
    await server?.close();
  });

  it('bonds --json gives the ledger as the API returns it', async () => {
    const run = await admin.run(['project', 'bonds', String(projectId), '--json']);
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    const ledger = run.json<BondLedger>();
    expect(ledger.packages.map((p) => [p.groupNumber, p.cap])).toEqual([
      ['1', '10000.00'],
      ['2', null],
    ]);
    expect(ledger.entries.map((e) => [e.bidder, e.payerIsBidder, e.refund?.status])).toEqual([
      ['甲建设有限公司', true, 'met'],
      ['乙建设有限公司', false, 'open'],
    ]);
  });

  it('bonds piped: each package’s cap with its article, then one bond a line, flagged when paid by another', async () => {
    // The due day the server lays out (5 days from today's contract, moved past a holiday if need be).
    const run = await admin.run(['project', 'bonds', String(projectId)]);
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    const due = (await admin.run(['project', 'bonds', String(projectId), '--json'])).json<BondLedger>()
      .entries[1]?.refund?.dueDate;
    const today = businessDateOf(new Date());
    expect(recordsOf(run.stdout)).toEqual([
      ['1 施工', '500000.00', '', '10000.00', 'Tendering Law Implementing Regulations, art. 26'],
      ['2 监理', '', '', '', ''],
      [
        '',
        expect.any(String),
        '1',
        '甲建设有限公司',
        '10000.00',
        today,
        'bidder',
        due,
        `refunded ${today}`,
        'Tendering Law Implementing Regulations, art. 57',
      ],
      [
        '!',
        expect.any(String),
        '1',
        '乙建设有限公司',
        '10000.00',
        today,
        'not the bidder (Tendering Law Implementing Regulations, art. 26)',
        due,
        'open',
        'Tendering Law Implementing Regulations, art. 57',
      ],
    ]);
  });

  it('fee: per package the reference of the rates, 20 % off, charged, payer and invoice; the other not set', async () => {
    const json = await admin.run(['project', 'fee', String(projectId), '--json']);
    expect(json.code, json.stderr).toBe(ExitCode.Ok);
    expect(json.json<AgencyFees>().packages.map((p) => p.fee?.invoiceStatus ?? null)).toEqual([
      'invoiced',
      null,
    ]);
    const run = await admin.run(['project', 'fee', String(projectId)]);
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    const reference = referenceAgencyFee('works', '4800000.00' as Money);
    expect(recordsOf(run.stdout)).toEqual([
      [
        '1 施工',
        'works',
        '4800000.00',
        reference,
        '20',
        '',
        agencyFeeOf({
          kind: 'works',
          winningAmount: '4800000.00' as Money,
          discountPercent: '20',
          minimum: null,
        }).fee,
        'winning bidder',
        'invoiced',
      ],
      ['2 监理', 'not set', '', '', '', '', '', '', ''],
    ]);
  });

  it('says a project is not found', async () => {
    expect((await admin.run(['project', 'bonds', '987654321'])).code).toBe(ExitCode.NotFound);
    expect((await admin.run(['project', 'fee', '987654321'])).code).toBe(ExitCode.NotFound);
  });
});
