import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clause, formatFilter, ListProjects, type PagedQuery } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { projectQueries } from './project-queries';

/** A page of the tenant's projects (projectQueries.list: no rows of another filter while one loads). */
export function useProjectList(query: PagedQuery, enabled = true) {
  const listProjects = useInject(ListProjects);
  return useQuery({ ...projectQueries.list(listProjects, query), enabled });
}

/**
 * The projects of these ids in one list call (the operation screen's other tabs need their names). The
 * previous reply stays while the next loads: rows are looked up by id, so an open tab keeps its name and
 * a row never shows under another tab.
 */
export function useProjectsById(ids: readonly number[], enabled = true) {
  const listProjects = useInject(ListProjects);
  const query = {
    Filter: formatFilter([clause('id', '=', ...ids)]),
    MaxResultCount: Math.max(1, ids.length),
  };
  return useQuery({
    ...projectQueries.list(listProjects, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
