import {
  AuthGateway,
  CheckCirculation,
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
  SettingsStore,
  type SignIn,
  SignInFeed,
  type ThemeSettings,
  TokenStore,
  WorkbenchSource,
  WorkflowEngine,
} from '@tender/domain';
import {
  InMemoryAuthGateway,
  InMemoryFlowCirculation,
  InMemoryFlowNodeRepository,
  InMemoryFlowRecordRepository,
  InMemorySessionGateway,
  InMemoryTokenStore,
  InMemoryWorkflowEngine,
} from '@tender/domain/testing';
import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { HttpEvents } from '../http/http-events';
import {
  DEMO_FLOW_STEPS,
  DEMO_MODULES,
  demoProjects,
  demoSessions,
  type InMemorySeed,
} from '../in-memory/demo-data';
import { FixedServerClock } from '../in-memory/fixed-server-clock';
import { InMemoryFileStorage } from '../in-memory/in-memory-file-storage';
import { InMemoryModuleRepository } from '../in-memory/in-memory-module-repository';
import { InMemoryNoticeRepository } from '../in-memory/in-memory-notice-repository';
import { InMemoryServerProjectRepository } from '../in-memory/in-memory-server-project-repository';
import { InMemoryServerRecordRepository } from '../in-memory/in-memory-server-record-repository';
import { InMemorySignInFeed } from '../in-memory/in-memory-sign-in-feed';
import { InMemoryWorkbenchSource } from '../in-memory/in-memory-workbench-source';
import { MemoryStorage } from '../storage/key-value-storage';
import { LocalStorageSettingsStore } from '../storage/local-storage-settings-store';
import { bindUseCases } from './bind-use-cases';

type Bind = ContainerModuleLoadOptions['bind'];

const DAY_MS = 86_400_000;

/**
 * Every port over the domain's in-memory fakes, seeded with demo data: for Storybook and UI unit tests
 * only (integration tests use the real server). Each load builds fresh fakes, so stories do not leak state.
 */
export function bindInMemoryAdapters(bind: Bind, seed: InMemorySeed = {}): void {
  const demo = demoProjects();
  const sessions = seed.sessions ?? demoSessions();
  const now = seed.now ?? Date.now;
  const auth = new InMemoryAuthGateway(sessions);
  const tokens = new InMemoryTokenStore(null, now);
  const signedIn = sessions.find((s) => s.user.userName === seed.signedInAs);
  if (signedIn) {
    auth.signedIn = signedIn;
    tokens.save({
      accessToken: `token-${signedIn.user.id}`,
      expiresAt: now() + DAY_MS,
      tenantId: signedIn.tenant?.id ?? 3,
    });
  }
  const nodes = new InMemoryFlowNodeRepository(seed.nodes ?? demo.nodes);
  const notices = new InMemoryNoticeRepository(seed.notices ?? demo.notices);
  // The fakes keep the server's rules where the contract suites (test/contract) show the API's answers.
  const projects = new InMemoryServerProjectRepository(seed.projects ?? demo.projects, nodes, {
    now,
    stepsFor: () => DEMO_FLOW_STEPS,
    userId: () => auth.signedIn?.user.id ?? null,
    noticesOf: (projectId) => notices.notices.filter((n) => n.projectId === projectId),
  });
  const seedRecords = seed.records ?? demo.records;
  const signInFeed = new InMemorySignInFeed(seedRecords.signIn ?? []);
  const records = new InMemoryServerRecordRepository(
    (projectId) => projects.projects.find((p) => p.id === projectId),
    now,
    // A sign-in written through the records reaches the live list, as the server's feed pushes it.
    (type, record) => {
      if (type === 'signIn') signInFeed.push(record as SignIn);
    },
  );
  records.seed('signUp', seedRecords.signUp ?? []);
  records.seed('objection', seedRecords.objection ?? []);
  records.seed('signIn', seedRecords.signIn ?? []);

  bind(HttpEvents).toConstantValue(new HttpEvents());
  bind<TokenStore>(TokenStore).toConstantValue(tokens);
  bind<SettingsStore<ThemeSettings>>(SettingsStore).toConstantValue(
    new LocalStorageSettingsStore(new MemoryStorage()),
  );
  bind<AuthGateway>(AuthGateway).toConstantValue(auth);
  bind<SessionGateway>(SessionGateway).toConstantValue(new InMemorySessionGateway(auth));
  bind<WorkflowEngine>(WorkflowEngine).toConstantValue(new InMemoryWorkflowEngine());
  bind<ModuleRepository>(ModuleRepository).toConstantValue(
    new InMemoryModuleRepository(seed.modules ?? DEMO_MODULES),
  );
  bind<ProjectRepository>(ProjectRepository).toConstantValue(projects);
  bind<FlowNodeRepository>(FlowNodeRepository).toConstantValue(nodes);
  bind<FlowCirculation>(FlowCirculation).toConstantValue(new InMemoryFlowCirculation(projects, nodes));
  bind<RecordRepository>(RecordRepository).toConstantValue(records);
  bind<FlowRecordRepository>(FlowRecordRepository).toConstantValue(new InMemoryFlowRecordRepository());
  bind<NoticeRepository>(NoticeRepository).toConstantValue(notices);
  bind<FileStorage>(FileStorage).toConstantValue(new InMemoryFileStorage(seed.uploads));
  bind<ServerClock>(ServerClock).toConstantValue(new FixedServerClock(now));
  bind<SignInFeed>(SignInFeed).toConstantValue(signInFeed);
  bind<WorkbenchSource>(WorkbenchSource).toConstantValue(
    new InMemoryWorkbenchSource({
      projects: () => projects.projects,
      nodes: () => nodes.nodes,
      notices: () => notices.notices,
      checks: new CheckCirculation(records),
      user: () => (auth.signedIn ? { id: auth.signedIn.user.id, roleNames: auth.signedIn.roleNames } : null),
      now,
    }),
  );
}

/** The container module of Storybook and UI unit tests: in-memory adapters and every use case. */
export function inMemoryModule(seed: InMemorySeed = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindInMemoryAdapters(bind, seed);
    bindUseCases(bind);
  });
}
