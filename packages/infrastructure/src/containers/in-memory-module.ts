import {
  AuditTrail,
  AuthGateway,
  BondLedgerRepository,
  CheckCirculation,
  CommitteeRepository,
  CompanyRepository,
  complianceFactsOf,
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
  mustChangePassword,
  NoticeRepository,
  ObjectionLog,
  OpeningRecordRepository,
  type Project,
  ProjectChanges,
  ProjectDeadlinesSource,
  ProjectRepository,
  type RecordOf,
  RecordRepository,
  type RecordType,
  RoleRepository,
  recordTypes,
  ServerClock,
  SessionEvents,
  SessionGateway,
  SettingsStore,
  type SignIn,
  SignInFeed,
  StaffDirectory,
  SystemNoticeRepository,
  type ThemeSettings,
  TokenStore,
  UserRepository,
  WorkbenchSource,
  WorkflowEngine,
  WrittenReportStore,
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
import type { AdministrationRules } from '../in-memory/administration-rules';
import {
  DEMO_FLOW_STEPS,
  DEMO_MODULES,
  demoOpeningBids,
  demoProjects,
  demoSessions,
  type InMemorySeed,
} from '../in-memory/demo-data';
import { FixedServerClock } from '../in-memory/fixed-server-clock';
import { demoAuditEntries, InMemoryAuditTrail } from '../in-memory/in-memory-audit-trail';
import { InMemoryBondLedgerRepository } from '../in-memory/in-memory-bond-ledger-repository';
import { InMemoryCommitteeRepository } from '../in-memory/in-memory-committee-repository';
import { demoCompanies, InMemoryCompanyRepository } from '../in-memory/in-memory-company-repository';
import { InMemoryEvaluationRepository } from '../in-memory/in-memory-evaluation-repository';
import { demoExperts, InMemoryExpertRepository } from '../in-memory/in-memory-expert-repository';
import { InMemoryFileStorage } from '../in-memory/in-memory-file-storage';
import { InMemoryFlowTemplateRepository } from '../in-memory/in-memory-flow-template-repository';
import {
  demoEntriesOfTheRecords,
  InMemoryLibraryAnalysisSource,
} from '../in-memory/in-memory-library-analysis-source';
import { InMemoryLibraryHistorySource } from '../in-memory/in-memory-library-history-source';
import { demoLibraryEntries, InMemoryLibraryRepository } from '../in-memory/in-memory-library-repository';
import { InMemoryLogins } from '../in-memory/in-memory-logins';
import { InMemoryModuleRepository } from '../in-memory/in-memory-module-repository';
import { InMemoryNoticeRepository } from '../in-memory/in-memory-notice-repository';
import { InMemoryObjectionLog } from '../in-memory/in-memory-objection-log';
import { InMemoryOpeningRecordRepository } from '../in-memory/in-memory-opening-record-repository';
import { InMemoryProjectChanges } from '../in-memory/in-memory-project-changes';
import {
  complianceSourcesOf,
  InMemoryProjectDeadlinesSource,
} from '../in-memory/in-memory-project-deadlines-source';
import { demoRoles, InMemoryRoleRepository } from '../in-memory/in-memory-role-repository';
import { InMemoryServerProjectRepository } from '../in-memory/in-memory-server-project-repository';
import { InMemoryServerRecordRepository } from '../in-memory/in-memory-server-record-repository';
import { InMemorySignInFeed } from '../in-memory/in-memory-sign-in-feed';
import { InMemoryStaffDirectory } from '../in-memory/in-memory-staff-directory';
import {
  demoSystemNotices,
  InMemorySystemNoticeRepository,
} from '../in-memory/in-memory-system-notice-repository';
import {
  carryIntoRetender,
  type TenderEndingFakes,
  terminateTender,
} from '../in-memory/in-memory-tender-endings';
import { demoUsers, InMemoryUserRepository, usersOfSessions } from '../in-memory/in-memory-user-repository';
import { InMemoryWorkbenchSource } from '../in-memory/in-memory-workbench-source';
import { InMemoryWrittenReportStore } from '../in-memory/in-memory-written-report-store';
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
  // Administration is the Admin's, and a temporary password opens nothing but its change (ADR 0014).
  const administration: AdministrationRules = {
    callerRoles: () => auth.signedIn?.roleNames ?? [],
    callerMustChangePassword: () => (auth.signedIn ? mustChangePassword(auth.signedIn) : false),
  };
  const companies = new InMemoryCompanyRepository(
    seed.companies ? seed.companies.map((c) => ({ ...c })) : demoCompanies(),
    administration,
  );
  const roles = new InMemoryRoleRepository(demoRoles(), {
    ...administration,
    holders: (roleName) => users.users.filter((u) => u.roleNames.includes(roleName)),
    flowTemplates: () => templates.versions,
    onGrantsChanged: (roleName) => users.refreshSessions(roleName),
  });
  // The users' administration keeps the gateway's sessions in step with every change.
  const logins = new InMemoryLogins(auth, sessions, sessions[0]?.tenant ?? { id: 3, tenancyName: 'Default' });
  const users = new InMemoryUserRepository(
    seed.users
      ? seed.users.map((u) => ({ ...u, roleNames: [...u.roleNames] }))
      : seed.sessions
        ? usersOfSessions(sessions)
        : demoUsers(sessions),
    {
      ...administration,
      roles: () => roles.roles,
      companies: () => companies.companies,
      logins,
      now,
    },
  );
  const signedIn = seed.signedInAs ? logins.sessionOf(seed.signedInAs) : null;
  if (signedIn) {
    auth.signedIn = signedIn;
    tokens.save({
      accessToken: `token-${signedIn.user.id}`,
      expiresAt: now() + DAY_MS,
      tenantId: signedIn.tenant?.id ?? 3,
    });
  }
  const nodes = new InMemoryFlowNodeRepository(
    seed.nodes ?? demo.nodes,
    [],
    (projectId) => projects.projects.find((p) => p.id === projectId)?.flowInstanceId,
  );
  /** A project's steps: the nodes of its flow instance. */
  const stepsOf = (project: Pick<Project, 'flowInstanceId'>) =>
    nodes.nodes.filter((node) => node.flowInstanceId === project.flowInstanceId);
  const notices = new InMemoryNoticeRepository(seed.notices ?? demo.notices);
  const templates = new InMemoryFlowTemplateRepository(undefined, {
    callerRoles: () => auth.signedIn?.roleNames ?? [],
    caller: () => (auth.signedIn ? { id: auth.signedIn.user.id, name: auth.signedIn.user.name } : null),
    tenantRoles: () => roles.roles.map((r) => r.name),
    now,
  });
  // The fakes keep the server's rules where the contract suites (test/contract) show the API's answers.
  const seededProjects = (seed.projects ?? demo.projects).map((project) => ({
    ...project,
    ...seed.projectChanges?.[project.id],
  }));
  const projects = new InMemoryServerProjectRepository(seededProjects, nodes, {
    now,
    stepsFor: () => DEMO_FLOW_STEPS,
    templateFor: (biddingMethod) => templates.currentFlow(biddingMethod),
    userId: () => auth.signedIn?.user.id ?? null,
    userNameOf: (id) => users.users.find((u) => u.id === id)?.name,
    noticesOf: (projectId) => notices.notices.filter((n) => n.projectId === projectId),
    // As the server does around a tender's end; the fakes they touch are wired below.
    onTerminate: (project) => terminateTender(endingFakes())(project),
    onRetender: (sourceId, created) => carryIntoRetender(endingFakes())(sourceId, created),
  });
  const endingFakes = (): TenderEndingFakes => ({
    checks: new CheckCirculation(records),
    stepsOf,
    projectOf: (projectId) => projects.projects.find((p) => p.id === projectId),
    notices,
    bonds: bondLedger,
    records,
    now,
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
    stepsOf,
  );
  // The demo's own order first, so the demo records keep their ids; then any other type a story seeds.
  const seedOrder = [
    'signUp',
    'objection',
    'signIn',
    'qualificationPurchase',
    'qualificationResult',
  ] as const;
  for (const type of [
    ...seedOrder,
    ...recordTypes.filter((type) => !seedOrder.some((seeded) => seeded === type)),
  ]) {
    records.seed(type, seedRecords[type] ?? []);
  }

  const events = new HttpEvents();
  bind(HttpEvents).toConstantValue(events);
  bind<SessionEvents>(SessionEvents).toConstantValue(events);
  bind<TokenStore>(TokenStore).toConstantValue(tokens);
  bind<SettingsStore<ThemeSettings>>(SettingsStore).toConstantValue(
    new LocalStorageSettingsStore(new MemoryStorage()),
  );
  bind<AuthGateway>(AuthGateway).toConstantValue(auth);
  bind<SessionGateway>(SessionGateway).toConstantValue(new InMemorySessionGateway(auth, companies.companies));
  bind<WorkflowEngine>(WorkflowEngine).toConstantValue(new InMemoryWorkflowEngine());
  bind<ModuleRepository>(ModuleRepository).toConstantValue(
    new InMemoryModuleRepository(seed.modules ?? DEMO_MODULES, administration),
  );
  bind<UserRepository>(UserRepository).toConstantValue(users);
  bind<StaffDirectory>(StaffDirectory).toConstantValue(
    new InMemoryStaffDirectory(
      () => users.users,
      () => auth.signedIn,
    ),
  );
  bind<RoleRepository>(RoleRepository).toConstantValue(roles);
  bind<CompanyRepository>(CompanyRepository).toConstantValue(companies);
  // One array for the libraries and their analysis: an entry saved in one is counted by the other.
  const libraryEntries = structuredClone(
    seed.libraryEntries ?? [...demoLibraryEntries(now()), ...demoEntriesOfTheRecords(now())],
  );
  const libraryRules = {
    ...administration,
    callerPermissions: () => auth.signedIn?.grantedPermissions ?? [],
  };
  bind<LibraryRepository>(LibraryRepository).toConstantValue(
    new InMemoryLibraryRepository(libraryEntries, libraryRules, now),
  );
  bind<LibraryAnalysisSource>(LibraryAnalysisSource).toConstantValue(
    new InMemoryLibraryAnalysisSource({
      entries: () => libraryEntries,
      projects: () => projects.projects,
      signUps: () => records.records.signUp,
      results: () => records.records.qualificationResult,
      companyOf: (userId) => {
        const companyId = users.users.find((user) => user.id === userId)?.companyId;
        return companies.companies.find((company) => company.id === companyId);
      },
      now,
      rules: libraryRules,
    }),
  );
  bind<LibraryHistorySource>(LibraryHistorySource).toConstantValue(
    new InMemoryLibraryHistorySource({
      entries: () => libraryEntries,
      projects: () => projects.projects,
      records: () => records.records,
      companyOf: (userId) => {
        const companyId = users.users.find((user) => user.id === userId)?.companyId;
        return companies.companies.find((company) => company.id === companyId);
      },
      rules: libraryRules,
    }),
  );
  bind<SystemNoticeRepository>(SystemNoticeRepository).toConstantValue(
    new InMemorySystemNoticeRepository(
      structuredClone([...(seed.systemNotices ?? demoSystemNotices(now()))]),
      {
        ...administration,
        callerPermissions: () => auth.signedIn?.grantedPermissions ?? [],
        callerId: () => auth.signedIn?.user.id ?? null,
        callerName: () => auth.signedIn?.user.name ?? null,
        now,
      },
    ),
  );
  bind<ProjectRepository>(ProjectRepository).toConstantValue(projects);
  bind<FlowNodeRepository>(FlowNodeRepository).toConstantValue(nodes);
  bind<FlowTemplateRepository>(FlowTemplateRepository).toConstantValue(templates);
  bind<FlowCirculation>(FlowCirculation).toConstantValue(new InMemoryFlowCirculation(projects, nodes));
  bind<ProjectChanges>(ProjectChanges).toConstantValue(new InMemoryProjectChanges());
  bind<RecordRepository>(RecordRepository).toConstantValue(records);
  bind<FlowRecordRepository>(FlowRecordRepository).toConstantValue(new InMemoryFlowRecordRepository());
  bind<NoticeRepository>(NoticeRepository).toConstantValue(notices);
  const evaluationRules = {
    ...administration,
    callerPermissions: () => auth.signedIn?.grantedPermissions ?? [],
    callerName: () => auth.signedIn?.user.name ?? null,
    projectOf: (projectId: number) => projects.projects.find((p) => p.id === projectId),
    stepsOf,
    now,
  };
  const experts = new InMemoryExpertRepository(structuredClone([...(seed.experts ?? demoExperts(now()))]), {
    ...evaluationRules,
  });
  const opening = new InMemoryOpeningRecordRepository(
    structuredClone([...(seed.openingBids ?? demoOpeningBids())]),
    {
      ...evaluationRules,
      noticesOf: (projectId) => notices.notices.filter((n) => n.projectId === projectId),
    },
  );
  bind<ExpertRepository>(ExpertRepository).toConstantValue(experts);
  bind<OpeningRecordRepository>(OpeningRecordRepository).toConstantValue(opening);
  const committees = new InMemoryCommitteeRepository({
    ...evaluationRules,
    experts: () => experts.experts,
    // The bidders of the opening record and every supplier that signed up (the server's partiesOf).
    biddersOf: (projectId) => [
      ...opening.bids.filter((bid) => bid.projectId === projectId).map((bid) => bid.bidder),
      ...records.records.signUp.filter((r) => r.projectId === projectId).map((r) => r.supplierName),
    ],
    agencies: () => companies.companies.map((company) => company.name),
    ...(seed.drawSeed ? { seed: seed.drawSeed } : {}),
  });
  const evaluations = new InMemoryEvaluationRepository({ ...evaluationRules, opening, committees });
  seedEvaluation(seed.evaluation, { opening, committees, evaluations }, now());
  bind<CommitteeRepository>(CommitteeRepository).toConstantValue(committees);
  bind<EvaluationRepository>(EvaluationRepository).toConstantValue(evaluations);
  bind<FileStorage>(FileStorage).toConstantValue(new InMemoryFileStorage(seed.uploads));
  bind<ServerClock>(ServerClock).toConstantValue(new FixedServerClock(now));
  bind<SignInFeed>(SignInFeed).toConstantValue(signInFeed);
  bind<AuditTrail>(AuditTrail).toConstantValue(
    new InMemoryAuditTrail(seed.auditEntries ?? demoAuditEntries(now()), {
      callerRoles: () => auth.signedIn?.roleNames ?? [],
    }),
  );
  // The deadlines read the same project, notices, records, filings and bonds as the other fakes, on the
  // module's clock.
  const deadlineRules = {
    ...administration,
    callerPermissions: () => auth.signedIn?.grantedPermissions ?? [],
    projectOf: (projectId: number) => projects.projects.find((p) => p.id === projectId),
    noticesOf: (projectId: number) => notices.notices.filter((n) => n.projectId === projectId),
    recordsOf: <T extends RecordType>(type: T, projectId: number) =>
      records.records[type].filter((r) => r.projectId === projectId) as RecordOf<T>[],
    now,
  };
  const bondLedger = new InMemoryBondLedgerRepository(
    structuredClone([...(seed.bonds ?? [])]),
    structuredClone([...(seed.agencyFees ?? [])]),
    deadlineRules,
  );
  bind<BondLedgerRepository>(BondLedgerRepository).toConstantValue(bondLedger);
  const writtenReports = new InMemoryWrittenReportStore({
    ...deadlineRules,
    callerName: () => auth.signedIn?.user.name ?? null,
    awardedAt: (projectId) => {
      const project = deadlineRules.projectOf(projectId);
      return project
        ? (complianceFactsOf(complianceSourcesOf(deadlineRules, project)).resultAnnouncementAt ?? null)
        : null;
    },
  });
  bind<WrittenReportStore>(WrittenReportStore).toConstantValue(writtenReports);
  bind<ProjectDeadlinesSource>(ProjectDeadlinesSource).toConstantValue(
    new InMemoryProjectDeadlinesSource({
      ...deadlineRules,
      bondsOf: (projectId) => bondLedger.bonds.filter((bond) => bond.projectId === projectId),
      writtenReportOf: (projectId) => writtenReports.filedOn(projectId),
    }),
  );
  bind<ObjectionLog>(ObjectionLog).toConstantValue(
    new InMemoryObjectionLog({
      ...administration,
      callerPermissions: () => auth.signedIn?.grantedPermissions ?? [],
      projectOf: (projectId) => projects.projects.find((p) => p.id === projectId),
      records,
      objectionOf: (id) => records.records.objection.find((r) => r.id === id),
      userName: () => auth.signedIn?.user.name ?? null,
      now,
    }),
  );
  bind<WorkbenchSource>(WorkbenchSource).toConstantValue(
    new InMemoryWorkbenchSource({
      projects: () => projects.projects,
      nodes: () => nodes.nodes,
      notices: () => notices.notices,
      checks: new CheckCirculation(records),
      user: () =>
        auth.signedIn
          ? {
              id: auth.signedIn.user.id,
              roleNames: auth.signedIn.roleNames,
              grantedPermissions: auth.signedIn.grantedPermissions,
            }
          : null,
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

/** Starts the fakes with an evaluation under way (InMemorySeed.evaluation). */
function seedEvaluation(
  evaluation: InMemorySeed['evaluation'],
  fakes: {
    opening: InMemoryOpeningRecordRepository;
    committees: InMemoryCommitteeRepository;
    evaluations: InMemoryEvaluationRepository;
  },
  now: number,
): void {
  if (!evaluation) return;
  const at = new Date(now - DAY_MS).toISOString();
  for (const groupId of evaluation.confirmedPackages ?? []) {
    fakes.opening.confirmations.set(groupId, { confirmedAt: at, confirmedBy: '系统管理员' });
  }
  for (const { recused, ...seat } of evaluation.seats ?? []) {
    fakes.committees.seats.push({
      ...seat,
      drawId: null,
      reason: '熟悉本项目',
      appointedAt: at,
      appointedBy: '系统管理员',
      ...(recused
        ? { recused: { reason: recused, at: new Date(now - DAY_MS / 2).toISOString(), by: '系统管理员' } }
        : {}),
    });
  }
  for (const [index, representative] of (evaluation.representatives ?? []).entries()) {
    fakes.committees.representatives.push({
      ...representative,
      id: index + 1,
      appointedAt: at,
      appointedBy: '系统管理员',
    });
  }
  for (const projectId of evaluation.largerCommittees ?? []) fakes.committees.larger.add(projectId);
  for (const plan of evaluation.plans ?? []) {
    fakes.evaluations.plans.set(plan.groupId, { method: plan.method, criteria: plan.criteria, round: 1 });
  }
  for (const mark of evaluation.marks ?? []) fakes.evaluations.marks.push({ ...mark, round: 1 });
}
