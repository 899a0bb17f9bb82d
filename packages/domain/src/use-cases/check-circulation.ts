import { type Blocker, blockersFor, isEvaluationRouter, recordTypesChecked } from '../circulation/blockers';
import { factsFromRecords } from '../circulation/circulation-facts';
import { brokenBounds } from '../compliance/project-deadlines';
import type { FlowNode } from '../flow/flow-node';
import { type StepSuspension, suspensionOf } from '../objections/objection-suspension';
import type { CommitteeCheckSource } from '../ports/committee-check-source';
import type { ProjectDeadlinesSource } from '../ports/project-deadlines-source';
import type { RecordRepository } from '../ports/record-repository';
import type { Project } from '../projects/project';
import type { RecordType } from '../records/records';

/**
 * The blocking messages for leaving a step, from the project's records (§5 circulation checks) and, when
 * given its deadlines, the statutory bounds it breaks (ADR 0022). It only reads: a screen may hand it a
 * reader that shares what its pages have already read. The server always gives it the deadlines, so a
 * client without them only misses a hint: the server refuses with the same message.
 */
export class CheckCirculation {
  constructor(
    private readonly records: Pick<RecordRepository, 'listByProject'>,
    private readonly deadlines?: Pick<ProjectDeadlinesSource, 'deadlinesOf'>,
    /** The committee's breaches, read when leaving an evaluation step; the server always gives it. */
    private readonly committees?: Pick<CommitteeCheckSource, 'committeeBreachesOf'>,
  ) {}

  async execute(
    project: Pick<Project, 'id' | 'isTenderByLaw'>,
    node: Pick<FlowNode, 'router'>,
    /** The step the move enters, when known: an objection that suspends it blocks the move too. */
    next?: Pick<FlowNode, 'router'>,
  ): Promise<Blocker[]> {
    const types: ReadonlySet<RecordType> = new Set(recordTypesChecked(node.router, project.isTenderByLaw));
    const read = <T extends RecordType>(type: T) =>
      types.has(type) ? this.records.listByProject(type, project.id) : Promise.resolve([]);
    const [objections, signUps, qualificationPurchases, qualificationResults, signIns, deadlines, breaches] =
      await Promise.all([
        read('objection'),
        read('signUp'),
        read('qualificationPurchase'),
        read('qualificationResult'),
        read('signIn'),
        this.deadlines?.deadlinesOf(project.id),
        isEvaluationRouter(node.router) ? this.committees?.committeeBreachesOf(project.id) : undefined,
      ]);
    const facts = factsFromRecords({
      objections,
      signUps,
      qualificationPurchases,
      qualificationResults,
      signIns,
    });
    // The regime is the deadlines'; a client without them reads the suspensions as 招标投标法 has them.
    const regime = deadlines?.regime ?? 'tendering';
    const suspensions = [node, ...(next ? [next] : [])].flatMap((step): StepSuspension[] => {
      const suspension = suspensionOf(step.router, objections, regime);
      return suspension ? [suspension] : [];
    });
    return blockersFor({
      router: node.router,
      facts,
      isTenderByLaw: project.isTenderByLaw,
      brokenBounds: deadlines ? brokenBounds(deadlines) : [],
      committeeBreaches: breaches ?? [],
      suspensions,
    });
  }
}
