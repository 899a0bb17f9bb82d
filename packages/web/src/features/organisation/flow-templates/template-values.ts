import {
  type BiddingMethod,
  draftOf,
  type FlowTemplate,
  type FlowTemplateDraft,
  type FlowTemplateStepInput,
} from '@tender/domain';

/** A child site as the editor's form holds it (fields stay undefined until typed). */
export interface SiteValues {
  siteName?: string;
  siteUrl?: string;
}

/** A step as the editor's form holds it. */
export interface StepValues {
  nodeName?: string;
  router?: string;
  isExternal?: boolean;
  isDisplay?: boolean;
  flowRoles?: string[];
  childNode?: SiteValues[];
}

/** The editor's form: the template's name and its ordered steps (the order is the flow, ADR 0013). */
export interface TemplateValues {
  name?: string;
  steps?: StepValues[];
}

/** A step as "Add step" makes it: shown in the step menu, open to anyone, no sites. */
export function newStep(): StepValues {
  return { nodeName: '', isExternal: false, isDisplay: true, flowRoles: [], childNode: [] };
}

/** A new child site, empty. */
export function newSite(): SiteValues {
  return { siteName: '', siteUrl: '' };
}

/** Where the editor starts: the opened version's steps unchanged (domain draftOf), or nothing for a first one. */
export function valuesOf(template: FlowTemplate | undefined): TemplateValues {
  if (!template) return { name: undefined, steps: [] };
  const { name, steps } = draftOf(template);
  return { name, steps: steps.map((step) => ({ ...step, childNode: [...(step.childNode ?? [])] })) };
}

/** The form's steps with nothing undefined: what the domain's rules and the preview read. */
export function stepsOf(values: TemplateValues | undefined): FlowTemplateStepInput[] {
  return (values?.steps ?? []).map((step) => ({
    nodeName: step?.nodeName ?? '',
    router: step?.router ?? '',
    isExternal: step?.isExternal ?? false,
    isDisplay: step?.isDisplay ?? true,
    flowRoles: [...(step?.flowRoles ?? [])],
    childNode: (step?.childNode ?? []).map((site) => ({
      siteName: site?.siteName ?? '',
      siteUrl: site?.siteUrl ?? '',
    })),
  }));
}

/** The save of the form: a new version of `method` made from `baseVersion` (0 for a method's first). */
export function draftFrom(
  method: BiddingMethod,
  baseVersion: number,
  values: TemplateValues,
): FlowTemplateDraft {
  const name = values.name?.trim();
  return { biddingMethod: method, baseVersion, name: name ? name : undefined, steps: stepsOf(values) };
}

/** Whether the form differs from where it started (order, fields, sites): what leaving would lose. */
export function isChanged(start: TemplateValues, now: TemplateValues | undefined): boolean {
  if (now === undefined) return false;
  const comparable = (values: TemplateValues) =>
    JSON.stringify({ name: values.name?.trim() ?? '', steps: stepsOf(values) });
  return comparable(start) !== comparable(now);
}
