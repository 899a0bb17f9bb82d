import type { CommitteeBreach } from '../evaluation/committee-composition';

/**
 * The rules a project's evaluation committee breaks (committeeBreaches over its committee and project),
 * read by the circulation checks of the evaluation step: the server's adapter reads them in the
 * request's transaction.
 */
export interface CommitteeCheckSource {
  committeeBreachesOf(projectId: number): Promise<CommitteeBreach[]>;
}
export const CommitteeCheckSource = Symbol.for('tender.CommitteeCheckSource');
