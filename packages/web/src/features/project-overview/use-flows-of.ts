import { useQuery } from '@tanstack/react-query';
import { type FlowNode, FlowNodeRepository, type Project } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { PROJECT_LISTS_KEY } from '../manage/use-project-list';

/** The flow steps of a page of projects, in one call (EProjectFlowNode/GetPaged, flowInstanceId=a|b|…). */
export function useFlowsOf(projects: readonly Project[]) {
  const flowNodes = useInject<FlowNodeRepository>(FlowNodeRepository);
  const instances = projects.map((p) => p.flowInstanceId).filter((id): id is string => Boolean(id));
  return useQuery({
    queryKey: [...PROJECT_LISTS_KEY, 'flows', instances],
    queryFn: async () => {
      const byInstance = new Map<string, FlowNode[]>();
      for (const node of await flowNodes.listByInstances(instances)) {
        byInstance.set(node.flowInstanceId, [...(byInstance.get(node.flowInstanceId) ?? []), node]);
      }
      return byInstance;
    },
    enabled: instances.length > 0,
  });
}
