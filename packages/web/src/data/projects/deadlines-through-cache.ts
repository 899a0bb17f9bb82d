import type { QueryClient } from '@tanstack/react-query';
import type { ProjectDeadlines, ProjectDeadlinesSource } from '@tender/domain';
import { projectQueries } from './project-queries';

/**
 * The project's statutory deadlines over the query cache, for the circulation checks: the header's
 * blocking messages name the bounds the project breaks (CheckCirculation, ADR 0022) from the very read
 * the deadlines panel shows. A failed read only loses that hint — the server checks again when the flow
 * moves and refuses with the same message (ADR 0001) — so the checks of the records still show, and the
 * panel says what failed.
 */
export function deadlinesThroughCache(
  queryClient: QueryClient,
  source: ProjectDeadlinesSource,
): Pick<ProjectDeadlinesSource, 'deadlinesOf'> {
  return {
    deadlinesOf: (projectId) =>
      queryClient.fetchQuery(projectQueries.deadlines(source, projectId)).catch(
        (): ProjectDeadlines => ({
          projectId,
          regime: 'tendering',
          now: new Date().toISOString(),
          bounds: [],
          provisionalYears: [],
        }),
      ),
  };
}
