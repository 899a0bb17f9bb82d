import { z } from 'zod';
import { ConflictError, ValidationError } from '../shared/errors';
import { refusal } from '../shared/refusal-messages';
import { must } from '../shared/validation-messages';
import { avoidedPartyOf, type DrawableExpert, drawExperts } from './expert-draw';

/**
 * The evaluation committee (评标委员会) of a project (ADR 0019): experts drawn at random with avoidance,
 * each draw recorded with its seed and the candidates it drew among, so anyone can replay it; or chosen
 * by hand, with the reason recorded.
 */

/** The most experts one draw asks for. */
export const COMMITTEE_DRAW_MAX = 25;

export const committeeDrawRequestSchema = z.object({
  projectId: z.number().int().positive(),
  count: z
    .number({ message: must('number') })
    .int(must('wholeNumber'))
    .min(1, must('minNumber', { min: 1 }))
    .max(COMMITTEE_DRAW_MAX, must('maxNumber', { max: COMMITTEE_DRAW_MAX })),
  /** Draw among the experts of this speciality only; none: among all. */
  speciality: z
    .string()
    .trim()
    .max(100, must('maxChars', { max: 100 }))
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CommitteeDrawRequest = z.input<typeof committeeDrawRequestSchema>;

export const committeeAppointmentSchema = z.object({
  projectId: z.number().int().positive(),
  expertId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  reason: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(500, must('maxChars', { max: 500 })),
});
export type CommitteeAppointment = z.input<typeof committeeAppointmentSchema>;

export const committeeMemberSchema = z.object({
  expertId: z.number().int(),
  name: z.string(),
  speciality: z.string(),
  company: z.string(),
  /** The draw that seated the expert; null when chosen by hand. */
  drawId: z.number().int().nullable(),
  /** Why the expert was chosen by hand; null when drawn. */
  reason: z.string().nullable(),
  appointedAt: z.string(),
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;

export const committeeDrawSchema = z.object({
  id: z.number().int(),
  seed: z.number().int(),
  speciality: z.string().nullable(),
  requested: z.number().int(),
  /** The experts it drew among, in id order: all who could serve then. */
  candidateIds: z.array(z.number().int()),
  /** Whom it drew, in the order drawn. */
  drawnIds: z.array(z.number().int()),
  /** The companies avoided: the bidders, the purchaser and the agency. */
  parties: z.array(z.string()),
  drawnAt: z.string(),
  drawnBy: z.string().nullable(),
});
export type CommitteeDraw = z.infer<typeof committeeDrawSchema>;

export const committeeSchema = z.object({
  projectId: z.number().int(),
  /** The companies an expert may not be of, or tied to, now. */
  parties: z.array(z.string()),
  members: z.array(committeeMemberSchema),
  draws: z.array(committeeDrawSchema),
});
export type Committee = z.infer<typeof committeeSchema>;

/**
 * The companies a committee member may be neither of nor tied to (avoidance): every bidder of the
 * opening record, the purchaser and the agency's own companies. Blank and repeated names count once.
 */
export function committeeParties(input: {
  readonly bidders: readonly string[];
  readonly purchaser: string | null | undefined;
  readonly agencies: readonly (string | null | undefined)[];
}): string[] {
  const names = [...input.bidders, input.purchaser, ...input.agencies]
    .map((name) => name?.trim() ?? '')
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/**
 * Replays a recorded draw from the record alone — its seed, how many it asked for, and the candidates
 * it drew among — and gives whom it drew: anyone can check a committee this way.
 */
export function replayCommitteeDraw(
  draw: Pick<CommitteeDraw, 'seed' | 'requested' | 'candidateIds'>,
): number[] {
  const candidates = draw.candidateIds.map((id) => ({
    id,
    name: '',
    speciality: '',
    company: '',
    avoidCompanies: [],
  }));
  const result = drawExperts(candidates, { count: draw.requested, seed: draw.seed, parties: [] });
  return 'drawn' in result ? result.drawn.map((expert) => expert.id) : [];
}

/** What a draw records: enough to replay it (replayCommitteeDraw) and to say whom it avoided. */
export interface CommitteeDrawRecord {
  readonly seed: number;
  readonly speciality: string | null;
  readonly requested: number;
  readonly candidateIds: number[];
  readonly parties: string[];
  readonly drawnIds: number[];
}

/**
 * A committee draw: among the active experts (of the speciality asked) not seated yet, those who may
 * serve (drawExperts' avoidance), shuffled by `seed`. Too few is the count of who could serve, never a
 * short draw.
 */
export function drawCommittee(
  experts: readonly (DrawableExpert & { readonly active: boolean })[],
  seatedIds: readonly number[],
  parties: readonly string[],
  request: { readonly count: number; readonly speciality: string | null },
  seed: number,
): { readonly record: CommitteeDrawRecord } | { readonly eligible: number } {
  const seated = new Set(seatedIds);
  const candidates = experts.filter((expert) => expert.active && !seated.has(expert.id));
  const draw = drawExperts(candidates, {
    count: request.count,
    seed,
    parties,
    ...(request.speciality ? { speciality: request.speciality } : {}),
  });
  if (!('drawn' in draw)) return { eligible: draw.eligible };
  return {
    record: {
      seed,
      speciality: request.speciality,
      requested: request.count,
      candidateIds: [...draw.candidateIds],
      parties: [...parties],
      drawnIds: draw.drawn.map((expert) => expert.id),
    },
  };
}

/** Why an expert cannot be seated by hand, or undefined when they can. */
export type AppointmentRefusal =
  | { readonly kind: 'retired' }
  | { readonly kind: 'seated' }
  | { readonly kind: 'avoided'; readonly company: string };

export function appointmentRefusal(
  expert: Pick<DrawableExpert, 'id' | 'company' | 'avoidCompanies'> & { readonly active: boolean },
  committee: Pick<Committee, 'members' | 'parties'>,
): AppointmentRefusal | undefined {
  if (!expert.active) return { kind: 'retired' };
  if (committee.members.some((member) => member.expertId === expert.id)) return { kind: 'seated' };
  const company = avoidedPartyOf(expert, committee.parties);
  return company === undefined ? undefined : { kind: 'avoided', company };
}

/**
 * Refuses seating an expert by hand as the API does: a retired expert is ConflictError; a seated or
 * avoided one is ValidationError naming `expertId` (and the company avoided). The server and the
 * in-memory adapter both call it.
 */
export function assertAppointable(
  expert: Parameters<typeof appointmentRefusal>[0] & { readonly name: string },
  committee: Pick<Committee, 'members' | 'parties'>,
): void {
  const refused = appointmentRefusal(expert, committee);
  if (refused === undefined) return;
  if (refused.kind === 'retired') throw new ConflictError(refusal('expertRetired', { name: expert.name }));
  const message =
    refused.kind === 'seated'
      ? must('alreadyOnCommittee')
      : must('expertAvoided', { company: refused.company });
  throw new ValidationError([{ field: 'expertId', message }]);
}
