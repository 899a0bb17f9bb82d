import { useQuery } from '@tanstack/react-query';
import { type Project, ProjectRepository, retenderOrdinal, tendersInChain } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { projectKeys } from './project-queries';

/**
 * The ordinal a re-tender of `source` takes (§4: "第N次招标"): its chain of rebiddingId links counted
 * back to the first tender. A first tender needs no request (N = 2); a re-tender's chain is read link
 * by link, usually one or two.
 */
export function useRetenderOrdinal(source: Pick<Project, 'id' | 'rebiddingId'> | undefined) {
  const projects = useInject<ProjectRepository>(ProjectRepository);
  return useQuery({
    queryKey: [...projectKeys.all(source?.id ?? 0), 'retender-ordinal', source?.rebiddingId ?? null] as const,
    queryFn: async () =>
      retenderOrdinal(
        await tendersInChain(source as Project, (id) => projects.getDetail(id).catch(() => undefined)),
      ),
    enabled: source !== undefined,
    initialData: source && source.rebiddingId == null ? 2 : undefined,
  });
}
