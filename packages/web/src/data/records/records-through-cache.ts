import type { QueryClient } from '@tanstack/react-query';
import type { RecordRepository } from '@tender/domain';
import { recordQueries } from './record-queries';

/**
 * A record reader over the query cache: what a step page has read (or a route has fetched ahead) is
 * read once for both, and a record write's invalidation refreshes both. The circulation checks read
 * through it, so the operation header and the step page share the same requests.
 */
export function recordsThroughCache(
  queryClient: QueryClient,
  records: RecordRepository,
): Pick<RecordRepository, 'listByProject'> {
  return {
    listByProject: (type, projectId) =>
      queryClient.fetchQuery(recordQueries.ofProject(records, type, projectId)),
  };
}
