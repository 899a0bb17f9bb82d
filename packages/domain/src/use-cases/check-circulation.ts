import { type Blocker, blockersFor, stepReadsRecords } from '../circulation/blockers';
import { factsFromRecords } from '../circulation/circulation-facts';
import type { FlowNode } from '../flow/flow-node';
import type { RecordRepository } from '../ports/record-repository';
import type { Project } from '../projects/project';

/** The blocking messages for leaving a step, from the project's records (§5 circulation checks). */
export class CheckCirculation {
  constructor(private readonly records: RecordRepository) {}

  async execute(
    project: Pick<Project, 'id' | 'isTenderByLaw'>,
    node: Pick<FlowNode, 'router'>,
  ): Promise<Blocker[]> {
    const needs = stepReadsRecords(node.router);
    const none = Promise.resolve([]);
    const [objections, signUps, qualificationPurchases, qualificationResults, signIns] = await Promise.all([
      this.records.listByProject('objection', project.id),
      needs.signUp ? this.records.listByProject('signUp', project.id) : none,
      needs.qualificationPurchase ? this.records.listByProject('qualificationPurchase', project.id) : none,
      needs.qualificationResult ? this.records.listByProject('qualificationResult', project.id) : none,
      needs.signIn && project.isTenderByLaw ? this.records.listByProject('signIn', project.id) : none,
    ]);
    const facts = factsFromRecords({
      objections,
      signUps,
      qualificationPurchases,
      qualificationResults,
      signIns,
    });
    return blockersFor({ router: node.router, facts, isTenderByLaw: project.isTenderByLaw });
  }
}
