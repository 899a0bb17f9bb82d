import {
  AdvanceFlow,
  ApplyBidException,
  AuditTrail,
  AuthGateway,
  CancelProject,
  ChangeOwnPassword,
  ChangeTenderingMethod,
  CheckCirculation,
  DeleteProject,
  ExportProjects,
  FlowCirculation,
  FlowNodeRepository,
  FlowRecordRepository,
  GetProject,
  JumpFlow,
  ListAuditEntries,
  ListProjects,
  LoadSession,
  LoadWorkbench,
  LogIn,
  LogOut,
  NoticeRepository,
  ProjectRepository,
  PublishNotice,
  RecordRepository,
  ReevaluateProject,
  ResolveTenant,
  RetenderProject,
  SaveNotice,
  SaveProject,
  SendToClosing,
  SessionGateway,
  SubmitClosingApplication,
  TerminateProject,
  TokenStore,
  WorkbenchSource,
  WorkflowEngine,
} from '@tender/domain';
import type { ContainerModuleLoadOptions } from 'inversify';

type Bind = ContainerModuleLoadOptions['bind'];

/**
 * Every use case under its own class, constructed from its ports (no decorators: STACK.md). Transient,
 * because use cases hold no state and their ports are the singletons. Works over any adapters — HTTP,
 * in-memory — that some other binding provides.
 */
export function bindUseCases(bind: Bind): void {
  bind(LogIn).toDynamicValue(
    (c) =>
      new LogIn(
        c.get<AuthGateway>(AuthGateway),
        c.get<TokenStore>(TokenStore),
        c.get<SessionGateway>(SessionGateway),
        c.get<WorkflowEngine>(WorkflowEngine),
      ),
  );
  bind(ChangeOwnPassword).toDynamicValue(
    (c) =>
      new ChangeOwnPassword(
        c.get<AuthGateway>(AuthGateway),
        c.get<SessionGateway>(SessionGateway),
        c.get<WorkflowEngine>(WorkflowEngine),
      ),
  );
  bind(LoadSession).toDynamicValue(
    (c) => new LoadSession(c.get<TokenStore>(TokenStore), c.get<SessionGateway>(SessionGateway)),
  );
  bind(LogOut).toDynamicValue(
    (c) => new LogOut(c.get<AuthGateway>(AuthGateway), c.get<TokenStore>(TokenStore)),
  );
  bind(ResolveTenant).toDynamicValue((c) => new ResolveTenant(c.get<AuthGateway>(AuthGateway)));
  bind(ListProjects).toDynamicValue((c) => new ListProjects(c.get<ProjectRepository>(ProjectRepository)));
  bind(ExportProjects).toDynamicValue((c) => new ExportProjects(c.get<ProjectRepository>(ProjectRepository)));
  bind(ListAuditEntries).toDynamicValue((c) => new ListAuditEntries(c.get<AuditTrail>(AuditTrail)));
  bind(LoadWorkbench).toDynamicValue((c) => new LoadWorkbench(c.get<WorkbenchSource>(WorkbenchSource)));
  bind(GetProject).toDynamicValue(
    (c) =>
      new GetProject(
        c.get<ProjectRepository>(ProjectRepository),
        c.get<FlowNodeRepository>(FlowNodeRepository),
      ),
  );
  bind(SaveProject).toDynamicValue((c) => new SaveProject(c.get<ProjectRepository>(ProjectRepository)));
  bind(DeleteProject).toDynamicValue((c) => new DeleteProject(c.get<ProjectRepository>(ProjectRepository)));
  bind(SaveNotice).toDynamicValue((c) => new SaveNotice(c.get<NoticeRepository>(NoticeRepository)));
  bind(PublishNotice).toDynamicValue((c) => new PublishNotice(c.get<NoticeRepository>(NoticeRepository)));
  bind(SubmitClosingApplication).toDynamicValue(
    (c) => new SubmitClosingApplication(c.get<ProjectRepository>(ProjectRepository)),
  );
  // The circulation checks read the middleware's records: resolvable once a RecordRepository is bound.
  bind(CheckCirculation).toDynamicValue(
    (c) => new CheckCirculation(c.get<RecordRepository>(RecordRepository)),
  );
  bind(AdvanceFlow).toDynamicValue(
    (c) =>
      new AdvanceFlow(
        c.get<ProjectRepository>(ProjectRepository),
        c.get<FlowNodeRepository>(FlowNodeRepository),
        c.get(CheckCirculation),
        c.get<FlowCirculation>(FlowCirculation),
      ),
  );
  bind(JumpFlow).toDynamicValue(
    (c) =>
      new JumpFlow(
        c.get<ProjectRepository>(ProjectRepository),
        c.get<FlowNodeRepository>(FlowNodeRepository),
        c.get<FlowCirculation>(FlowCirculation),
      ),
  );
  bind(SendToClosing).toDynamicValue(
    (c) =>
      new SendToClosing(
        c.get<ProjectRepository>(ProjectRepository),
        c.get<FlowNodeRepository>(FlowNodeRepository),
      ),
  );
  bind(ApplyBidException).toDynamicValue(
    (c) =>
      new ApplyBidException(
        c.get<ProjectRepository>(ProjectRepository),
        c.get<FlowNodeRepository>(FlowNodeRepository),
        c.get(CheckCirculation),
        c.get<FlowCirculation>(FlowCirculation),
        c.get<FlowRecordRepository>(FlowRecordRepository),
      ),
  );
  // One use case per named exception (§4 Exceptions), each over the shared ApplyBidException.
  for (const Exception of [
    TerminateProject,
    CancelProject,
    RetenderProject,
    ReevaluateProject,
    ChangeTenderingMethod,
  ]) {
    bind(Exception).toDynamicValue((c) => new Exception(c.get(ApplyBidException)));
  }
}
