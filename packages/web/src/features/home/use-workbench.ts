import { useQuery } from '@tanstack/react-query';
import { LoadWorkbench } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { PROJECT_LISTS_KEY } from '../manage/use-project-list';

/** Under the project lists' key: whatever refreshes the lists (a save, an exception) refreshes home too. */
export const WORKBENCH_KEY = [...PROJECT_LISTS_KEY, 'workbench'] as const;

/** What the home page shows the signed-in user (Home/GetWorkbench). */
export function useWorkbench() {
  const loadWorkbench = useInject(LoadWorkbench);
  return useQuery({ queryKey: WORKBENCH_KEY, queryFn: () => loadWorkbench.execute() });
}
