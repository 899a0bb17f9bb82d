import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListProjects, type PagedQuery } from '@tender/domain';
import { useInject } from '../../di/use-inject';

/** Every list of projects is under this key, so a delete or an exception refreshes them all. */
export const PROJECT_LISTS_KEY = ['projects'] as const;

/** A page of the tenant's projects (§7 Sproject/GetPaged, mode=3 appended by the use case). */
export function useProjectList(query: PagedQuery, enabled = true) {
  const listProjects = useInject(ListProjects);
  return useQuery({
    queryKey: [...PROJECT_LISTS_KEY, query],
    queryFn: () => listProjects.execute(query),
    // The table keeps the current page on screen while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    enabled,
  });
}
