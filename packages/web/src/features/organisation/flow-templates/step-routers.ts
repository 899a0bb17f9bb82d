import { KNOWN_STEP_ROUTERS, type KnownStepRouter, normalisePath } from '@tender/domain';
import type { MessageKey } from '../../../i18n/en';

/**
 * A readable name for every step page a template may name without marking it external (domain
 * KNOWN_STEP_ROUTERS, ADR 0013): the shell's evaluation pages by their route labels (§2 Routes), the
 * sub-application step pages by this tab's words. Keyed by the domain's list, so a page added there
 * cannot go unnamed here. The qualification route renders the bid-evaluation page (§2) but is a step of
 * its own in a flow, so it gets its own name.
 */
const ROUTER_LABELS: Record<KnownStepRouter, MessageKey> = {
  '/sign-up': 'flowTemplates.router.signUp',
  '/qualification-purchase': 'flowTemplates.router.qualificationPurchase',
  '/qualification-result': 'flowTemplates.router.qualificationResult',
  '/prequalification-notice': 'flowTemplates.router.prequalificationNotice',
  '/tender-document': 'flowTemplates.router.tenderDocument',
  '/tender-notice': 'flowTemplates.router.tenderNotice',
  '/tender-invitation': 'flowTemplates.router.tenderInvitation',
  '/contract-signing': 'flowTemplates.router.contractSigning',
  '/single-source-publicity': 'flowTemplates.router.singleSourcePublicity',
  '/modify-notice': 'flowTemplates.router.modifyNotice',
  '/project-clarification': 'flowTemplates.router.projectClarification',
  '/result-publicity': 'flowTemplates.router.resultPublicity',
  '/result-announcement': 'flowTemplates.router.resultAnnouncement',
  '/bid-evaluation/index': 'route.bid-evaluation',
  '/bid-evaluation/cl': 'route.bid-evaluation-procurement-chain',
  '/qualification-bid-evaluation/index': 'flowTemplates.router.qualificationBidEvaluation',
};

/** The label key of a step page, or undefined for a path the web app has no page for (an external one). */
export function routerLabelKey(router: string): MessageKey | undefined {
  const path = normalisePath(router);
  return KNOWN_STEP_ROUTERS.some((known) => known === path)
    ? ROUTER_LABELS[path as KnownStepRouter]
    : undefined;
}

/** The step pages to choose from, in the domain's order, each as "name (path)". */
export function routerOptions(t: (key: MessageKey) => string): { value: string; label: string }[] {
  return KNOWN_STEP_ROUTERS.map((router) => ({
    value: router,
    label: `${t(ROUTER_LABELS[router])} (${router})`,
  }));
}
