import { useQuery } from '@tanstack/react-query';
import { GetProject, type ProjectWithFlow } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { projectKeys } from '../workspace/workspace-queries';

/** How long a read project stays fresh without a write invalidating it. */
export const PROJECT_FLOW_FRESH_MS = 30_000;

/** The selected project with its flow's steps, for the step menu (§2 Menus, §4). */
export function useProjectFlow(projectId: string | number | null) {
  const getProject = useInject(GetProject);
  const id = Number(projectId);
  return useQuery<ProjectWithFlow>({
    queryKey: projectKeys.flow(id),
    queryFn: () => getProject.execute(id),
    enabled: projectId !== null && Number.isInteger(id) && id > 0,
    retry: false,
    // The menu, the frame, the tabs and the step page all read this; every write invalidates it, so a
    // page mounting a moment later need not fetch it again.
    staleTime: PROJECT_FLOW_FRESH_MS,
  });
}
