import {
  assertLawfulCommittee,
  assertMarkable,
  assertPlannable,
  type ClosedRound,
  ConflictError,
  type EvaluationPlanInput,
  type EvaluationRepository,
  evaluationPlanInputSchema,
  must,
  NotFoundError,
  type PackageEvaluation,
  type Project,
  type ProjectEvaluation,
  packageEvaluationOf,
  parseOrThrow,
  type ReevaluationInput,
  reevaluationSchema,
  refusal,
  type ScoreSheetInput,
  type StoredMark,
  type StoredPlan,
  scoreSheetInputSchema,
  scoreSheetProblems,
  ValidationError,
} from '@tender/domain';
import { assertPermitted } from './administration-rules';
import { assertEvaluationWritable } from './evaluation-step-rule';
import type { InMemoryCommitteeRepository } from './in-memory-committee-repository';
import type {
  InMemoryOpeningRecordRepository,
  OpeningRecordRules,
} from './in-memory-opening-record-repository';

/** What the fake reads of the module: the rules of the opening record, and its record and committees. */
export interface EvaluationRules extends Omit<OpeningRecordRules, 'noticesOf'> {
  readonly opening: InMemoryOpeningRecordRepository;
  readonly committees: InMemoryCommitteeRepository;
}

/**
 * Evaluations in maps with the server's rules (test/contract holds both to them): the evaluation
 * permissions, the step-record rule, a marked plan kept (ConflictError), score sheets checked by the
 * domain's scoreSheetProblems after a plan and a confirmed opening, re-evaluation closing the round.
 */
export class InMemoryEvaluationRepository implements EvaluationRepository {
  /** The plans by package and every round's marks; a story may start with some. */
  readonly plans = new Map<number, StoredPlan>();
  readonly marks: (StoredMark & { groupId: number; round: number })[] = [];
  private readonly closed: (ClosedRound & { groupId: number })[] = [];

  constructor(private readonly rules: EvaluationRules) {}

  async get(projectId: number): Promise<ProjectEvaluation> {
    assertPermitted(this.rules, 'evaluation.query');
    return this.evaluation(this.project(projectId));
  }

  async savePlan(input: EvaluationPlanInput): Promise<ProjectEvaluation> {
    assertPermitted(this.rules, 'evaluation.edit');
    const { projectId, groupId, method, criteria } = parseOrThrow(evaluationPlanInputSchema, input);
    const { project, name } = this.writablePackage(projectId, groupId);
    assertPlannable(this.packageEvaluation(project, groupId));
    const stored = this.plans.get(groupId);
    if (stored && this.marks.some((mark) => mark.groupId === groupId && mark.round === stored.round)) {
      throw new ConflictError(refusal('planInUse', { package: name }));
    }
    this.plans.set(groupId, { method, criteria, round: stored?.round ?? 1 });
    return this.evaluation(project);
  }

  async saveScoreSheet(input: ScoreSheetInput): Promise<ProjectEvaluation> {
    assertPermitted(this.rules, 'evaluation.edit');
    const sheet = parseOrThrow(scoreSheetInputSchema, input);
    const { project } = this.writablePackage(sheet.projectId, sheet.groupId);
    const evaluation = this.packageEvaluation(project, sheet.groupId);
    assertMarkable(evaluation);
    assertLawfulCommittee(this.rules.committees.breachesOf(sheet.projectId));
    const problems = scoreSheetProblems(sheet, evaluation);
    if (problems.length > 0) throw new ValidationError(problems);
    const round = evaluation.round;
    const kept = this.marks.filter(
      (mark) => !(mark.groupId === sheet.groupId && mark.round === round && mark.expertId === sheet.expertId),
    );
    this.marks.splice(0, this.marks.length, ...kept);
    for (const mark of sheet.marks) {
      this.marks.push({
        groupId: sheet.groupId,
        round,
        expertId: sheet.expertId,
        bidder: mark.bidder,
        criterion: mark.criterion,
        points: mark.points ?? null,
        passed: mark.passed ?? null,
        comment: mark.comment,
      });
    }
    return this.evaluation(project);
  }

  async reevaluate(input: ReevaluationInput): Promise<ProjectEvaluation> {
    assertPermitted(this.rules, 'evaluation.edit');
    const { projectId, groupId, reason } = parseOrThrow(reevaluationSchema, input);
    const { project, name } = this.writablePackage(projectId, groupId);
    const plan = this.plans.get(groupId);
    if (!plan) throw new ConflictError(refusal('noEvaluationPlan', { package: name }));
    this.closed.push({
      groupId,
      round: plan.round,
      reason,
      closedAt: new Date(this.rules.now()).toISOString(),
      closedBy: this.rules.callerName(),
      method: plan.method,
      criteria: plan.criteria,
    });
    this.plans.set(groupId, { ...plan, round: plan.round + 1 });
    return this.evaluation(project);
  }

  private evaluation(project: Project): ProjectEvaluation {
    const committee = this.rules.committees.committee(project.id).members;
    return {
      projectId: project.id,
      packages: this.rules.opening.record(project).packages.map((opening) =>
        packageEvaluationOf({
          opening,
          plan: this.plans.get(opening.groupId) ?? null,
          committee,
          marks: this.marks.filter((mark) => mark.groupId === opening.groupId),
          closed: this.closed.filter((round) => round.groupId === opening.groupId),
        }),
      ),
    };
  }

  /** One package's evaluation (writablePackage has made sure it is the project's). */
  private packageEvaluation(project: Project, groupId: number): PackageEvaluation {
    return this.evaluation(project).packages.find((p) => p.groupId === groupId) as PackageEvaluation;
  }

  private project(projectId: number): Project {
    const project = this.rules.projectOf(projectId);
    if (!project) throw new NotFoundError('Project', projectId);
    return project;
  }

  private writablePackage(projectId: number, groupId: number): { project: Project; name: string } {
    const project = this.project(projectId);
    assertEvaluationWritable(
      project,
      this.rules.stepsOf(project),
      this.rules.callerRoles?.() ?? [],
      'evaluation',
    );
    const group = project.sGroupList.find((g) => g.id === groupId);
    if (!group) throw new ValidationError([{ field: 'groupId', message: must('notABidPackage') }]);
    return { project, name: `${group.groupNumber} ${group.groupName}` };
  }
}
