/** Route prefixes whose entity their path does not spell. */
const PREFIX_ENTITIES: readonly (readonly [prefix: string, entity: string])[] = [
  ['/api/TokenAuth/', 'accessToken'],
  ['/auth/', 'accessToken'],
  ['/api/oss/', 'file'],
  ['/middleware/record/', 'record'],
  ['/middleware/fusion_time_node/', 'flowRecord'],
  ['/middleware/fusion_project_summary/', 'projectSummary'],
];

/** ABP services (§7) whose entity is not their name. */
const SERVICE_ENTITIES: Readonly<Record<string, string>> = {
  Sproject: 'project',
  OfflineNotice: 'notice',
  AbpAliOss: 'file',
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The entity a write route changes, by default (ADR 0012): an ABP service's entity
 * (`/api/services/app/Sproject/…` → `project`, `AbpCompany` → `company`, `FlowTemplate` → `flowTemplate`),
 * the workflow engine's by its noun (`/workflow/task/claim` → `workflowTask`), the middleware's and the
 * token routes' by the table above; anything else by its first path segment. A route names another with
 * `config.audit.entity`.
 */
export function entityOfRoute(url: string): string {
  const prefixed = PREFIX_ENTITIES.find(([prefix]) => url.startsWith(prefix));
  if (prefixed) return prefixed[1];
  const service = /^\/api\/services\/app\/([^/]+)\//.exec(url)?.[1];
  if (service) return SERVICE_ENTITIES[service] ?? lowerFirst(service.replace(/^Abp(?=[A-Z])/, ''));
  const workflow = /^\/workflow\/([^/]+)\//.exec(url)?.[1];
  if (workflow) return `workflow${upperFirst(workflow)}`;
  const [first] = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean);
  return lowerFirst(first ?? 'unknown');
}
