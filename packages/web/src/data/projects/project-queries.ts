import { queryOptions, skipToken } from '@tanstack/react-query';
import type {
  CheckCirculation,
  FlowNode,
  FlowNodeRepository,
  FlowRecordRepository,
  GetProject,
  ListProjects,
  LoadWorkbench,
  Paged,
  PagedQuery,
  Project,
  ProjectDeadlinesSource,
  RecordType,
} from '@tender/domain';

/**
 * The query keys of projects, in two trees so that one invalidation refreshes all it should:
 * - every list of projects (a page, the flows of a page, the home workbench) starts with ['projects'],
 *   so a save, a delete or an exception refreshes them all;
 * - everything about project `id` starts with ['project', id], shared by the operation screen and the
 *   step pages, so a change made on a step page (a sign-up approved, an objection handled) refreshes
 *   the header's blocking messages and the step menu without a reload.
 */
export const projectKeys = {
  lists: ['projects'] as const,
  list: (query: PagedQuery) => ['projects', query] as const,
  /** The flow steps of a page of projects: a list, refreshed with the lists. */
  flowsOf: (flowInstanceIds: readonly string[]) => ['projects', 'flows', flowInstanceIds] as const,
  /** Under the lists: whatever refreshes the lists (a save, an exception) refreshes home too. */
  workbench: ['projects', 'workbench'] as const,
  all: (projectId: number) => ['project', projectId] as const,
  /** The project with its ordered flow steps (GetProject). */
  flow: (projectId: number) => ['project', projectId, 'flow'] as const,
  /** The blocking messages of leaving the current step (CheckCirculation). */
  blockers: (projectId: number) => ['project', projectId, 'blockers'] as const,
  records: (projectId: number, type: RecordType) => ['project', projectId, 'records', type] as const,
  notices: (projectId: number) => ['project', projectId, 'notices'] as const,
  flowRecords: (projectId: number) => ['project', projectId, 'flow-records'] as const,
  /** The statutory deadlines of the project (ProjectDeadlinesSource): every write about it may move them. */
  deadlines: (projectId: number) => ['project', projectId, 'deadlines'] as const,
  /** The filing of the project's written report (WrittenReportStore, 招标投标法 第四十七条). */
  writtenReport: (projectId: number) => ['project', projectId, 'written-report'] as const,
  /** A project flow's child sites (§3): not under the project, whose writes never change them. */
  flowSites: (projectId: number) => ['flow-sites', projectId] as const,
};

/** How long a read project stays fresh without a write invalidating it. */
export const PROJECT_FLOW_FRESH_MS = 30_000;
/**
 * How long a list of projects (a page of them, their steps, the workbench) stays fresh without a write or
 * a pushed change invalidating it. The stream of ADR 0011 invalidates every list on any change to the
 * tenant's projects, and tells once more after a drop; time only covers the second before it opens. So a
 * list shown again — its tab chosen in the multi-tab bar (§2), a page returned to — shows what it has.
 */
export const PROJECT_LISTS_FRESH_MS = 30_000;
/** Child sites are configuration: they change with the flow template, not with the project's work. */
const FLOW_SITES_FRESH_MS = 5 * 60_000;

/** What a table shows while the reply for another filter loads: no rows of the previous filter. */
const NO_ROWS: Paged<Project> = { totalCount: 0, items: [] };

/**
 * Each project query once — key, function and freshness — for its hook and for whoever fetches it
 * ahead of a route (`queryClient.prefetchQuery(projectQueries.flow(getProject, id))`). A factory takes
 * the use case or port it calls and the ids; the hooks add what depends on the screen (`enabled`).
 */
