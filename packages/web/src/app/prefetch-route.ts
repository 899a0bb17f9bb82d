import type { QueryClient } from '@tanstack/react-query';
import {
  FlowNodeRepository,
  furthestReachedNode,
  GetProject,
  initialStep,
  isLoginPage,
  LibraryAnalysisSource,
  type LibraryKind,
  LoadSession,
  ModuleRepository,
  ObjectionLog,
  OpeningRecordRepository,
  ProjectDeadlinesSource,
  parseQuery,
  RecordRepository,
  recordTypesChecked,
  recordTypesOfStep,
  TokenStore,
} from '@tender/domain';
import type { Container } from 'inversify';
import { evaluationQueries } from '../data/evaluation/evaluation-queries';
import { libraryAnalysisQueries } from '../data/libraries/library-analysis-queries';
import { objectionQueries } from '../data/objections/use-objections';
import { projectQueries } from '../data/projects/project-queries';
import { circulationChecksThroughCache } from '../data/projects/use-blockers';
import { recordQueries } from '../data/records/record-queries';
import { sessionQueries } from '../data/session/session-queries';
import { analysisQueryOf } from '../features/libraries/analysis/analysis-address';
import { routeFor } from './route-table';
import { MainLayout } from './router';
import { subApplicationCodeFor } from './sub-apps/sub-application-registry';

/**
 * Starts everything a signed-in route will ask for as soon as its address is known — before the code
 * that renders it has loaded (ADR 0010): the session and modules, the layout's and the page's chunks,
 * and for a page of a project its flow, its sites, its statutory deadlines (the operation screen's panel
 * and the header's checks read them), the records its checks read and, once the flow is in,
 * the blocking messages and the chunk of the step the operation screen opens; for a library's analysis
 * page, its analysis. The screens ask the same queries (the data layer's factories) and find them
 * loaded or on their way; nothing is fetched twice.
 */
export function prefetchRoute(
  queryClient: QueryClient,
  container: Container,
  location: { readonly pathname: string; readonly search: string },
): void {
  const { pathname, search } = location;
  if (container.get<TokenStore>(TokenStore).load() === null || isLoginPage(pathname)) return;
  void queryClient.prefetchQuery(sessionQueries.session(container.get(LoadSession)));
  void queryClient.prefetchQuery(sessionQueries.modules(container.get<ModuleRepository>(ModuleRepository)));
  void MainLayout.preload();
  preloadCodeOf(pathname);
  const analysed = ANALYSED_LIBRARIES[routeFor(pathname)?.purpose ?? ''];
  if (analysed) {
    const source = container.get<LibraryAnalysisSource>(LibraryAnalysisSource);
    const query = analysisQueryOf(new URLSearchParams(search));
    void queryClient.prefetchQuery(libraryAnalysisQueries.analysis(source, analysed, query));
  }
  // Only the address's own id: one remembered from earlier in the tab may belong to another screen.
  const projectId = Number(parseQuery(search).id);
  if (Number.isInteger(projectId) && projectId > 0 && idNamesAProject(pathname))
    prefetchProject(queryClient, container, projectId, pathname);
}

/** Pages whose `id` names something else than a project: a library entry, a system notice. */
const ID_OF_ANOTHER_ENTITY = /^(supplier|agency|purchaser)-library-(detail|edit)$|^system-notices$/;

function idNamesAProject(pathname: string): boolean {
  return !ID_OF_ANOTHER_ENTITY.test(routeFor(pathname)?.purpose ?? '');
}

/** The library each analysis page (§1 route table) reads, by the purpose of its route. */
const ANALYSED_LIBRARIES: Readonly<Record<string, LibraryKind>> = {
  'supplier-library-analysis': 'bidder',
  'agency-library-analysis': 'agency',
  'purchaser-library-analysis': 'purchaser',
};

/** The chunk of the page that serves a path: a page of the route table, else a sub-application's. */
function preloadCodeOf(pathname: string): void {
  const screen = routeFor(pathname)?.screen;
  if (screen?.kind === 'page') void screen.component.preload();
  else if (!screen || screen.kind === 'sub-application' || screen.kind === 'wildcard') {
    void subApplicationCodeFor(pathname).preload();
  }
}

/** Whether a path shows bid opening and evaluation (its three routes, §2). */
function isEvaluationPage(pathname: string): boolean {
  return routeFor(pathname)?.purpose.startsWith('bid-evaluation') === true;
}

/** Whether a path shows a step of a project's flow inside the operation screen. */
function isStepPage(pathname: string): boolean {
  const screen = routeFor(pathname)?.screen;
  return !screen || screen.kind === 'wildcard' || isEvaluationPage(pathname);
}

function prefetchProject(
  queryClient: QueryClient,
  container: Container,
  projectId: number,
  pathname: string,
) {
  const records = container.get<RecordRepository>(RecordRepository);
  const deadlines = container.get<ProjectDeadlinesSource>(ProjectDeadlinesSource);
  const flowNodes = container.get<FlowNodeRepository>(FlowNodeRepository);
  const operation = routeFor(pathname)?.purpose === 'operation';
  const flow = queryClient.fetchQuery(projectQueries.flow(container.get(GetProject), projectId));
  // A project that is not there (a stale link) is for its screen to say; the prefetch only stops.
  flow.catch(() => undefined);
  if (!operation && !isStepPage(pathname)) return;
  void queryClient.prefetchQuery(projectQueries.flowSites(flowNodes, projectId));
  // By the project's id alone, beside the flow: the deadlines panel and the header's checks need it.
  void queryClient.prefetchQuery(projectQueries.deadlines(deadlines, projectId));
  // Every step page's banner reads the objection log (an unanswered objection suspends steps).
  void queryClient.prefetchQuery(objectionQueries.log(container.get<ObjectionLog>(ObjectionLog), projectId));
  if (!operation) prefetchStepPage(queryClient, container, records, projectId, pathname);
  void flow
    .then(({ project, nodes }) => {
      const current = furthestReachedNode(nodes, project);
      if (current) {
        const checks = circulationChecksThroughCache(queryClient, records, deadlines);
        void queryClient.prefetchQuery(projectQueries.blockers(checks, project.id, project, current));
      }
      // /manage/operation opens the step named by projectFlowName (§2): its code and its records load
      // meanwhile, not once the screen has moved there.
      const opened = operation ? initialStep(nodes, project.projectFlowName) : undefined;
      if (opened) {
        preloadCodeOf(opened.router);
        prefetchStepPage(queryClient, container, records, projectId, opened.router);
      }
    })
    .catch(() => undefined);
}

/**
 * A step page's own reads: the records its checks read (sign-ins only if tendered by law: asked anyway)
 * and those it keeps (a tender document's), and on an evaluation page its opening record.
 */
function prefetchStepPage(
  queryClient: QueryClient,
  container: Container,
  records: RecordRepository,
  projectId: number,
  pathname: string,
) {
  const types = new Set([...recordTypesChecked(pathname, true), ...recordTypesOfStep(pathname)]);
  for (const type of types) {
    void queryClient.prefetchQuery(recordQueries.ofProject(records, type, projectId));
  }
  if (isEvaluationPage(pathname)) {
    void queryClient.prefetchQuery(
      evaluationQueries.opening(container.get(OpeningRecordRepository), projectId),
    );
  }
}
