// @tender/infrastructure/in-memory: the container of Storybook and UI unit tests, over the domain's fakes
// with demo data. Never for integration tests or production.
export { bindInMemoryAdapters, inMemoryModule } from './containers/in-memory-module';
export {
  DEMO_FLOW_STEPS,
  DEMO_MODULES,
  demoProjects,
  demoSessions,
  type InMemorySeed,
} from './in-memory/demo-data';
export { FixedServerClock } from './in-memory/fixed-server-clock';
export { InMemoryFileStorage } from './in-memory/in-memory-file-storage';
export { InMemoryModuleRepository } from './in-memory/in-memory-module-repository';
export { InMemoryNoticeRepository } from './in-memory/in-memory-notice-repository';
export {
  InMemoryServerProjectRepository,
  PROJECT_QUERY_FIELDS,
  type ServerProjectRules,
} from './in-memory/in-memory-server-project-repository';
export { InMemoryServerRecordRepository } from './in-memory/in-memory-server-record-repository';
export { InMemorySignInFeed } from './in-memory/in-memory-sign-in-feed';
