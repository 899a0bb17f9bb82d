import { useQuery } from '@tanstack/react-query';
import { FlowNodeRepository, type Project } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { projectQueries } from './project-queries';

/** The flow steps of a page of projects by flow instance, in one call (projectQueries.flowsOf). */
export function useFlowsOf(projects: readonly Project[]) {
  const flowNodes = useInject<FlowNodeRepository>(FlowNodeRepository);
  const instances = projects.map((p) => p.flowInstanceId).filter((id): id is string => Boolean(id));
  return useQuery({ ...projectQueries.flowsOf(flowNodes, instances), enabled: instances.length > 0 });
}
