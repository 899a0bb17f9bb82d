import { FLOW_RECORD_TENANT_ID, type FlowRecord } from '@tender/domain';
import type { Selectable } from 'kysely';
import type { FlowRecordsTable } from '../../db/schema';
import { isoTime } from '../row-values';

type FlowRecordRow = Selectable<FlowRecordsTable>;

/** A flow record row as the domain holds it (§3 "Flow record"), labelled with the given tenant id. */
export function toFlowRecord(row: FlowRecordRow, tenantId: number = row.tenantId): FlowRecord {
  return {
    id: row.id,
    nodeType: row.nodeType,
    creationTime: isoTime(row.creationTime),
    projectId: row.projectId,
    submitName: row.submitName,
    tenantId,
    user: { companyId: row.companyId, id: row.userId ?? 0, name: row.userName ?? row.submitName },
    fromNodeName: row.fromNodeName,
    toNodeName: row.toNodeName,
    biddingMethod: row.biddingMethod,
    transactionWay: row.transactionWay,
    transactionResult: row.transactionResult,
  };
}

/**
 * A flow record as the middleware sends it (§3). `tenantId` is the legacy middleware's constant tag 2109
 * (§9 "Tenant id 2109 is written into flow records"): a label on the wire, never the isolation key — the
 * row's `tenant_id` column is always the caller's tenant and every query filters on it.
 */
export function toWireFlowRecord(row: FlowRecordRow): FlowRecord {
  return toFlowRecord(row, FLOW_RECORD_TENANT_ID);
}
