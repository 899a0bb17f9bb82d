import type { FlowRecord } from '../flow/flow-record';

/** Flow records: who moved a project's flow, when, from and to (§7 fusion_time_node). */
export interface FlowRecordRepository {
  /** A project's records, oldest first (as the flow happened). */
  listByProject(projectId: number): Promise<FlowRecord[]>;
  create(record: Omit<FlowRecord, 'id'>): Promise<FlowRecord>;
}
export const FlowRecordRepository = Symbol.for('tender.FlowRecordRepository');
