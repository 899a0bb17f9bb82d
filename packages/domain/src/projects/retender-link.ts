import { ProjectState } from './project-state';

/** What the re-tender link reads of the project it names. */
export interface RetenderSource {
  readonly state: number;
}

/**
 * Why a project may not be re-tendered from `source`, or undefined when it may (§4 re-tender; §2
 * /create-project with rebiddingId: the new project is linked to it): only a project that has ended —
 * terminated or re-tendered (state 5) or cancelled (8) — is tendered again; a running one is still being
 * tendered.
 */
export function retenderLinkProblem(source: RetenderSource): string | undefined {
  return source.state === ProjectState.TerminatedOrRetender || source.state === ProjectState.Cancelled
    ? undefined
    : 'must name a terminated or cancelled project: a running project is still being tendered';
}
