import {
  AuditTrail,
  AuthGateway,
  BondLedgerRepository,
  CommitteeRepository,
  CompanyRepository,
  EvaluationRepository,
  ExpertRepository,
  FileStorage,
  FlowCirculation,
  FlowNodeRepository,
  FlowRecordRepository,
  FlowTemplateRepository,
  LibraryAnalysisSource,
  LibraryHistorySource,
  LibraryRepository,
  ModuleRepository,
  NoticeRepository,
  ObjectionLog,
  OpeningRecordRepository,
  ProjectChanges,
  ProjectDeadlinesSource,
  ProjectRepository,
  RecordRepository,
  RoleRepository,
  ServerClock,
  SessionEvents,
  SessionGateway,
  StaffDirectory,
  SystemNoticeRepository,
  TokenStore,
  UserRepository,
  WorkbenchSource,
  WorkflowEngine,
  WrittenReportStore,
} from '@tender/domain';
import type { ContainerModuleLoadOptions, ResolutionContext } from 'inversify';
import { HttpAuditTrail } from '../http/http-audit-trail';
import { HttpAuthGateway } from '../http/http-auth-gateway';
import { HttpBondLedgerRepository } from '../http/http-bond-ledger-repository';
import { createHttpClients } from '../http/http-clients';
import { HttpCommitteeRepository } from '../http/http-committee-repository';
import { HttpCompanyRepository } from '../http/http-company-repository';
import { HttpEvaluationRepository } from '../http/http-evaluation-repository';
import { HttpEvents } from '../http/http-events';
import { HttpExpertRepository } from '../http/http-expert-repository';
import { HttpFileStorage } from '../http/http-file-storage';
import { HttpFlowCirculation } from '../http/http-flow-circulation';
import { HttpFlowNodeRepository } from '../http/http-flow-node-repository';
import { HttpFlowRecordRepository } from '../http/http-flow-record-repository';
import { HttpFlowTemplateRepository } from '../http/http-flow-template-repository';
import { HttpLibraryAnalysisSource } from '../http/http-library-analysis-source';
import { HttpLibraryHistorySource } from '../http/http-library-history-source';
import { HttpLibraryRepository } from '../http/http-library-repository';
import { HttpModuleRepository } from '../http/http-module-repository';
import { HttpNoticeRepository } from '../http/http-notice-repository';
import { HttpObjectionLog } from '../http/http-objection-log';
import { HttpOpeningRecordRepository } from '../http/http-opening-record-repository';
import { HttpProjectChanges } from '../http/http-project-changes';
import { HttpProjectDeadlinesSource } from '../http/http-project-deadlines-source';
import { HttpProjectRepository } from '../http/http-project-repository';
import { HttpRecordRepository } from '../http/http-record-repository';
import { HttpRoleRepository } from '../http/http-role-repository';
import { HttpServerClock } from '../http/http-server-clock';
import { HttpSessionGateway } from '../http/http-session-gateway';
import { HttpStaffDirectory } from '../http/http-staff-directory';
import { HttpSystemNoticeRepository } from '../http/http-system-notice-repository';
import { HttpUserRepository } from '../http/http-user-repository';
import { HttpWorkbenchSource } from '../http/http-workbench-source';
import { HttpWorkflowEngine } from '../http/http-workflow-engine';
import { HttpWrittenReportStore } from '../http/http-written-report-store';
import type { InfrastructureConfig } from './infrastructure-config';
import { HttpClientsToken } from './infrastructure-tokens';

type Bind = ContainerModuleLoadOptions['bind'];

/**
 * The HTTP adapters of every port whose server endpoints exist (§7), over one client per service. All are
 * singletons: they share the clients, the event emitter (the shell listens to it once, as SessionEvents)
 * and one clock.
 * Needs a TokenStore bound by a storage binding.
 */
