import { queryOptions } from '@tanstack/react-query';
import type { RecordRepository, RecordType } from '@tender/domain';
import { projectKeys } from '../projects/project-queries';

/**
 * How long a project's records count as fresh: one screen's first load reads them once (the step page,
 * the header's checks and a route's prefetch share them), and every write through this app invalidates
 * them at once.
 */
const RECORDS_FRESH_MS = 10_000;

/**
 * A project's records (§7 middleware records). Their keys sit under the project's (projectKeys.records),
 * so whatever refreshes the project refreshes them.
 */
export const recordQueries = {
  /** A project's records of one type, shared by every screen that shows them. */
  ofProject: <T extends RecordType>(records: RecordRepository, type: T, projectId: number) =>
    queryOptions({
      queryKey: projectKeys.records(projectId, type),
      queryFn: () => records.listByProject(type, projectId),
      staleTime: RECORDS_FRESH_MS,
    }),
};
