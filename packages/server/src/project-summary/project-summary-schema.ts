import { z } from 'zod';

const count = z.number().int().min(0);

/**
 * A project's summary (§7 fusion_project_summary; its fields are not in the spec, so designed here):
 * where the project stands and the counts the circulation checks of §5 decide on. Supplier counts are of
 * distinct suppliers, exactly as the checks count them (domain factsFromRecords).
 */
export const projectSummarySchema = z.object({
  projectId: z.number().int().positive(),
  projectName: z.string(),
  projectNum: z.string(),
  biddingMethod: z.string(),
  state: z.number().int(),
  auditState: z.string().nullable(),
  projectFlowName: z.string().nullable(),
  /** The furthest step the flow has reached, as the step menu shows it. */
  currentNodeId: z.number().int().nullable(),
  currentNodeName: z.string().nullable(),
  objections: z.object({ total: count, unhandled: count }),
  signUps: z.object({ registered: count, approved: count, validBidDocuments: count }),
  signIns: count,
  qualificationPurchases: z.object({ registered: count, approved: count }),
  /** Passed applicants overall and per bid package group id. */
  qualificationResults: z.object({ passed: count, passedPerGroup: z.record(z.string(), count) }),
  flowRecords: count,
  /** When reflash computed it (ISO). */
  refreshTime: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
