import { useQuery } from '@tanstack/react-query';
import { LoadWorkbench } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { projectQueries } from './project-queries';

/** What the home page shows the signed-in user (projectQueries.workbench, refreshed with the lists). */
export function useWorkbench() {
  const loadWorkbench = useInject(LoadWorkbench);
  return useQuery(projectQueries.workbench(loadWorkbench));
}
