import {
  CommitteeRepository,
  ConflictError,
  EvaluationRepository,
  ExpertRepository,
  NotPermittedError,
  OpeningRecordRepository,
  SaveProject,
  type ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  failureOf,
  freshName,
  type MakeContainer,
  signedInContainer,
  switchUser,
  uniqueProjectNum,
} from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field).sort();
const REVIEW = [{ key: 'licence', name: '资质', kind: 'passFail' as const, weight: 0 }];

/**
 * EvaluationRepository (Evaluation: Get, SavePlan, SaveScoreSheet, Reevaluate; ADR 0019): marks wait for
 * the plan and the confirmed opening, bad marks are named, the result follows the method, a marked plan
 * stays, a re-evaluation keeps the marks as history; a viewer reads and does not write.
 */
/** Three valid bids: the law's minimum, below which a package is tendered again, not evaluated. */
const BIDDERS = ['甲公司', '乙公司', '丙公司'];

export function describeEvaluationContract(name: string, make: MakeContainer): void {
  describe(`evaluation contract: ${name}`, () => {
    let container: Container;
    let evaluations: EvaluationRepository;
    let projectId: number;
    let groupId: number;
    let expertId: number;
    /** The other four experts of the committee: the result is complete once all five have marked. */
    const others: number[] = [];
    const sheet = (passed: boolean, comment?: string) => ({
      projectId,
      groupId,
      expertId,
      // 乙 is the one the sheet may fail; the others pass.
      marks: BIDDERS.map((bidder) => ({
        bidder,
        criterion: 'licence',
        passed: bidder === '乙公司' ? passed : true,
        ...(bidder === '乙公司' && comment ? { comment } : {}),
      })),
    });
    beforeAll(async () => {
      ({ container } = await signedInContainer(make));
      evaluations = container.get<EvaluationRepository>(EvaluationRepository);
      const project = await container.get(SaveProject).execute({
        projectName: '契约评标项目',
        projectNum: uniqueProjectNum('EVAL'),
        biddingMethod: '公开招标',
        sGroupList: [{ groupNumber: '包1', groupName: '设备', isGroupBid: false, groupSort: 1 }],
      });
      projectId = project.id;
      groupId = project.sGroupList[0]?.id as number;
      const opening = container.get<OpeningRecordRepository>(OpeningRecordRepository);
      for (const bidder of BIDDERS) {
        await opening.saveBid({
          projectId,
          groupId,
          bidder,
          price: '100.00',
          durationDays: 10,
          bondPaid: true,
          receivedAt: new Date(Date.now() - 60_000).toISOString(),
        });
      }
      // Five experts: a committee the law allows to mark (招标投标法 第三十七条); the first one marks.
      const speciality = freshName('s');
      for (let seat = 0; seat < 5; seat++) {
        const expert = await container
          .get<ExpertRepository>(ExpertRepository)
          .create({ name: freshName('judge'), speciality, company: '评审单位' });
        if (seat === 0) expertId = expert.id;
        else others.push(expert.id);
        await container
          .get<CommitteeRepository>(CommitteeRepository)
          .appoint({ projectId, expertId: expert.id, reason: '契约' });
      }
    });

    it('waits for the plan and the confirmed opening record', async () => {
      expect(await failureOf(evaluations.saveScoreSheet(sheet(true)))).toBeInstanceOf(ConflictError);
      const planned = await evaluations.savePlan({
        projectId,
        groupId,
        method: 'qualification',
        criteria: REVIEW,
      });
      expect(planned.packages[0]).toMatchObject({ round: 1, result: { complete: false, missing: 15 } });
      expect(await failureOf(evaluations.saveScoreSheet(sheet(true)))).toBeInstanceOf(ConflictError);
      await container.get<OpeningRecordRepository>(OpeningRecordRepository).confirm(projectId, groupId);
    });

    it('names the marks it cannot take, and ranks by the method', async () => {
      expect(fieldsOf(await failureOf(evaluations.saveScoreSheet(sheet(false))))).toEqual([
        'marks.1.comment',
      ]);
      let marked = await evaluations.saveScoreSheet(sheet(false, '资质证书过期'));
      for (const other of others) {
        marked = await evaluations.saveScoreSheet({ ...sheet(false, '资质证书过期'), expertId: other });
      }
      expect(marked.packages[0]?.result).toEqual({
        complete: true,
        // The bids that pass a qualification review are listed by name.
        ranking: [
          expect.objectContaining({ bidder: '丙公司', rank: 1 }),
          expect.objectContaining({ bidder: '甲公司', rank: 2 }),
        ],
        rejected: [{ bidder: '乙公司', failed: ['licence'] }],
        candidates: [],
      });
      expect(
        await failureOf(
          evaluations.savePlan({ projectId, groupId, method: 'lowestPrice', criteria: REVIEW }),
        ),
      ).toBeInstanceOf(ConflictError);
    });

    it('re-evaluates into history, and lets a viewer read only', async () => {
      const again = await evaluations.reevaluate({ projectId, groupId, reason: '复核' });
      expect(again.packages[0]).toMatchObject({ round: 2, marks: [] });
      expect(
        again.packages[0]?.history.map((round) => [round.round, round.reason, round.marks.length]),
      ).toEqual([[1, '复核', 15]]);
      await switchUser(container, 'viewer', DEMO_PASSWORD);
      expect((await evaluations.get(projectId)).packages[0]?.round).toBe(2);
      expect(await failureOf(evaluations.reevaluate({ projectId, groupId, reason: 'x' }))).toBeInstanceOf(
        NotPermittedError,
      );
      await switchUser(container, 'admin', DEMO_PASSWORD);
    });
  });
}
