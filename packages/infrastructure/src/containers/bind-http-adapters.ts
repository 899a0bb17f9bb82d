import {
  AuthGateway,
  FileStorage,
  FlowCirculation,
  FlowNodeRepository,
  FlowRecordRepository,
  ModuleRepository,
  NoticeRepository,
  ProjectRepository,
  RecordRepository,
  ServerClock,
  SessionGateway,
  TokenStore,
  WorkbenchSource,
  WorkflowEngine,
} from '@tender/domain';
import type { ContainerModuleLoadOptions, ResolutionContext } from 'inversify';
import { HttpAuthGateway } from '../http/http-auth-gateway';
import { createHttpClients } from '../http/http-clients';
import { HttpEvents } from '../http/http-events';
import { HttpFileStorage } from '../http/http-file-storage';
import { HttpFlowCirculation } from '../http/http-flow-circulation';
import { HttpFlowNodeRepository } from '../http/http-flow-node-repository';
import { HttpFlowRecordRepository } from '../http/http-flow-record-repository';
import { HttpModuleRepository } from '../http/http-module-repository';
import { HttpNoticeRepository } from '../http/http-notice-repository';
import { HttpProjectRepository } from '../http/http-project-repository';
import { HttpRecordRepository } from '../http/http-record-repository';
import { HttpServerClock } from '../http/http-server-clock';
import { HttpSessionGateway } from '../http/http-session-gateway';
import { HttpWorkbenchSource } from '../http/http-workbench-source';
import { HttpWorkflowEngine } from '../http/http-workflow-engine';
import type { InfrastructureConfig } from './infrastructure-config';
import { HttpClientsToken } from './infrastructure-tokens';

type Bind = ContainerModuleLoadOptions['bind'];

/**
 * The HTTP adapters of every port whose server endpoints exist (§7), over one client per service. All are
 * singletons: they share the clients, the event emitter (the shell listens to it once) and one clock.
 * Needs a TokenStore bound by a storage binding.
 */
export function bindHttpAdapters(bind: Bind, config: InfrastructureConfig): void {
  bind(HttpEvents).toConstantValue(new HttpEvents());
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
  bind<ProjectRepository>(ProjectRepository)
    .toDynamicValue((c) => new HttpProjectRepository(api(c)))
    .inSingletonScope();
  bind<FlowNodeRepository>(FlowNodeRepository)
    .toDynamicValue((c) => new HttpFlowNodeRepository(api(c)))
    .inSingletonScope();
  bind<FlowCirculation>(FlowCirculation)
    .toDynamicValue((c) => new HttpFlowCirculation(api(c)))
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
  bind<ServerClock>(ServerClock)
    .toDynamicValue((c) => new HttpServerClock(middleware(c), config.clock))
    .inSingletonScope();
}
