import { useQuery } from '@tanstack/react-query';
import { GetProject, type ProjectWithFlow } from '@tender/domain';
import { useInject } from '../../di/use-inject';

/** The selected project with its flow's steps, for the step menu (§2 Menus, §4). */
export function useProjectFlow(projectId: string | null) {
  const getProject = useInject(GetProject);
  const id = Number(projectId);
  return useQuery<ProjectWithFlow>({
    queryKey: ['project-flow', id],
    queryFn: () => getProject.execute(id),
    enabled: projectId !== null && Number.isInteger(id) && id > 0,
    retry: false,
  });
}
