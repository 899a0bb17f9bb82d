import { useQuery } from '@tanstack/react-query';
import { GetProject } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { projectQueries } from './project-queries';

/** The selected project with its flow's steps, for the step menu (§2 Menus, §4); none without a valid id. */
export function useProjectFlow(projectId: string | number | null) {
  const getProject = useInject(GetProject);
  const id = Number(projectId);
  return useQuery({
    ...projectQueries.flow(getProject, id),
    enabled: projectId !== null && Number.isInteger(id) && id > 0,
  });
}
