import { type Blocker, blockersFor, recordTypesChecked } from '../circulation/blockers';
import { factsFromRecords } from '../circulation/circulation-facts';
import type { FlowNode } from '../flow/flow-node';
import type { RecordRepository } from '../ports/record-repository';
import type { Project } from '../projects/project';
import type { RecordType } from '../records/records';

/**
 * The blocking messages for leaving a step, from the project's records (§5 circulation checks). It only
 * reads records: a screen may hand it a reader that shares what its pages have already read.
 */
export class CheckCirculation {
  constructor(private readonly records: Pick<RecordRepository, 'listByProject'>) {}

  async execute(
    project: Pick<Project, 'id' | 'isTenderByLaw'>,
    node: Pick<FlowNode, 'router'>,
  ): Promise<Blocker[]> {
    const types: ReadonlySet<RecordType> = new Set(recordTypesChecked(node.router, project.isTenderByLaw));
    const read = <T extends RecordType>(type: T) =>
      types.has(type) ? this.records.listByProject(type, project.id) : Promise.resolve([]);
    const [objections, signUps, qualificationPurchases, qualificationResults, signIns] = await Promise.all([
      read('objection'),
      read('signUp'),
      read('qualificationPurchase'),
      read('qualificationResult'),
      read('signIn'),
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
