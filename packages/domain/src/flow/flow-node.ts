import { z } from 'zod';

/** A child site of a flow step (§3 flow child site). */
export const flowSiteSchema = z.object({
  nodeId: z.number().int(),
  siteName: z.string(),
  siteUrl: z.string(),
  sort: z.number().int(),
});
export type FlowSite = z.infer<typeof flowSiteSchema>;

/** One step of a project's flow (§3 flow node). nextNodeId 0 marks the last step. */
export const flowNodeSchema = z.object({
  id: z.number().int().positive(),
  nodeName: z.string(),
  router: z.string(),
  sort: z.number().int(),
  isDisplay: z.boolean(),
  flowInstanceId: z.string(),
  /** Role names allowed to edit this step; empty means anyone may. */
  flowRoles: z.array(z.string()),
  nextNodeId: z.number().int().min(0),
  childNode: z.array(flowSiteSchema).default([]),
});
export type FlowNode = z.output<typeof flowNodeSchema>;

export const LAST_NODE = 0;
