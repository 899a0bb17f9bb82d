import { isUnderPrefix, normalisePath } from '../shell/normalise-path';
import { FLOW_PATHS, ROUTES, SHELL_PATHS } from '../shell/routes';

/**
 * The step pages the web app serves as sub-applications of its own (its registry mounts each): §2's
 * "paths that the flow moves to", and every step of the seeded flows — the tender documents and notice,
 * the invitation, the results (§4 result publicity and announcement), the contract and the single-source
 * publicity. The web's sub-application registry is
 * checked against this list by a unit test.
 */
export const SUB_APPLICATION_STEP_ROUTERS = [
  ...FLOW_PATHS,
  '/prequalification-notice',
  '/tender-document',
  '/tender-notice',
  '/tender-invitation',
  '/result-publicity',
  '/result-announcement',
  '/contract-signing',
  '/single-source-publicity',
] as const;

/**
 * The step pages the shell renders itself, not a sub-application (§2: the bid-evaluation routes and the
 * qualification-bid-evaluation route): the manage-type prefixes of §2 Menus other than the operation
 * screen, which is the workspace around the steps rather than a step.
 */
export const SHELL_STEP_ROUTERS = [
  '/bid-evaluation/index',
  '/bid-evaluation/cl',
  '/qualification-bid-evaluation/index',
] as const;

/**
 * Every router a flow template step may name without being marked external (§1 "configurable step
 * flow"): the one list the server's template rules and the web app's registry both read.
 */
export const KNOWN_STEP_ROUTERS = [...SUB_APPLICATION_STEP_ROUTERS, ...SHELL_STEP_ROUTERS] as const;
export type KnownStepRouter = (typeof KNOWN_STEP_ROUTERS)[number];

/** Whether the web app has a page for a step's router ('/sign-up/' and '/sign-up' are the same page). */
export function isKnownStepRouter(router: string): boolean {
  const path = normalisePath(router);
  return KNOWN_STEP_ROUTERS.some((known) => known === path);
}

/**
 * The areas of the settings menu the web app serves as sub-applications (§1): the three libraries, the
 * expert library (ADR 0019) and the system notices, each reachable while the module list has it.
 */
export const SETTING_AREAS = [
  '/home/supplier-library',
  '/home/agency-library',
  '/home/purchaser-library',
  '/home/expert-library',
  '/sys-notice',
] as const;

/** The areas a sub-application of the web app serves, each with everything below it (§1, §2 /create-project). */
const SUB_APPLICATION_AREAS: readonly string[] = [
  SHELL_PATHS.createProject,
  ...SETTING_AREAS,
  ...SUB_APPLICATION_STEP_ROUTERS,
];

/** The paths of §2's route table, redirects included; the wildcard is no page of its own. */
const ROUTE_TABLE_PATHS: readonly string[] = ROUTES.map((route) => route.path).filter((path) => path !== '*');

/**
 * Whether the web app has a page for an app module's route (§1 "the shell loads sub-applications from a
 * module list", §3 Module): a known step page, a path of §2's route table, or a path inside a
 * sub-application's area. Any other route only mounts the shell's placeholder, so the settings flag it.
 */
export function hasWebPage(route: string): boolean {
  if (!route.startsWith('/')) return false;
  const path = normalisePath(route);
  return (
    isKnownStepRouter(path) ||
    ROUTE_TABLE_PATHS.includes(path) ||
    SUB_APPLICATION_AREAS.some((area) => isUnderPrefix(path, area))
  );
}
