import type {
  BiddingMethod,
  FlowTemplate,
  FlowTemplateSite,
  FlowTemplateStep,
  FlowTemplateVersion,
} from '@tender/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime } from '../row-values';

/** A template version's row with the name of whoever saved it (joined from users). */
export type TemplateVersionRow = Selectable<Database['flowTemplates']> & { creatorUserName: string | null };
type StepRow = Selectable<Database['flowTemplateNodes']>;
type SiteRow = Pick<
  Selectable<Database['flowTemplateSites']>,
  'templateNodeId' | 'siteName' | 'siteUrl' | 'sort'
>;

function versionFields(row: TemplateVersionRow, isCurrent: boolean) {
  return {
    id: row.id,
    biddingMethod: row.biddingMethod as BiddingMethod,
    name: row.name,
    version: row.version,
    creationTime: isoTime(row.creationTime),
    creatorUserId: row.creatorUserId,
    creatorUserName: row.creatorUserName,
    isCurrent,
  };
}

/** A template version with its steps in order, each with its child sites in order (§3). */
export function toFlowTemplate(
  row: TemplateVersionRow,
  isCurrent: boolean,
  steps: readonly StepRow[],
  sites: readonly SiteRow[],
): FlowTemplate {
  const sitesOf = new Map<number, FlowTemplateSite[]>();
  for (const { templateNodeId, siteName, siteUrl, sort } of sites) {
    const list = sitesOf.get(templateNodeId) ?? [];
    list.push({ siteName, siteUrl, sort });
    sitesOf.set(templateNodeId, list);
  }
  return {
    ...versionFields(row, isCurrent),
    steps: steps
      .filter((step) => step.templateId === row.id)
      .map(
        (step): FlowTemplateStep => ({
          id: step.id,
          sort: step.sort,
          nodeName: step.nodeName,
          router: step.router,
          isExternal: step.isExternal,
          isDisplay: step.isDisplay,
          flowRoles: [...step.flowRoles],
          childNode: sitesOf.get(step.id) ?? [],
        }),
      ),
  };
}

/** A version in a method's history. */
export function toFlowTemplateVersion(
  row: TemplateVersionRow & { stepCount: number },
  isCurrent: boolean,
): FlowTemplateVersion {
  return { ...versionFields(row, isCurrent), stepCount: row.stepCount };
}
