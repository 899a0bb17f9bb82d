import { type Project, type PublicationKind, ServerClock } from '@tender/domain';
import { useProjectDeadlines } from '../../data/projects/use-project-deadlines';
import { useInject } from '../../di/use-inject';
import { type PublicationCheck, publicationCheck, publicationFactsOf } from './lawful-deadline';

/**
 * What the law says of publishing a notice of `kind` now, on the server's clock (§9), from the project's
 * deadlines — the query the operation screen has already asked, so no second read. Undefined while it
 * loads, when it failed (the server still checks, and its refusal is shown), and for a kind with no bound.
 */
export function usePublicationCheck(
  project: Pick<Project, 'id' | 'biddingMethod'>,
  kind: PublicationKind | undefined,
): PublicationCheck | undefined {
  const deadlines = useProjectDeadlines(project.id);
  const clock = useInject<ServerClock>(ServerClock);
  if (!kind || !deadlines.data) return undefined;
  return publicationCheck(
    kind,
    publicationFactsOf(deadlines.data, project.biddingMethod),
    new Date(clock.now()),
  );
}
