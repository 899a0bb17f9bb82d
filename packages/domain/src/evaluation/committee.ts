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
  /** Who seated the expert (the drawer, or who chose them by hand). */
  appointedBy: z.string().nullable(),
  /** The companies the expert declared a tie to: the composition check avoids them too. */
  avoidCompanies: z.array(z.string()),
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
  /** A redraw (补抽): it filled the seats emptied by recusals. */
  redraw: z.boolean(),
});
export type CommitteeDraw = z.infer<typeof committeeDrawSchema>;

/**
 * The tenderer's or purchaser's representative (招标人代表 / 采购人代表): a member of their own kind, not
 * an expert of the library; they count in the committee's size and against its two thirds of experts.
 */
export const committeeRepresentativeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  appointedAt: z.string(),
  appointedBy: z.string().nullable(),
});
export type CommitteeRepresentative = z.infer<typeof committeeRepresentativeSchema>;

/**
 * A representative who left the committee (回避: 招标投标法 第三十七条 bars anyone with an interest in a
 * bidder, and one already seated is replaced): who recused them, when and why. Their seat is not drawn:
 * the tenderer or purchaser names another representative.
 */
export const committeeRepresentativeRecusalSchema = committeeRepresentativeSchema.extend({
  reason: z.string(),
  recusedAt: z.string(),
  recusedBy: z.string().nullable(),
});
export type CommitteeRepresentativeRecusal = z.infer<typeof committeeRepresentativeRecusalSchema>;

/** An expert who left the committee (回避): who recused them, when and why. Their seat is redrawn. */
export const committeeRecusalSchema = z.object({
  expertId: z.number().int(),
  name: z.string(),
  company: z.string(),
  reason: z.string(),
  recusedAt: z.string(),
  recusedBy: z.string().nullable(),
});
export type CommitteeRecusal = z.infer<typeof committeeRecusalSchema>;

const reasonText = z
  .string({ message: must('required') })
  .trim()
  .min(1, must('required'))
  .max(500, must('maxChars', { max: 500 }));

export const committeeRepresentativeInputSchema = z.object({
  projectId: z.number().int().positive(),
  name: z
    .string({ message: must('required') })
    .trim()
    .min(1, must('required'))
    .max(100, must('maxChars', { max: 100 })),
  company: z
    .string({ message: must('required') })
    .trim()
    .min(1, must('required'))
    .max(200, must('maxChars', { max: 200 })),
});
export type CommitteeRepresentativeInput = z.input<typeof committeeRepresentativeInputSchema>;

export const committeeRecusalInputSchema = z.object({
  projectId: z.number().int().positive(),
  expertId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  reason: reasonText,
});
export type CommitteeRecusalInput = z.input<typeof committeeRecusalInputSchema>;

export const committeeRepresentativeRecusalInputSchema = z.object({
  projectId: z.number().int().positive(),
  representativeId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  reason: reasonText,
});
export type CommitteeRepresentativeRecusalInput = z.input<typeof committeeRepresentativeRecusalInputSchema>;

/** A redraw asks only the speciality: it draws as many as recusals emptied (emptySeats). */
export const committeeRedrawRequestSchema = committeeDrawRequestSchema.pick({
  projectId: true,
  speciality: true,
});
export type CommitteeRedrawRequest = z.input<typeof committeeRedrawRequestSchema>;

/**
 * The agency's mark that the project is technically complex or of great social impact, so its committee
 * must be larger (政府采购货物和服务招标投标管理办法 第四十七条).
 */
export const committeeLargerSchema = z.object({
  projectId: z.number().int().positive(),
  largerRequired: z.boolean({ message: must('required') }),
});
export type CommitteeLarger = z.input<typeof committeeLargerSchema>;

export const committeeSchema = z.object({
  projectId: z.number().int(),
  /** The companies an expert may not be of, or tied to, now. */
  parties: z.array(z.string()),
  /**
   * The bidders among them (of the opening record, or signed up): a representative may not be of one
   * (招标投标法 第三十七条), while representing the purchaser is their part.
   */
  bidders: z.array(z.string()),
  /** The experts seated now (recused ones are in `recusals`). */
  members: z.array(committeeMemberSchema),
  /** The representatives seated now (recused ones are in `representativeRecusals`). */
  representatives: z.array(committeeRepresentativeSchema),
  recusals: z.array(committeeRecusalSchema),
  representativeRecusals: z.array(committeeRepresentativeRecusalSchema),
  draws: z.array(committeeDrawSchema),
  /** The agency marked the project technically complex or of great social impact (committeeLargerSchema). */
  largerRequired: z.boolean(),
});
export type Committee = z.infer<typeof committeeSchema>;

/**
 * The seats recusals emptied that no redraw has filled yet: each recusal empties one, each redraw fills
 * as many as it asked for.
 */
export function emptySeats(committee: Pick<Committee, 'recusals' | 'draws'>): number {
  const refilled = committee.draws.filter((draw) => draw.redraw).reduce((sum, d) => sum + d.requested, 0);
  return Math.max(0, committee.recusals.length - refilled);
}

