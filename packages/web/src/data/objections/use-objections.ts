import { queryOptions, useQuery } from '@tanstack/react-query';
import { ObjectionLog, type RegisterObjection, type ReplyObjection } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { PROJECT_FLOW_FRESH_MS } from '../projects/project-queries';
import { useProjectWrite } from '../projects/use-project-write';

/**
 * A project's objection log (ObjectionLog: Objection/GetList), under the project's key, so whatever
 * refreshes the project — every write about it — refreshes the log, its clocks and its suspensions. It
 * stays fresh as the project does, so a route's prefetch (prefetch-route.ts) is not asked again when the
 * step page's banner mounts.
 */
export const objectionQueries = {
  log: (log: ObjectionLog, projectId: number) =>
    queryOptions({
      queryKey: ['project', projectId, 'objections'] as const,
      queryFn: () => log.logOf(projectId),
      staleTime: PROJECT_FLOW_FRESH_MS,
    }),
};

/** The project's objection log with its clocks on the server's time; none without a valid id. */
export function useObjectionLog(projectId: number) {
  const log = useInject<ObjectionLog>(ObjectionLog);
  return useQuery({
    ...objectionQueries.log(log, projectId),
    enabled: Number.isInteger(projectId) && projectId > 0,
  });
}

/** Registers and answers objections; the server checks each again, and the project is refreshed after. */
export function useObjectionWriter(projectId: number) {
  const log = useInject<ObjectionLog>(ObjectionLog);
  const run = useProjectWrite(projectId);
  return {
    register: (input: RegisterObjection) => run(() => log.register(input)),
    reply: (input: ReplyObjection) => run(() => log.reply(input)),
  };
}
