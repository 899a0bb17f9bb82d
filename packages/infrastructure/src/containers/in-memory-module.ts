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
  SettingsStore,
  SignInFeed,
  type ThemeSettings,
  TokenStore,
  WorkflowEngine,
} from '@tender/domain';
import {
  InMemoryAuthGateway,
  InMemoryFlowCirculation,
  InMemoryFlowNodeRepository,
  InMemoryFlowRecordRepository,
  InMemoryProjectRepository,
  InMemoryRecordRepository,
  InMemorySessionGateway,
  InMemoryTokenStore,
  InMemoryWorkflowEngine,
} from '@tender/domain/testing';
import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { HttpEvents } from '../http/http-events';
import { DEMO_MODULES, demoProjects, demoSessions, type InMemorySeed } from '../in-memory/demo-data';
import { FixedServerClock } from '../in-memory/fixed-server-clock';
import { InMemoryFileStorage } from '../in-memory/in-memory-file-storage';
import { InMemoryModuleRepository } from '../in-memory/in-memory-module-repository';
import { InMemoryNoticeRepository } from '../in-memory/in-memory-notice-repository';
import { InMemorySignInFeed } from '../in-memory/in-memory-sign-in-feed';
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
  const projects = new InMemoryProjectRepository(seed.projects ?? demo.projects);
  const nodes = new InMemoryFlowNodeRepository(seed.nodes ?? demo.nodes);

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
  const records = new InMemoryRecordRepository();
  const seedRecords = seed.records ?? demo.records;
  records.records.signUp.push(...(seedRecords.signUp ?? []));
  records.records.objection.push(...(seedRecords.objection ?? []));
  records.records.signIn.push(...(seedRecords.signIn ?? []));
  bind<RecordRepository>(RecordRepository).toConstantValue(records);
  bind<FlowRecordRepository>(FlowRecordRepository).toConstantValue(new InMemoryFlowRecordRepository());
  bind<NoticeRepository>(NoticeRepository).toConstantValue(
    new InMemoryNoticeRepository(seed.notices ?? demo.notices),
  );
  bind<FileStorage>(FileStorage).toConstantValue(new InMemoryFileStorage());
  bind<ServerClock>(ServerClock).toConstantValue(new FixedServerClock(now));
  bind<SignInFeed>(SignInFeed).toConstantValue(new InMemorySignInFeed(seedRecords.signIn ?? []));
}

/** The container module of Storybook and UI unit tests: in-memory adapters and every use case. */
export function inMemoryModule(seed: InMemorySeed = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindInMemoryAdapters(bind, seed);
    bindUseCases(bind);
  });
}
