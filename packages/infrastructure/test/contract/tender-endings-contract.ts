import {
  type Actor,
  BondLedgerRepository,
  businessDateOf,
  CHINA_WORKING_CALENDAR,
  findNodeByRouter,
  GetProject,
  JumpFlow,
  NoticeRepository,
  type Project,
  RecordRepository,
  RetenderProject,
  SaveProject,
  TERMINATION_REFUND_WORKING_DAYS,
  TerminateProject,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MakeContainer, signedInContainer, uniqueProjectNum } from './contract-kit';

const TWO_PACKAGES = [
  { groupNumber: '1', groupName: '标段一', groupBudget: '500000' as never, isGroupBid: false, groupSort: 1 },
  { groupNumber: '2', groupName: '标段二', groupBudget: '300000' as never, isGroupBid: false, groupSort: 2 },
];

/**
 * What a tender's end leaves besides its state (ADR 0023), the same on every adapter: terminating drafts
 * the 流标公告 and puts every unrefunded bond in the refund batch (实施条例 第三十一条; 87号令 第二十九条);
 * a re-tender carries the tender documents as a draft and the bidders who paid as sign-ups awaiting
 * review (实施条例 第四十四条).
 */
export function describeTenderEndingsContract(name: string, make: MakeContainer): void {
  describe(`tender endings contract: ${name}`, () => {
    let container: Container;
    let actor: Actor;
    let records: RecordRepository;
    let bonds: BondLedgerRepository;
    const today = () => businessDateOf(new Date());
    beforeAll(async () => {
      ({ container, actor } = await signedInContainer(make));
      records = container.get<RecordRepository>(RecordRepository);
      bonds = container.get<BondLedgerRepository>(BondLedgerRepository);
    });

    const create = (projectName: string, more: object = {}) =>
      container.get(SaveProject).execute({
        projectName,
        projectNum: uniqueProjectNum('END'),
        biddingMethod: '公开招标',
        sGroupList: TWO_PACKAGES,
        ...more,
      });
    const pay = async (project: Project, groupIndex: number, bidder: string) => {
      const groupId = project.sGroupList[groupIndex]!.id as number;
      const ledger = await bonds.savePayment({
        projectId: project.id,
        groupId,
        bidder,
        amount: '5000',
        paidOn: today(),
        payerName: bidder,
      });
      return ledger.entries.find((entry) => entry.bidder === bidder && entry.groupId === groupId)!.id;
    };

    it('terminating drafts the 流标公告 and puts every unrefunded bond in the refund batch', async () => {
      const project = await create('契约道路养护');
      const { nodes } = await container.get(GetProject).execute(project.id);
      const signUp = findNodeByRouter(nodes, '/sign-up');
      await container.get(JumpFlow).execute({ projectId: project.id, actor, to: signUp?.id ?? 0 });
      // One approved sign-up: fewer than three, the tender has failed.
      await records.create('signUp', { projectId: project.id, supplierName: '甲公司', signUp_state: '1' });
      const due = await pay(project, 0, '甲公司');
      const refunded = await pay(project, 1, '乙公司');
      await bonds.recordRefund({ projectId: project.id, id: refunded, refundedOn: today() });

      await container.get(TerminateProject).execute({ projectId: project.id, actor });

      const [notice, ...more] = await container
        .get<NoticeRepository>(NoticeRepository)
        .listByProject(project.id);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({ noticeType: '6', title: '契约道路养护流标公告', publishTime: null });
      expect(notice?.content).toContain('报名供应商不足3家（当前1家）');
      const entries = (await bonds.ledger(project.id)).entries;
      const dueOn = CHINA_WORKING_CALENDAR.addWorkingDays(today(), TERMINATION_REFUND_WORKING_DAYS);
      expect(entries.find((entry) => entry.id === due)?.refundDueOn).toBe(dueOn);
      expect(entries.find((entry) => entry.id === refunded)?.refundDueOn).toBeNull();
    });

    it('a re-tender carries the documents bidders got and the bidders who paid', async () => {
      const source = await create('契约办公楼维修');
      for (const fileName of ['v1.pdf', 'v2.pdf']) {
        const version = await records.create('tenderDocument', {
          projectId: source.id,
          tenderDocument_fileId: `projects/${source.id}/${fileName}`,
          tenderDocument_fileName: fileName,
          tenderDocument_state: '0',
        });
        if (fileName === 'v1.pdf') {
          await records.update('tenderDocument', {
            ...version,
            id: version.id ?? 0,
            tenderDocument_state: '1',
          });
        }
      }
      await pay(source, 0, '甲公司');
      await pay(source, 1, '甲公司');
      await pay(source, 1, '乙公司');
      await container.get(RetenderProject).execute({ projectId: source.id, actor });

      // The form keeps package 2 only: 甲公司's bond for package 1 carries 甲公司 for the project.
      const again = await create('契约办公楼维修（第2次招标）', {
        rebiddingId: source.id,
        sGroupList: [TWO_PACKAGES[1]],
      });
      const newGroup = again.sGroupList[0]!.id;
      const signUps = await records.listByProject('signUp', again.id);
      expect(signUps.map((s) => [s.supplierName, s.signUp_state, s.signUp_groupId ?? null]).sort()).toEqual(
        [
          ['乙公司', '0', newGroup],
          ['甲公司', '0', newGroup],
          ['甲公司', '0', null],
        ].sort(),
      );
      const documents = await records.listByProject('tenderDocument', again.id);
      expect(documents.map((d) => [d.tenderDocument_fileName, d.tenderDocument_state])).toEqual([
        ['v1.pdf', '0'],
      ]);
      expect((await bonds.ledger(again.id)).entries).toEqual([]);
    });
  });
}
