/** An expert of the expert library, as a draw reads it. */
export interface DrawableExpert {
  readonly id: number;
  readonly name: string;
  readonly speciality: string;
  readonly company: string;
  /** Companies the expert has declared a tie to (former employers, relatives' firms …). */
  readonly avoidCompanies: readonly string[];
}

/**
 * Whether an expert may sit on a committee: not of a company that bids, buys or acts as agent in the
 * project, and with no declared tie to one (avoidance, 回避).
 */
export function mayServe(expert: DrawableExpert, parties: readonly string[]): boolean {
  return avoidedPartyOf(expert, parties) === undefined;
}

/** The party an expert must avoid — their own company, else the first they declared a tie to — or undefined. */
export function avoidedPartyOf(
  expert: Pick<DrawableExpert, 'company' | 'avoidCompanies'>,
  parties: readonly string[],
): string | undefined {
  const names = new Set(parties.map((party) => party.trim()).filter(Boolean));
  return [expert.company, ...expert.avoidCompanies]
    .map((c) => c.trim())
    .find((company) => names.has(company));
}

/**
 * A small seeded generator (mulberry32): the same seed gives the same numbers on every machine, so a
 * recorded draw can be replayed and checked. Not for secrets: a draw's fairness rests on its seed being
 * chosen at the draw and recorded, not on its being unguessable afterwards.
 */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type ExpertDraw =
  | {
      readonly drawn: readonly DrawableExpert[];
      readonly seed: number;
      /** The ids of all who could serve, in id order: what a replay draws among (replayCommitteeDraw). */
      readonly candidateIds: readonly number[];
    }
  | { readonly shortOf: number; readonly eligible: number };

/**
 * Draws `count` experts of a speciality at random among those who may serve (mayServe), reproducibly:
 * the eligible experts in id order, shuffled (Fisher–Yates) by the seeded generator, the first `count`
 * taken. Too few eligible experts is said, with how many there are, rather than drawing fewer.
 */
export function drawExperts(
  experts: readonly DrawableExpert[],
  request: {
    readonly count: number;
    readonly seed: number;
    readonly speciality?: string;
    readonly parties: readonly string[];
  },
): ExpertDraw {
  const eligible = experts
    .filter((expert) => request.speciality === undefined || expert.speciality === request.speciality)
    .filter((expert) => mayServe(expert, request.parties))
    .sort((a, b) => a.id - b.id);
  if (eligible.length < request.count)
    return { shortOf: request.count - eligible.length, eligible: eligible.length };
  const random = seeded(request.seed);
  const pool = [...eligible];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as DrawableExpert, pool[i] as DrawableExpert];
  }
  return {
    drawn: pool.slice(0, request.count),
    seed: request.seed,
    candidateIds: eligible.map((expert) => expert.id),
  };
}
