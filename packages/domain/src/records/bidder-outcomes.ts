import { QUALIFICATION_PASSED, type QualificationResult, type SignUp } from './records';

/**
 * What counts as a bidder's win, read from the records a project's steps keep (§3). No record names a
 * winner: §3 keeps sign-ups, qualification purchases, qualification results, sign-ins and objections,
 * and the result publicity and announcement are notices without a named bidder. The furthest outcome the
 * records hold is the qualification result, so a bidder wins a project it signed up for when a result
 * of that project passed it ("通过") in at least one bid package. Every reader of wins — the library
 * analysis on the server (SQL built from these fields), the in-memory adapter, a bidder's history —
 * goes through this file, so the day an award record exists the definition changes here alone.
 */
export const WINNING_RESULT = {
  type: 'qualificationResult',
  field: 'qualificationResult_result',
  value: QUALIFICATION_PASSED,
} as const;

type SignUpFact = Pick<SignUp, 'projectId' | 'supplierName'>;
type ResultFact = Pick<QualificationResult, 'projectId' | 'supplierName' | 'qualificationResult_result'>;

/** Whether a qualification result makes its project a win of the bidder it names. */
export function isWinningResult(result: Pick<QualificationResult, 'qualificationResult_result'>): boolean {
  return result[WINNING_RESULT.field] === WINNING_RESULT.value;
}

/** One project a bidder signed up for, and whether it won it. */
export interface BidderProjectOutcome {
  readonly projectId: number;
  readonly won: boolean;
}

/**
 * The projects a bidder (named as its records name it) signed up for, each once in the order of its
 * first sign-up there, and whether it won each. A result on a project it never signed up for is no win:
 * the win rate is a share of its sign-ups.
 */
export function bidderProjectOutcomes(
  name: string,
  signUps: readonly SignUpFact[],
  results: readonly ResultFact[],
): BidderProjectOutcome[] {
  const won = new Set(
    results
      .filter((result) => result.supplierName === name && isWinningResult(result))
      .map((r) => r.projectId),
  );
  const projects = new Set(signUps.filter((s) => s.supplierName === name).map((s) => s.projectId));
  return [...projects].map((projectId) => ({ projectId, won: won.has(projectId) }));
}

/** How a bidder fares: the projects it signed up for, those of them it won, and the share won (0 to 1). */
export interface BidderOutcome {
  readonly name: string;
  readonly signUps: number;
  readonly wins: number;
  readonly winRate: number;
}

/** The share of sign-ups won, 0 to 1; 0 for a bidder with no sign-up. */
export function winRate(signUps: number, wins: number): number {
  return signUps === 0 ? 0 : wins / signUps;
}

/** Most sign-ups first, then most wins, then by name in code-point order (as the server sorts them). */
export function byBidderOutcome(a: BidderOutcome, b: BidderOutcome): number {
  return b.signUps - a.signUps || b.wins - a.wins || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/**
 * Each bidder the sign-ups name — or, given `names`, each of those that signed up at least once — with
 * its sign-ups, wins and win rate, in byBidderOutcome order.
 */
export function bidderOutcomes(
  signUps: readonly SignUpFact[],
  results: readonly ResultFact[],
  names?: readonly string[],
): BidderOutcome[] {
  const wanted = new Set(names ?? signUps.map((signUp) => signUp.supplierName));
  const kept = signUps.filter((signUp) => wanted.has(signUp.supplierName));
  return [...new Set(kept.map((signUp) => signUp.supplierName))]
    .map((name) => {
      const projects = bidderProjectOutcomes(name, kept, results);
      const wins = projects.filter((project) => project.won).length;
      return { name, signUps: projects.length, wins, winRate: winRate(projects.length, wins) };
    })
    .sort(byBidderOutcome);
}
