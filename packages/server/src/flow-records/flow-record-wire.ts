import { FLOW_RECORD_TENANT_ID, type FlowRecord } from '@tender/domain';
import type { Selectable } from 'kysely';
import type { FilterFields } from '../db/filter-sql';
import type { FlowRecordsTable } from '../db/schema';

/** Filter and Sorting whitelist of `GET /middleware/fusion_time_node/GetPaged`. */
export const flowRecordFields: FilterFields = {
  id: { column: 'flowRecords.id', type: 'integer' },
  projectId: { column: 'flowRecords.projectId', type: 'integer' },
  nodeType: { column: 'flowRecords.nodeType', type: 'text' },
  submitName: { column: 'flowRecords.submitName', type: 'text' },
  biddingMethod: { column: 'flowRecords.biddingMethod', type: 'text' },
  creationTime: { column: 'flowRecords.creationTime', type: 'timestamp' },
};

/**
 * A flow record as the middleware sends it (§3). `tenantId` is the legacy middleware's constant tag 2109
 * (§9 "Tenant id 2109 is written into flow records"): a label on the wire, never the isolation key — the
 * row's `tenant_id` column is always the caller's tenant and every query filters on it.
 */
export function toWireFlowRecord(row: Selectable<FlowRecordsTable>): FlowRecord {
  return {
    id: row.id,
    nodeType: row.nodeType,
    creationTime: row.creationTime.toISOString(),
    projectId: row.projectId,
    submitName: row.submitName,
    tenantId: FLOW_RECORD_TENANT_ID,
    user: { companyId: row.companyId, id: row.userId ?? 0, name: row.userName ?? row.submitName },
    fromNodeName: row.fromNodeName,
    toNodeName: row.toNodeName,
    biddingMethod: row.biddingMethod,
    transactionWay: row.transactionWay,
    transactionResult: row.transactionResult,
  };
}