export const projectQueries = {
  /**
   * The selected project with its flow's steps (§2 Menus, §4). The menu, the frame, the tabs and the
   * step page all read it; every write invalidates it, so a page mounting a moment later need not fetch
   * it again.
   */
  flow: (getProject: GetProject, projectId: number) =>
    queryOptions({
      queryKey: projectKeys.flow(projectId),
      queryFn: () => getProject.execute(projectId),
      retry: false,
      staleTime: PROJECT_FLOW_FRESH_MS,
    }),

  /**
   * A page of the tenant's projects (§7 Sproject/GetPaged, mode=3 appended by the use case). While the
   * next page or sort order of the same filter loads, the table keeps the current page on screen instead
   * of flashing empty; after a new search it shows no rows until the reply, never the previous filter's
   * (ADR 0009). The table stays mounted, so its sort order and paging controls stay as the user set them.
   */
  list: (listProjects: ListProjects, query: PagedQuery) =>
    queryOptions({
      queryKey: projectKeys.list(query),
      queryFn: () => listProjects.execute(query),
      placeholderData: (previous, previousQuery) =>
        previous === undefined || previousQuery?.queryKey[1].Filter === query.Filter ? previous : NO_ROWS,
      staleTime: PROJECT_LISTS_FRESH_MS,
    }),

  /** The flow steps of a page of projects, in one call (EProjectFlowNode/GetPaged, flowInstanceId=a|b|…). */
  flowsOf: (flowNodes: FlowNodeRepository, flowInstanceIds: readonly string[]) =>
    queryOptions({
      queryKey: projectKeys.flowsOf(flowInstanceIds),
      queryFn: async () => {
        const byInstance = new Map<string, FlowNode[]>();
        for (const node of await flowNodes.listByInstances(flowInstanceIds)) {
          byInstance.set(node.flowInstanceId, [...(byInstance.get(node.flowInstanceId) ?? []), node]);
        }
        return byInstance;
      },
      staleTime: PROJECT_LISTS_FRESH_MS,
    }),

  /** Who moved the project's flow when (§7 flow records), for the detail pages. */
  flowRecords: (flowRecords: FlowRecordRepository, projectId: number) =>
    queryOptions({
      queryKey: projectKeys.flowRecords(projectId),
      queryFn: () => flowRecords.listByProject(projectId),
    }),

  /**
   * The child sites of a project flow's steps (§3 flow child site), shown as a step page's sub-tabs;
   * asked by the project's id, so they load beside the project rather than after it.
   */
  flowSites: (flowNodes: FlowNodeRepository, projectId: number) =>
    queryOptions({
      queryKey: projectKeys.flowSites(projectId),
      queryFn: () => flowNodes.sitesByProject(projectId),
      staleTime: FLOW_SITES_FRESH_MS,
    }),

  /**
   * The blocking messages of leaving the step the project is at (§5), by the domain's CheckCirculation.
   * The step is part of the key: after a move, the checks are those of the step the project is now at.
   */
  blockers: (checks: CheckCirculation, projectId: number, project?: Project, current?: FlowNode) =>
    queryOptions({
      queryKey: [...projectKeys.blockers(projectId), current?.id] as const,
      // Until the project and its step are known there is nothing to check.
      queryFn: project && current ? () => checks.execute(project, current) : skipToken,
      retry: false,
    }),

  /**
   * The project's statutory deadlines as the server lays them out on its clock (Compliance/GetDeadlines,
   * ADR 0022): asked by the project's id alone, so a screen starts it beside the project (ADR 0010).
   * Under the project's key, so a write about the project (a notice published, an objection handled)
   * asks it again; a status that changes with time alone is asked again when its limit passes (the
   * panel's timer), not on an interval.
   */
  deadlines: (source: ProjectDeadlinesSource, projectId: number) =>
    queryOptions({
      queryKey: projectKeys.deadlines(projectId),
      queryFn: () => source.deadlinesOf(projectId),
      retry: false,
      staleTime: PROJECT_FLOW_FRESH_MS,
    }),

  /** What the home page shows the signed-in user (Home/GetWorkbench). */
  workbench: (loadWorkbench: LoadWorkbench) =>
    queryOptions({
      queryKey: projectKeys.workbench,
      queryFn: () => loadWorkbench.execute(),
      staleTime: PROJECT_LISTS_FRESH_MS,
    }),
};
