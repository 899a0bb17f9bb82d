import { z } from 'zod';
import type { CodeTable } from '../shared/labels';

/** Tenant id the client writes into flow records, as the legacy middleware expects (§9). */
export const FLOW_RECORD_TENANT_ID = 2109;

/** The flow actions of the circulation endpoint (§4). */
export const flowActionSchema = z.enum(['next', 'jump']);
export type FlowAction = z.infer<typeof flowActionSchema>;

/** Flow result codes (§4): "1" success; "3" and "4" carry a message for the user. */
export const FlowResultCode = { Success: '1', Refused: '3', Failed: '4' } as const;
export type FlowResultCode = (typeof FlowResultCode)[keyof typeof FlowResultCode];

/**
 * A flow record: who moved the flow, when, from and to which step, or the change of tendering
 * method (§3). The server writes one for every flow change.
 */
export const flowRecordSchema = z.object({
  id: z.number().int().positive().optional(),
  nodeType: z.string().max(50),
  creationTime: z.string(),
  projectId: z.number().int().positive(),
  submitName: z.string().max(100),
  tenantId: z.number().int(),
  user: z.object({ companyId: z.number().int().nullable(), id: z.number().int(), name: z.string() }),
  fromNodeName: z.string().nullish(),
  toNodeName: z.string().nullish(),
  biddingMethod: z.string().nullish(),
  transactionWay: z.string().nullish(),
  transactionResult: z.string().nullish(),
});
export type FlowRecord = z.infer<typeof flowRecordSchema>;

/** nodeType values of flow records. */
export const FlowRecordType = {
  Next: 'next',
  Jump: 'jump',
  ChangeMethod: 'changeMethod',
  Exception: 'exception',
  ToClosing: 'toClosing',
  /** The closing application was submitted and the project closed (archived for tenant 1). */
  Closing: 'closing',
} as const;

export type FlowRecordType = (typeof FlowRecordType)[keyof typeof FlowRecordType];

/** The flow record types in words, for the detail's flow records (the wire keeps the codes). */
export const FLOW_RECORD_TYPES: CodeTable<FlowRecordType> = {
  next: { en: 'Next step', zh: '下一步' },
  jump: { en: 'Process jump', zh: '流程跳转' },
  changeMethod: { en: 'Change of tendering method', zh: '变更招标方式' },
  exception: { en: 'Bid exception', zh: '招标异常' },
  toClosing: { en: 'Sent to closing', zh: '转结项' },
  closing: { en: 'Closed', zh: '结项' },
};
