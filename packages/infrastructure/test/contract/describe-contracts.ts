import { describeCatalogueContract } from './catalogue-contract';
import { describeCirculationContract } from './circulation-contract';
import type { MakeContainer } from './contract-kit';
import { describeProjectContract } from './project-contract';
import { describeRecordContract } from './record-contract';
import { describeSessionContract } from './session-contract';
import { describeWritingContract } from './writing-contract';

/** Every contract suite against one kind of container (issue 4: the fakes agree with the real server). */
export function describeContracts(name: string, make: MakeContainer): void {
  describeSessionContract(name, make);
  describeProjectContract(name, make);
  describeCirculationContract(name, make);
  describeRecordContract(name, make);
  describeCatalogueContract(name, make);
  describeWritingContract(name, make);
}
