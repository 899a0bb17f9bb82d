// @tender/infrastructure/in-memory: the container of Storybook and UI unit tests, over the domain's fakes
// with demo data. Never for integration tests or production.
export { bindInMemoryAdapters, inMemoryModule } from './containers/in-memory-module';
export type { AdministrationRules } from './in-memory/administration-rules';
export {
  DEMO_FLOW_STEPS,
  DEMO_MODULES,
  demoOpeningBids,
  demoProjects,
  demoSessions,
  type InMemorySeed,
} from './in-memory/demo-data';
export { FixedServerClock } from './in-memory/fixed-server-clock';
export {
  demoAuditEntries,
  type InMemoryAuditRules,
  InMemoryAuditTrail,
} from './in-memory/in-memory-audit-trail';
export {
  type CommitteeRules,
  InMemoryCommitteeRepository,
} from './in-memory/in-memory-committee-repository';
export { demoCompanies, InMemoryCompanyRepository } from './in-memory/in-memory-company-repository';
export {
  demoExperts,
  type ExpertRules,
  InMemoryExpertRepository,
} from './in-memory/in-memory-expert-repository';
export { InMemoryFileStorage } from './in-memory/in-memory-file-storage';
export {
  demoFlowTemplates,
  type FlowTemplateRules,
  InMemoryFlowTemplateRepository,
} from './in-memory/in-memory-flow-template-repository';
export { demoLibraryEntries, InMemoryLibraryRepository } from './in-memory/in-memory-library-repository';
export { InMemoryLogins } from './in-memory/in-memory-logins';
export { InMemoryModuleRepository, moduleRecordsOf } from './in-memory/in-memory-module-repository';
export { InMemoryNoticeRepository } from './in-memory/in-memory-notice-repository';
export { InMemoryObjectionLog, type ObjectionLogRules } from './in-memory/in-memory-objection-log';
export {
  type InMemoryOpeningBid,
  InMemoryOpeningRecordRepository,
  type OpeningRecordRules,
} from './in-memory/in-memory-opening-record-repository';
export { InMemoryProjectChanges } from './in-memory/in-memory-project-changes';
export {
  InMemoryProjectDeadlinesSource,
  type ProjectDeadlinesRules,
} from './in-memory/in-memory-project-deadlines-source';
export {
  demoRoles,
  type InMemoryRole,
  InMemoryRoleRepository,
  type RoleRules,
} from './in-memory/in-memory-role-repository';
export {
  InMemoryServerProjectRepository,
  type ServerProjectRules,
} from './in-memory/in-memory-server-project-repository';
export { InMemoryServerRecordRepository } from './in-memory/in-memory-server-record-repository';
export { InMemorySignInFeed } from './in-memory/in-memory-sign-in-feed';
export {
  demoSystemNotices,
  InMemorySystemNoticeRepository,
  type StoredSystemNotice,
  type SystemNoticeRules,
} from './in-memory/in-memory-system-notice-repository';
export {
  demoUsers,
  InMemoryUserRepository,
  type UserRules,
  usersOfSessions,
} from './in-memory/in-memory-user-repository';
