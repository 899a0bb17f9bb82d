import { z } from 'zod';

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