export function bindHttpAdapters(bind: Bind, config: InfrastructureConfig): void {
  const events = new HttpEvents();
  bind(HttpEvents).toConstantValue(events);
  bind<SessionEvents>(SessionEvents).toConstantValue(events);
  bind(HttpClientsToken)
    .toDynamicValue((context) =>
      createHttpClients(config, context.get<TokenStore>(TokenStore), context.get(HttpEvents)),
    )
    .inSingletonScope();
  const api = (context: ResolutionContext) => context.get(HttpClientsToken).api;
  const middleware = (context: ResolutionContext) => context.get(HttpClientsToken).middleware;
  const workflow = (context: ResolutionContext) => context.get(HttpClientsToken).workflow;

  bind<AuthGateway>(AuthGateway)
    .toDynamicValue((c) => new HttpAuthGateway(api(c)))
    .inSingletonScope();
  bind<SessionGateway>(SessionGateway)
    .toDynamicValue((c) => new HttpSessionGateway(api(c)))
    .inSingletonScope();
  bind<ModuleRepository>(ModuleRepository)
    .toDynamicValue((c) => new HttpModuleRepository(api(c)))
    .inSingletonScope();
  bind<UserRepository>(UserRepository)
    .toDynamicValue((c) => new HttpUserRepository(api(c)))
    .inSingletonScope();
  bind<StaffDirectory>(StaffDirectory)
    .toDynamicValue((c) => new HttpStaffDirectory(api(c)))
    .inSingletonScope();
  bind<RoleRepository>(RoleRepository)
    .toDynamicValue((c) => new HttpRoleRepository(api(c)))
    .inSingletonScope();
  bind<CompanyRepository>(CompanyRepository)
    .toDynamicValue((c) => new HttpCompanyRepository(api(c)))
    .inSingletonScope();
  bind<LibraryRepository>(LibraryRepository)
    .toDynamicValue((c) => new HttpLibraryRepository(api(c)))
    .inSingletonScope();
  bind<LibraryAnalysisSource>(LibraryAnalysisSource)
    .toDynamicValue((c) => new HttpLibraryAnalysisSource(api(c)))
    .inSingletonScope();
  bind<LibraryHistorySource>(LibraryHistorySource)
    .toDynamicValue((c) => new HttpLibraryHistorySource(api(c)))
    .inSingletonScope();
  bind<SystemNoticeRepository>(SystemNoticeRepository)
    .toDynamicValue((c) => new HttpSystemNoticeRepository(api(c)))
    .inSingletonScope();
  bind<ProjectRepository>(ProjectRepository)
    .toDynamicValue((c) => new HttpProjectRepository(api(c)))
    .inSingletonScope();
  bind<FlowNodeRepository>(FlowNodeRepository)
    .toDynamicValue((c) => new HttpFlowNodeRepository(api(c)))
    .inSingletonScope();
  bind<ProjectChanges>(ProjectChanges)
    .toDynamicValue((c) => new HttpProjectChanges(api(c)))
    .inSingletonScope();
  bind<FlowTemplateRepository>(FlowTemplateRepository)
    .toDynamicValue((c) => new HttpFlowTemplateRepository(api(c)))
    .inSingletonScope();
  bind<FlowCirculation>(FlowCirculation)
    .toDynamicValue((c) => new HttpFlowCirculation(api(c)))
    .inSingletonScope();
  bind<ExpertRepository>(ExpertRepository)
    .toDynamicValue((c) => new HttpExpertRepository(api(c)))
    .inSingletonScope();
  bind<CommitteeRepository>(CommitteeRepository)
    .toDynamicValue((c) => new HttpCommitteeRepository(api(c)))
    .inSingletonScope();
  bind<EvaluationRepository>(EvaluationRepository)
    .toDynamicValue((c) => new HttpEvaluationRepository(api(c)))
    .inSingletonScope();
  bind<OpeningRecordRepository>(OpeningRecordRepository)
    .toDynamicValue((c) => new HttpOpeningRecordRepository(api(c)))
    .inSingletonScope();
  bind<BondLedgerRepository>(BondLedgerRepository)
    .toDynamicValue((c) => new HttpBondLedgerRepository(api(c)))
    .inSingletonScope();
  bind<NoticeRepository>(NoticeRepository)
    .toDynamicValue((c) => new HttpNoticeRepository(api(c)))
    .inSingletonScope();
  bind<FileStorage>(FileStorage)
    .toDynamicValue((c) => new HttpFileStorage(api(c)))
    .inSingletonScope();
  bind<RecordRepository>(RecordRepository)
    .toDynamicValue((c) => new HttpRecordRepository(middleware(c)))
    .inSingletonScope();
  bind<FlowRecordRepository>(FlowRecordRepository)
    .toDynamicValue((c) => new HttpFlowRecordRepository(middleware(c)))
    .inSingletonScope();
  bind<WorkflowEngine>(WorkflowEngine)
    .toDynamicValue((c) => new HttpWorkflowEngine(workflow(c)))
    .inSingletonScope();
  bind<WorkbenchSource>(WorkbenchSource)
    .toDynamicValue((c) => new HttpWorkbenchSource(api(c)))
    .inSingletonScope();
  bind<ProjectDeadlinesSource>(ProjectDeadlinesSource)
    .toDynamicValue((c) => new HttpProjectDeadlinesSource(api(c)))
    .inSingletonScope();
  bind<WrittenReportStore>(WrittenReportStore)
    .toDynamicValue((c) => new HttpWrittenReportStore(api(c)))
    .inSingletonScope();
  bind<ObjectionLog>(ObjectionLog)
    .toDynamicValue((c) => new HttpObjectionLog(api(c)))
    .inSingletonScope();
  bind<AuditTrail>(AuditTrail)
    .toDynamicValue((c) => new HttpAuditTrail(api(c)))
    .inSingletonScope();
  bind<ServerClock>(ServerClock)
    .toDynamicValue((c) => new HttpServerClock(middleware(c), config.clock))
    .inSingletonScope();
}
