import { useQuery } from '@tanstack/react-query';
import { ProjectDeadlinesSource } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { projectQueries } from './project-queries';

/** The project's statutory deadlines (projectQueries.deadlines); none without a valid id. */
export function useProjectDeadlines(projectId: number) {
  const source = useInject<ProjectDeadlinesSource>(ProjectDeadlinesSource);
  return useQuery({
    ...projectQueries.deadlines(source, projectId),
    enabled: Number.isInteger(projectId) && projectId > 0,
  });
}
