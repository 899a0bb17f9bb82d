import { z } from 'zod';
import { FLOW_NODE_PAGE_SIZE } from '../ports/flow-node-repository';
import { biddingMethodCodes } from '../projects/bidding-method';
import { must } from '../shared/validation-messages';

const text = (max: number) => z.string().trim().min(1, must('required')).max(max);

/** The most child sites one step lists: the publishing and trading sites of §3, with room to spare. */
export const MAX_TEMPLATE_STEP_SITES = 20;
/**
 * The most steps one template holds: a project's flow is read in one page of flow nodes (§9 flow node
 * page size 100), so a longer template would start flows whose last steps no screen shows.
 */
export const MAX_TEMPLATE_STEPS = FLOW_NODE_PAGE_SIZE;

/** A child site of a template step as an editor sends it (§3 flow child site); its order is its position. */
export const flowTemplateSiteInputSchema = z.object({
  siteName: text(100),
  siteUrl: text(2000),
});

/** One step of a template as an editor sends it (§3 flow node without its instance and links). */
export const flowTemplateStepInputSchema = z.object({
  nodeName: text(100),
  /** The step page: one of KNOWN_STEP_ROUTERS, or any path when isExternal. */
  router: text(200),
  /** The step's page is served outside the web app (another sub-application of the module list). */
  isExternal: z.boolean().default(false),
  isDisplay: z.boolean().default(true),
  /** Role names allowed to edit the step (§6); empty means anyone may. */
  flowRoles: z.array(text(64)).max(50).default([]),
  childNode: z.array(flowTemplateSiteInputSchema).max(MAX_TEMPLATE_STEP_SITES).default([]),
});

/**
 * A save of a bidding method's template: the ordered steps and the version the edit started from
 * (0 when the method has no template yet). The order of the arrays is the order of the flow; the links
 * between steps are computed from it (stepLineOf), never sent.
 */
export const flowTemplateDraftSchema = z.object({
  biddingMethod: z.enum(biddingMethodCodes, { message: must('biddingMethod') }),
  baseVersion: z.number().int().min(0),
  /** Default: the current version's name, else "<method>流程". */
  name: text(100).optional(),
  steps: z.array(flowTemplateStepInputSchema).max(MAX_TEMPLATE_STEPS),
});
export type FlowTemplateDraft = z.input<typeof flowTemplateDraftSchema>;
export type ValidFlowTemplateDraft = z.output<typeof flowTemplateDraftSchema>;
export type FlowTemplateStepInput = z.input<typeof flowTemplateStepInputSchema>;

export const flowTemplateSiteSchema = z.object({
  siteName: z.string(),
  siteUrl: z.string(),
  sort: z.number().int(),
});
export type FlowTemplateSite = z.infer<typeof flowTemplateSiteSchema>;

/** A stored step of one template version. */
export const flowTemplateStepSchema = z.object({
  id: z.number().int().positive(),
  sort: z.number().int(),
  nodeName: z.string(),
  router: z.string(),
  isExternal: z.boolean(),
  isDisplay: z.boolean(),
  flowRoles: z.array(z.string()),
  childNode: z.array(flowTemplateSiteSchema),
});
export type FlowTemplateStep = z.infer<typeof flowTemplateStepSchema>;

/** Who saved a version, and when (ADR 0013: every save is a new version). */
const versionFields = {
  id: z.number().int().positive(),
  biddingMethod: z.enum(biddingMethodCodes),
  name: z.string(),
  version: z.number().int().positive(),
  creationTime: z.string(),
  creatorUserId: z.number().int().nullable(),
  creatorUserName: z.string().nullable(),
};

/** One version of a bidding method's flow template, with its steps in order (§1 configurable step flow). */
export const flowTemplateSchema = z.object({
  ...versionFields,
  /** Whether this is the newest version, the one new projects get. */
  isCurrent: z.boolean(),
  steps: z.array(flowTemplateStepSchema),
});
export type FlowTemplate = z.infer<typeof flowTemplateSchema>;
/** The current templates (FlowTemplate/GetAll). */
export const flowTemplateListSchema = z.array(flowTemplateSchema);

/** A version in a method's history, without its steps. */
export const flowTemplateVersionSchema = z.object({
  ...versionFields,
  isCurrent: z.boolean(),
  stepCount: z.number().int().min(0),
});
export type FlowTemplateVersion = z.infer<typeof flowTemplateVersionSchema>;
/** A method's versions, newest first (FlowTemplate/GetVersions). */
export const flowTemplateVersionListSchema = z.array(flowTemplateVersionSchema);

/** A step of a step line: the step with its position and the position it leads to (0 on the last, §3). */
export const flowTemplateStepLineStepSchema = flowTemplateStepSchema.extend({
  position: z.number().int().positive(),
  nextPosition: z.number().int().min(0),
});

/** A template drawn as a step line: its steps in order, each linked to the next (ADR 0013). */
export const flowTemplateStepLineSchema = z.object({
  biddingMethod: z.enum(biddingMethodCodes),
  name: z.string(),
  version: z.number().int().positive(),
  steps: z.array(flowTemplateStepLineStepSchema),
});
export type FlowTemplateStepLine = z.infer<typeof flowTemplateStepLineSchema>;

/** The draft that saves a template's steps unchanged as the next version: where an editor starts. */
export function draftOf(template: FlowTemplate): FlowTemplateDraft {
  return {
    biddingMethod: template.biddingMethod,
    baseVersion: template.version,
    name: template.name,
    steps: template.steps.map((step) => ({
      nodeName: step.nodeName,
      router: step.router,
      isExternal: step.isExternal,
      isDisplay: step.isDisplay,
      flowRoles: [...step.flowRoles],
      childNode: step.childNode.map(({ siteName, siteUrl }) => ({ siteName, siteUrl })),
    })),
  };
}

/** The name a method's first template gets when the save names none. */
export function defaultTemplateName(biddingMethod: string): string {
  return `${biddingMethod}流程`;
}
