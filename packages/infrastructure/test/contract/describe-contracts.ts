import { describeAuditContract } from './audit-contract';
import { describeCatalogueContract } from './catalogue-contract';
import { describeCirculationContract } from './circulation-contract';
import { describeCommitteeContract } from './committee-contract';
import { describeCompanyContract } from './company-contract';
import type { MakeContainer } from './contract-kit';
import { describeDeadlinesContract } from './deadlines-contract';
import { describeEvaluationContract } from './evaluation-contract';
import { describeFlowTemplateContract } from './flow-template-contract';
import { describeLibraryAnalysisContract } from './library-analysis-contract';
import { describeLibraryContract } from './library-contract';
import { describeLibraryHistoryContract } from './library-history-contract';
import { describeModuleAdminContract } from './module-admin-contract';
import { describeOpeningRecordContract } from './opening-record-contract';
import { describePasswordContract } from './password-contract';
import { describeProjectContract } from './project-contract';
import { describeRecordContract } from './record-contract';
import { describeRoleContract } from './role-contract';
import { describeSessionContract } from './session-contract';
import { describeStaffContract } from './staff-contract';
import { describeSystemNoticeContract } from './system-notice-contract';
import { describeUserContract } from './user-contract';
import { describeWritingContract } from './writing-contract';

/** Every contract suite against one kind of container (so the in-memory fakes agree with the real server). */
export function describeContracts(name: string, make: MakeContainer): void {
  describeSessionContract(name, make);
  describeProjectContract(name, make);
  describeCirculationContract(name, make);
  describeRecordContract(name, make);
  describeCatalogueContract(name, make);
  describeWritingContract(name, make);
  describeAuditContract(name, make);
  describeFlowTemplateContract(name, make);
  describeUserContract(name, make);
  describeStaffContract(name, make);
  describePasswordContract(name, make);
  describeRoleContract(name, make);
  describeCompanyContract(name, make);
  describeModuleAdminContract(name, make);
  describeLibraryContract(name, make);
  describeLibraryAnalysisContract(name, make);
  describeLibraryHistoryContract(name, make);
  describeSystemNoticeContract(name, make);
  describeOpeningRecordContract(name, make);
  describeCommitteeContract(name, make);
  describeEvaluationContract(name, make);
  describeDeadlinesContract(name, make);
}
