import type { ClosedRound, Criterion, EvaluationMethod, StoredMark, StoredPlan } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime, jsonValue } from '../row-values';

/** Who writes, and when. */
export interface EvaluationWriter {
  readonly userId: number;
  readonly now: Date;
}

/** The plans, marks and closed rounds of one tenant's bid packages (migration 0024). All the SQL of the area. */
export class KyselyEvaluationStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** The project's plans by bid package. */
  async plans(projectId: number): Promise<Map<number, StoredPlan>> {
    const rows = await this.db
      .selectFrom('evaluationPlans')
      .select(['groupId', 'method', 'criteria', 'round'])
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .execute();
    return new Map(
      rows.map((row) => [
        row.groupId,
        { method: row.method, criteria: jsonValue(row.criteria) as Criterion[], round: row.round },
      ]),
    );
  }

  /** Every mark of the project, of every round, with its package. */
  async marks(projectId: number): Promise<(StoredMark & { groupId: number; round: number })[]> {
    return this.db
      .selectFrom('evaluationMarks')
      .select(['groupId', 'round', 'expertId', 'bidder', 'criterion', 'points', 'passed', 'comment'])
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .orderBy('groupId')
      .orderBy('round')
      .orderBy('expertId')
      .orderBy('bidder')
      .orderBy('criterion')
      .execute();
  }

  /** The rounds re-evaluations closed, with the plan each was marked under. */
  async closedRounds(projectId: number): Promise<(ClosedRound & { groupId: number })[]> {
    const rows = await this.db
      .selectFrom('evaluationReevaluations as r')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'r.closerUserId').onRef('u.tenantId', '=', 'r.tenantId'),
      )
      .select([
        'r.groupId',
        'r.round',
        'r.reason',
        'r.method',
        'r.criteria',
        'r.closedTime',
        'u.name as closedBy',
      ])
      .where('r.tenantId', '=', this.tenantId)
      .where('r.projectId', '=', projectId)
      .orderBy('r.groupId')
      .orderBy('r.round')
      .execute();
    return rows.map(({ closedTime, criteria, ...row }) => ({
      ...row,
      criteria: jsonValue(criteria) as Criterion[],
      closedAt: isoTime(closedTime),
    }));
  }

  /** Whether the package has marks in the round. */
  async hasMarks(groupId: number, round: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('evaluationMarks')
      .select('expertId')
      .where('tenantId', '=', this.tenantId)
      .where('groupId', '=', groupId)
      .where('round', '=', round)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async savePlan(
    projectId: number,
    groupId: number,
    plan: { method: EvaluationMethod; criteria: readonly Criterion[] },
    who: EvaluationWriter,
  ): Promise<void> {
    const values = {
      method: plan.method,
      criteria: JSON.stringify(plan.criteria),
      lastModificationTime: who.now,
      lastModifierUserId: who.userId,
    };
    await this.db
      .insertInto('evaluationPlans')
      .values({ ...values, groupId, projectId, tenantId: this.tenantId })
      .onConflict((conflict) => conflict.column('groupId').doUpdateSet(values))
      .execute();
  }

  /** Replaces an expert's marks of the package in the round. */
  async replaceSheet(
    projectId: number,
    groupId: number,
    round: number,
    expertId: number,
    marks: readonly Omit<StoredMark, 'expertId'>[],
    who: EvaluationWriter,
  ): Promise<void> {
    await this.db
      .deleteFrom('evaluationMarks')
      .where('tenantId', '=', this.tenantId)
      .where('groupId', '=', groupId)
      .where('round', '=', round)
      .where('expertId', '=', expertId)
      .execute();
    if (marks.length === 0) return;
    await this.db
      .insertInto('evaluationMarks')
      .values(
        marks.map((mark) => ({
          ...mark,
          groupId,
          round,
          expertId,
          projectId,
          tenantId: this.tenantId,
          markedTime: who.now,
          markerUserId: who.userId,
        })),
      )
      .execute();
  }

  /** Closes the package's current round with the reason and the plan, and starts the next. */
  async closeRound(
    projectId: number,
    groupId: number,
    plan: StoredPlan,
    reason: string,
    who: EvaluationWriter,
  ): Promise<void> {
    await this.db
      .insertInto('evaluationReevaluations')
      .values({
        groupId,
        round: plan.round,
        projectId,
        tenantId: this.tenantId,
        reason,
        method: plan.method,
        criteria: JSON.stringify(plan.criteria),
        closedTime: who.now,
        closerUserId: who.userId,
      })
      .execute();
    await this.db
      .updateTable('evaluationPlans')
      .set({ round: plan.round + 1 })
      .where('tenantId', '=', this.tenantId)
      .where('groupId', '=', groupId)
      .execute();
  }

  /**
   * Records that the project's evaluation report is complete, at `at`; a report already recorded keeps
   * its time (a sheet replaced afterwards in the same round changes no report's date).
   */
  async markReported(projectId: number, at: Date): Promise<void> {
    await this.db
      .insertInto('evaluationReports')
      .values({ projectId, tenantId: this.tenantId, reportedTime: at })
      .onConflict((conflict) => conflict.column('projectId').doNothing())
      .execute();
  }

  /** Forgets the project's report: a re-evaluation opened a new round, whose report is still to come. */
  async clearReported(projectId: number): Promise<void> {
    await this.db
      .deleteFrom('evaluationReports')
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .execute();
  }

  /** Whether any of these packages has a plan: such a package cannot leave its project. */
  async anyPlanIn(groupIds: readonly number[]): Promise<boolean> {
    if (groupIds.length === 0) return false;
    const row = await this.db
      .selectFrom('evaluationPlans')
      .select('groupId')
      .where('tenantId', '=', this.tenantId)
      .where('groupId', 'in', [...groupIds])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
