import { useQuery } from '@tanstack/react-query';
import {
  type AuditQuery,
  type BiddingMethod,
  type CompanyListQuery,
  CompanyRepository,
  FlowTemplateRepository,
  ListAuditEntries,
  ModuleRepository,
  RoleRepository,
  type UserListQuery,
  UserRepository,
} from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { organisationQueries } from './organisation-queries';

/** A page of the tenant's staff (organisationQueries.users). */
export function useUsers(query: UserListQuery) {
  return useQuery(organisationQueries.users(useInject<UserRepository>(UserRepository), query));
}

/** The tenant's roles with their grants. */
export function useRoles() {
  return useQuery(organisationQueries.roles(useInject<RoleRepository>(RoleRepository)));
}

/** A page of the tenant's companies. */
export function useCompanies(query: CompanyListQuery) {
  return useQuery(organisationQueries.companies(useInject<CompanyRepository>(CompanyRepository), query));
}

/** Every app module with its order and state. */
export function useModuleRecords() {
  return useQuery(organisationQueries.modules(useInject<ModuleRepository>(ModuleRepository)));
}

/** The current flow template of every bidding method. */
export function useFlowTemplates() {
  return useQuery(
    organisationQueries.flowTemplates(useInject<FlowTemplateRepository>(FlowTemplateRepository)),
  );
}

/** A method's template versions, newest first; nothing while no method is chosen. */
export function useFlowTemplateVersions(method: BiddingMethod | undefined) {
  const templates = useInject<FlowTemplateRepository>(FlowTemplateRepository);
  return useQuery({
    ...organisationQueries.flowTemplateVersions(templates, method ?? ('' as BiddingMethod)),
    enabled: method !== undefined,
  });
}

/** One saved version of a method's template; nothing while none is chosen. */
export function useFlowTemplateVersion(method: BiddingMethod | undefined, version: number | undefined) {
  const templates = useInject<FlowTemplateRepository>(FlowTemplateRepository);
  return useQuery({
    ...organisationQueries.flowTemplate(templates, method ?? ('' as BiddingMethod), version ?? 0),
    enabled: method !== undefined && version !== undefined,
  });
}

/** A page of the audit trail. */
export function useAuditEntries(query: AuditQuery) {
  return useQuery(organisationQueries.audit(useInject(ListAuditEntries), query));
}
