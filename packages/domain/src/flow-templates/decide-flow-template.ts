import type { FieldError } from '../shared/errors';
import { refusal } from '../shared/refusal-messages';
import { must } from '../shared/validation-messages';
import { normalisePath } from '../shell/normalise-path';
import { isKnownStepRouter } from './known-step-routers';

/**
 * Why a template is refused, as stable codes:
 * - no-steps: a flow needs at least one step (its last step is the one with nextNodeId 0, §3);
 * - router-not-a-path: a router is a path of the shell, starting with '/';
 * - unknown-router: the web app has no page for the router and the step is not marked external;
 * - duplicate-router: two steps of one flow open the same page (the step menu could not tell them apart);
 * - unknown-role: a flowRoles entry names no role of the tenant (§6: nobody could ever edit that step);
 * - site-url-not-http: a child site's URL is not an http(s) address (§3 flow child site).
 */
export type FlowTemplateRefusal =
  | 'no-steps'
  | 'router-not-a-path'
  | 'unknown-router'
  | 'duplicate-router'
  | 'unknown-role'
  | 'site-url-not-http';

/** One refusal, on the field an editor shows it at (`steps.2.router`, `steps.0.childNode.1.siteUrl`). */
export interface FlowTemplateProblem extends FieldError {
  readonly reason: FlowTemplateRefusal;
}

export type FlowTemplateDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly problems: readonly FlowTemplateProblem[] };

/** The parts of a template the rules read: a saved draft's or an editor's, before or after parsing. */
export interface TemplateToCheck {
  readonly steps: readonly {
    readonly router: string;
    readonly isExternal?: boolean | undefined;
    readonly flowRoles?: readonly string[] | undefined;
    readonly childNode?: readonly { readonly siteUrl: string }[] | undefined;
  }[];
}

export interface FlowTemplateContext {
  /**
   * The role names of the tenant (the server reads them for every save). Omitted where they are not
   * known, e.g. an editor's hint before the roles are loaded: the role rule is then the server's alone.
   */
  readonly roleNames?: readonly string[];
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function routerProblem(
  step: TemplateToCheck['steps'][number],
  k: number,
  seen: Map<string, number>,
): FlowTemplateProblem | undefined {
  const field = `steps.${k}.router`;
  const router = step.router.trim();
  if (!router.startsWith('/')) {
    return { field, reason: 'router-not-a-path', message: must('pathStartingWithSlash') };
  }
  const path = normalisePath(router);
  const first = seen.get(path);
  if (first !== undefined) {
    return { field, reason: 'duplicate-router', message: must('duplicateRouter', { step: first + 1 }) };
  }
  seen.set(path, k);
  if (!step.isExternal && !isKnownStepRouter(path)) {
    return {
      field,
      reason: 'unknown-router',
      message: must('notAStepPage'),
    };
  }
  return undefined;
}

/**
 * Whether a flow template may be saved (§1 configurable step flow, §3 flow node, §6 flowRoles), with
 * every reason it may not: the server refuses a save with these as field errors, an editor shows them
 * beside the fields. The links between steps are not checked because they are not sent: the order
 * decides them and the last step gets nextNodeId 0 (chainNextIds).
 */
export function decideFlowTemplate(
  template: TemplateToCheck,
  context: FlowTemplateContext = {},
): FlowTemplateDecision {
  const problems: FlowTemplateProblem[] = [];
  if (template.steps.length === 0) {
    problems.push({ field: 'steps', reason: 'no-steps', message: must('noSteps') });
  }
  const routers = new Map<string, number>();
  const roles = context.roleNames ? new Set(context.roleNames) : undefined;
  template.steps.forEach((step, k) => {
    const router = routerProblem(step, k, routers);
    if (router) problems.push(router);
    (step.flowRoles ?? []).forEach((role, r) => {
      if (roles && !roles.has(role)) {
        problems.push({
          field: `steps.${k}.flowRoles.${r}`,
          reason: 'unknown-role',
          message: must('unknownRoles', { list: role }),
        });
      }
    });
    (step.childNode ?? []).forEach((site, s) => {
      if (!isHttpUrl(site.siteUrl)) {
        problems.push({
          field: `steps.${k}.childNode.${s}.siteUrl`,
          reason: 'site-url-not-http',
          message: must('httpAddress'),
        });
      }
    });
  });
  return problems.length === 0 ? { allowed: true } : { allowed: false, problems };
}

export type TemplateVersionDecision =
  | { readonly allowed: true; readonly nextVersion: number }
  | { readonly allowed: false; readonly reason: 'stale'; readonly message: string };

/**
 * Whether a save made from version `baseVersion` may become the next version, given the current one
 * (0 when the method has none): only an edit of the current version may (ADR 0013), so two editors who
 * opened the same version cannot overwrite each other — the second is told to reload.
 */
export function decideTemplateVersion(
  biddingMethod: string,
  baseVersion: number,
  currentVersion: number,
): TemplateVersionDecision {
  if (baseVersion === currentVersion) return { allowed: true, nextVersion: currentVersion + 1 };
  const values = { method: biddingMethod, opened: baseVersion, current: currentVersion };
  const code =
    baseVersion === 0
      ? 'staleNewFlowTemplate'
      : currentVersion === 0
        ? 'goneFlowTemplate'
        : 'staleFlowTemplate';
  return { allowed: false, reason: 'stale', message: refusal(code, values) };
}
