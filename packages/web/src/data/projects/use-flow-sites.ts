import { useQuery } from '@tanstack/react-query';
import { FlowNodeRepository } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { projectQueries } from './project-queries';

/** The child sites of the project's flow (projectQueries.flowSites). */
export function useFlowSites(projectId: number) {
  const flowNodes = useInject<FlowNodeRepository>(FlowNodeRepository);
  return useQuery(projectQueries.flowSites(flowNodes, projectId));
}
