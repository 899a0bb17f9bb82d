import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AuditQuery,
  BiddingMethod,
  CompanyListQuery,
  CompanyRepository,
  FlowTemplateRepository,
  ListAuditEntries,
  ModuleRepository,
  RoleRepository,
  UserListQuery,
  UserRepository,
} from '@tender/domain';

/**
 * The query keys of the organisation settings (/organize-manage, §1, §6): one tree under
 * ['organisation'], so any administration write refreshes every table of the screen — a role renamed
 * shows in the users' table, a user created shows in the audit trail.
 */
export const organisationKeys = {
  all: ['organisation'] as const,
  users: (query: UserListQuery) => ['organisation', 'users', query] as const,
  roles: ['organisation', 'roles'] as const,
  companies: (query: CompanyListQuery) => ['organisation', 'companies', query] as const,
  modules: ['organisation', 'modules'] as const,
  flowTemplates: ['organisation', 'flow-templates'] as const,
  flowTemplateVersions: (method: BiddingMethod) => ['organisation', 'flow-templates', method] as const,
  flowTemplate: (method: BiddingMethod, version: number) =>
    ['organisation', 'flow-templates', method, version] as const,
  audit: (query: AuditQuery) => ['organisation', 'audit', query] as const,
};

/** A table keeps its rows while the next page or filter loads, instead of flashing empty. */
const PAGED = { placeholderData: keepPreviousData } as const;

/** Each query of the organisation settings once: key, function and freshness. */
export const organisationQueries = {
  users: (users: UserRepository, query: UserListQuery) =>
    queryOptions({ queryKey: organisationKeys.users(query), queryFn: () => users.getPaged(query), ...PAGED }),

  roles: (roles: RoleRepository) =>
    queryOptions({ queryKey: organisationKeys.roles, queryFn: () => roles.list() }),

  companies: (companies: CompanyRepository, query: CompanyListQuery) =>
    queryOptions({
      queryKey: organisationKeys.companies(query),
      queryFn: () => companies.getPaged(query),
      ...PAGED,
    }),

  modules: (modules: ModuleRepository) =>
    queryOptions({ queryKey: organisationKeys.modules, queryFn: () => modules.listAll() }),

  flowTemplates: (templates: FlowTemplateRepository) =>
    queryOptions({ queryKey: organisationKeys.flowTemplates, queryFn: () => templates.listCurrent() }),

  flowTemplateVersions: (templates: FlowTemplateRepository, method: BiddingMethod) =>
    queryOptions({
      queryKey: organisationKeys.flowTemplateVersions(method),
      queryFn: () => templates.listVersions(method),
    }),

  flowTemplate: (templates: FlowTemplateRepository, method: BiddingMethod, version: number) =>
    queryOptions({
      queryKey: organisationKeys.flowTemplate(method, version),
      queryFn: () => templates.get(method, version),
      // A saved version never changes (ADR 0013).
      staleTime: Number.POSITIVE_INFINITY,
    }),

  /** Always read again when shown: every write anywhere adds to it. */
  audit: (list: ListAuditEntries, query: AuditQuery) =>
    queryOptions({
      queryKey: organisationKeys.audit(query),
      queryFn: () => list.execute(query),
      staleTime: 0,
      ...PAGED,
    }),
};
