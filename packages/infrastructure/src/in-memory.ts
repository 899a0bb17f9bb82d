// @tender/infrastructure/in-memory: the container of Storybook and UI unit tests, over the domain's fakes
// with demo data. Never for integration tests or production.
export { bindInMemoryAdapters, inMemoryModule } from './containers/in-memory-module';
export { DEMO_MODULES, demoProjects, demoSessions, type InMemorySeed } from './in-memory/demo-data';
export { FixedServerClock } from './in-memory/fixed-server-clock';
export { InMemoryFileStorage } from './in-memory/in-memory-file-storage';
export { InMemoryModuleRepository } from './in-memory/in-memory-module-repository';
export { InMemoryNoticeRepository } from './in-memory/in-memory-notice-repository';
export { InMemorySignInFeed } from './in-memory/in-memory-sign-in-feed';
