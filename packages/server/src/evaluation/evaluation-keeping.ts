import {
  assertLawfulCommittee,
  assertMarkable,
  assertPlannable,
  ConflictError,
  type evaluationPlanInputSchema,
  evaluationReported,
  evaluationStepOf,
  must,
  type PackageEvaluation,
  type ProjectEvaluation,
  packageEvaluationOf,
  type reevaluationSchema,
  refusal,
  type scoreSheetInputSchema,
  scoreSheetProblems,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { KyselyCommitteeStore } from '../adapters/evaluation/kysely-committee-store';
import { KyselyEvaluationStore } from '../adapters/evaluation/kysely-evaluation-store';
import { KyselyOpeningRecordStore } from '../adapters/evaluation/kysely-opening-record-store';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';
import { assertStepRecordsWritable } from '../records/writable-project';

type Scope = Pick<RequestScope, 'tenantId' | 'userId' | 'roleNames'>;

/**
 * The evaluation of the caller's tenant's bid packages (ADR 0019). Writes need the evaluation step's
 * record rule (ADR 0007) and lock the package's row first. A plan cannot change once marked in its
 * round (409); a score sheet needs the plan and the confirmed opening record (409) and must name a
 * committee member, valid bids and the plan's criteria, each mark standing (400 naming the mark), by a
 * committee that breaks no rule of its composition (409 naming the article, ADR 0019); a
 * re-evaluation closes the round with its reason and plan, keeping its marks as history.
 */
export class EvaluationKeeping {
  private readonly store: KyselyEvaluationStore;
  private readonly opening: KyselyOpeningRecordStore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Scope,
    private readonly clock: () => Date,
  ) {
    this.store = new KyselyEvaluationStore(db, scope.tenantId);
    this.opening = new KyselyOpeningRecordStore(db, scope.tenantId);
  }

  async get(projectId: number): Promise<ProjectEvaluation> {
    await new KyselyProjectLookups(this.db, this.scope.tenantId).liveStatus(projectId);
    return this.evaluation(projectId);
  }

  async savePlan(plan: z.output<typeof evaluationPlanInputSchema>): Promise<ProjectEvaluation> {
    const name = await this.lockedPackage(plan.projectId, plan.groupId);
    assertPlannable(await this.packageEvaluation(plan.projectId, plan.groupId));
    const stored = (await this.store.plans(plan.projectId)).get(plan.groupId);
    if (stored && (await this.store.hasMarks(plan.groupId, stored.round))) {
      throw new ConflictError(refusal('planInUse', { package: name }));
    }
    await this.store.savePlan(plan.projectId, plan.groupId, plan, this.who());
    return this.evaluation(plan.projectId);
  }

  async saveScoreSheet(sheet: z.output<typeof scoreSheetInputSchema>): Promise<ProjectEvaluation> {
    await this.lockedPackage(sheet.projectId, sheet.groupId);
    const evaluation = await this.packageEvaluation(sheet.projectId, sheet.groupId);
    assertMarkable(evaluation);
    // A committee that breaks a rule may not mark (招标投标法 第三十七条, 实施条例 第四十六条 …): 409.
    assertLawfulCommittee(
      await new KyselyCommitteeStore(this.db, this.scope.tenantId).breachesOf(sheet.projectId),
    );
    const problems = scoreSheetProblems(sheet, evaluation);
    if (problems.length > 0) throw new ValidationError(problems);
    await this.store.replaceSheet(
      sheet.projectId,
      sheet.groupId,
      evaluation.round,
      sheet.expertId,
      sheet.marks.map((mark) => ({
        bidder: mark.bidder,
        criterion: mark.criterion,
        points: mark.points ?? null,
        passed: mark.passed ?? null,
        comment: mark.comment,
      })),
      this.who(),
    );
    const after = await this.evaluation(sheet.projectId);
    // The sheet that completes every package's evaluation delivers the report (实施条例 第五十四条).
    if (evaluationReported(after)) await this.store.markReported(sheet.projectId, this.clock());
    return after;
  }

  async reevaluate(input: z.output<typeof reevaluationSchema>): Promise<ProjectEvaluation> {
    const name = await this.lockedPackage(input.projectId, input.groupId);
    const plan = (await this.store.plans(input.projectId)).get(input.groupId);
    if (!plan) throw new ConflictError(refusal('noEvaluationPlan', { package: name }));
    await this.store.closeRound(input.projectId, input.groupId, plan, input.reason, this.who());
    await this.store.clearReported(input.projectId);
    return this.evaluation(input.projectId);
  }

  /**
   * After the re-evaluate exception (§4) has moved the flow back to the evaluation step: every package
   * marked in its current round is re-evaluated, with `reason`.
   */
  async reevaluateMarked(projectId: number, reason: string): Promise<void> {
    for (const [groupId, plan] of await this.store.plans(projectId)) {
      if (await this.store.hasMarks(groupId, plan.round)) {
        await this.store.closeRound(projectId, groupId, plan, reason, this.who());
      }
    }
    await this.store.clearReported(projectId);
  }

  /** One package's evaluation (lockedPackage has made sure it is the project's). */
  private async packageEvaluation(projectId: number, groupId: number): Promise<PackageEvaluation> {
    const found = (await this.evaluation(projectId)).packages.find((p) => p.groupId === groupId);
    if (!found) throw new ValidationError([{ field: 'groupId', message: must('notABidPackage') }]);
    return found;
  }

  private async evaluation(projectId: number): Promise<ProjectEvaluation> {
    const [opening, members, plans, marks, closed] = await Promise.all([
      this.opening.record(projectId),
      new KyselyCommitteeStore(this.db, this.scope.tenantId).members(projectId),
      this.store.plans(projectId),
      this.store.marks(projectId),
      this.store.closedRounds(projectId),
    ]);
    return {
      projectId,
      packages: opening.packages.map((pkg) =>
        packageEvaluationOf({
          opening: pkg,
          plan: plans.get(pkg.groupId) ?? null,
          committee: members,
          marks: marks.filter((mark) => mark.groupId === pkg.groupId),
          closed: closed.filter((round) => round.groupId === pkg.groupId),
        }),
      ),
    };
  }

  /** The package's name, once the caller may write it and its row is locked; 400 when not the project's. */
  private async lockedPackage(projectId: number, groupId: number): Promise<string> {
    await assertStepRecordsWritable(this.db, this.scope, projectId, {
      stepOf: evaluationStepOf,
      records: 'evaluation',
    });
    const group = await this.opening.packageForChange(projectId, groupId);
    if (!group) throw new ValidationError([{ field: 'groupId', message: must('notABidPackage') }]);
    return `${group.groupNumber} ${group.groupName}`;
  }

  private who() {
    return { userId: this.scope.userId, now: this.clock() };
  }
}