/** Whether anything was kept of the committee on the platform: a member, a representative, a recusal. */
export function committeeKept(
  committee: Pick<Committee, 'members' | 'representatives' | 'recusals'>,
): boolean {
  return committee.members.length + committee.representatives.length + committee.recusals.length > 0;
}

/**
 * Refuses recusing an expert who does not sit on the committee (400 naming `expertId`). The server and
 * the in-memory adapter both call it.
 */
export function assertRecusable(expertId: number, committee: Pick<Committee, 'members'>): void {
  if (committee.members.some((member) => member.expertId === expertId)) return;
  throw new ValidationError([{ field: 'expertId', message: must('notOnCommittee') }]);
}

/**
 * Refuses recusing a representative who does not sit on the committee (400 naming `representativeId`).
 * The server and the in-memory adapter both call it.
 */
export function assertRepresentativeRecusable(
  representativeId: number,
  committee: Pick<Committee, 'representatives'>,
): void {
  if (committee.representatives.some((representative) => representative.id === representativeId)) return;
  throw new ValidationError([{ field: 'representativeId', message: must('notOnCommittee') }]);
}

/** Refuses a redraw with no seat to fill (409). */
export function assertRedrawable(committee: Pick<Committee, 'recusals' | 'draws'>): number {
  const seats = emptySeats(committee);
  if (seats === 0) throw new ConflictError(refusal('noEmptySeat'));
  return seats;
}

/** Names trimmed, blanks dropped, each once. */
function distinctNames(names: readonly (string | null | undefined)[]): string[] {
  return [...new Set(names.map((name) => name?.trim() ?? '').filter((name) => name !== ''))];
}

/**
 * The companies a committee member may be neither of nor tied to (avoidance): every bidder of the
 * opening record, the purchaser and the agency's own companies. Blank and repeated names count once.
 */
export function committeeParties(input: {
  readonly bidders: readonly string[];
  readonly purchaser: string | null | undefined;
  readonly agencies: readonly (string | null | undefined)[];
}): string[] {
  return distinctNames([...input.bidders, input.purchaser, ...input.agencies]);
}

/** The bidders a representative may not be of (committeeSchema's `bidders`): trimmed, each once. */
export const committeeBidders = (bidders: readonly string[]): string[] => distinctNames(bidders);

/**
 * Refuses seating a representative of a bidder (400 naming `company`): 招标投标法 第三十七条 keeps anyone
 * with an interest in a bidder off the committee. The server and the in-memory adapter both call it.
 */
export function assertRepresentativeAppointable(
  representative: { readonly company: string },
  committee: Pick<Committee, 'bidders'>,
): void {
  const company = representative.company.trim();
  if (!committee.bidders.includes(company)) return;
  throw new ValidationError([{ field: 'company', message: must('representativeOfBidder', { company }) }]);
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
  readonly redraw: boolean;
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
  request: { readonly count: number; readonly speciality: string | null; readonly redraw?: boolean },
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
      redraw: request.redraw === true,
    },
  };
}

/** Why an expert cannot be seated by hand, or undefined when they can. */
export type AppointmentRefusal =
  | { readonly kind: 'retired' }
  | { readonly kind: 'seated' }
  | { readonly kind: 'recused' }
  | { readonly kind: 'avoided'; readonly company: string };

/** Every expert the committee has had: seated now or recused. None of them is drawn or seated again. */
export function committeeExpertIds(committee: Pick<Committee, 'members' | 'recusals'>): number[] {
  return [...committee.members, ...committee.recusals].map((member) => member.expertId);
}

/** What seating by hand reads of the committee: who sits, who recused, and the parties. */
interface SeatsOf {
  readonly members: readonly Pick<CommitteeMember, 'expertId'>[];
  readonly recusals: readonly Pick<CommitteeRecusal, 'expertId'>[];
  readonly parties: readonly string[];
}

export function appointmentRefusal(
  expert: Pick<DrawableExpert, 'id' | 'company' | 'avoidCompanies'> & { readonly active: boolean },
  committee: SeatsOf,
): AppointmentRefusal | undefined {
  if (!expert.active) return { kind: 'retired' };
  if (committee.members.some((member) => member.expertId === expert.id)) return { kind: 'seated' };
  if (committee.recusals.some((member) => member.expertId === expert.id)) return { kind: 'recused' };
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
  committee: SeatsOf,
): void {
  const refused = appointmentRefusal(expert, committee);
  if (refused === undefined) return;
  if (refused.kind === 'retired') throw new ConflictError(refusal('expertRetired', { name: expert.name }));
  const message =
    refused.kind === 'seated'
      ? must('alreadyOnCommittee')
      : refused.kind === 'recused'
        ? must('recusedFromCommittee')
        : must('expertAvoided', { company: refused.company });
  throw new ValidationError([{ field: 'expertId', message }]);
}
