import { useQuery } from '@tanstack/react-query';
import { FlowRecordRepository } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { projectQueries } from './project-queries';

/** Who moved the project's flow when (projectQueries.flowRecords). */
export function useFlowRecords(projectId: number) {
  const flowRecords = useInject<FlowRecordRepository>(FlowRecordRepository);
  return useQuery(projectQueries.flowRecords(flowRecords, projectId));
}
