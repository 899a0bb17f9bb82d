import { z } from 'zod';
import { MIN_CIRCULATION_COUNT } from '../circulation/blockers';
import { bidDeadlineNotice, type Notice } from '../notices/notice';
import { compareMoney, type Money, moneySchema, ZERO } from '../shared/money';
import { must } from '../shared/validation-messages';

/** A bid as it reached the opening: when it was handed in, and whether it stands. */
export interface OpeningBid {
  readonly bidder: string;
  /** ISO instant the bid was received. */
  readonly receivedAt: string;
}

/** Whether a bid reached the opening after its deadline (bidDeadline): it is refused, and listed as refused. */
export function isLateBid(bid: Pick<OpeningBid, 'receivedAt'>, deadline: string): boolean {
  return Date.parse(bid.receivedAt) > Date.parse(deadline);
}

/**
 * The deadline for bids in force, which the opening judges by: the end time of the notice published last
 * among the tender notices and the corrections that carry one — a correction moves the deadline
 * (招标投标法 第二十三条, 实施条例 第二十一条; ADR 0022), a later tender notice replaces an earlier — or
 * null while none with a deadline is out.
 */
export function bidDeadline(
  notices: readonly ({ readonly noticeType: string } & Pick<Notice, 'publishTime' | 'endTime'>)[],
): string | null {
  return bidDeadlineNotice(notices)?.endTime ?? null;
}

/** Why an opening record may not change any more, or undefined while it may: once confirmed it is locked. */
export function openingRecordLock(record: { readonly confirmedAt: string | null }): 'confirmed' | undefined {
  return record.confirmedAt === null ? undefined : 'confirmed';
}

/**
 * What a bid package does after its opening: evaluate it, or — with fewer valid bids than the law's
 * minimum (the same three as every circulation count, §5) — fail it and re-tender, the remedy the
 * circulation rules offer.
 */
export function openingOutcome(validBids: number): {
  readonly outcome: 'evaluate' | 'retender';
  readonly minimum: number;
} {
  return {
    outcome: validBids >= MIN_CIRCULATION_COUNT ? 'evaluate' : 'retender',
    minimum: MIN_CIRCULATION_COUNT,
  };
}

/**
 * Where a bid stands at the opening: valid; refused as late (received after the deadline); or refused
 * for its bond, unpaid where the package charges one (§3 bondAmount). Derived on every read from what
 * was recorded, so a deadline moved by a correction notice moves the verdicts with it.
 */
export type BidStanding = 'valid' | 'late' | 'noBond';

export function bidStanding(
  bid: { readonly receivedAt: string; readonly bondPaid: boolean },
  terms: { readonly deadline: string | null; readonly bondAmount: Money | null },
): BidStanding {
  if (terms.deadline !== null && isLateBid(bid, terms.deadline)) return 'late';
  const bondCharged = terms.bondAmount !== null && compareMoney(terms.bondAmount, ZERO) > 0;
  return bondCharged && !bid.bondPaid ? 'noBond' : 'valid';
}

const text = (max: number) => z.string().trim().min(1, must('required')).max(max, must('maxChars', { max }));

/** The longest a bid may take to deliver, in days: ten years. */
export const BID_DURATION_MAX_DAYS = 3650;

/**
 * A bid as staff enter it into the opening record: the bidder, the price (exact, in yuan and fen), the
 * duration in days, the quality commitment, whether the bond was paid, and when it was received. An `id`
 * edits that bid. The server adds whether it stands (bidStanding).
 */
export const openingBidInputSchema = z.object({
  id: z.number().int().positive().optional(),
  projectId: z.number().int().positive(),
  groupId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  bidder: text(200),
  price: moneySchema.refine((price) => compareMoney(price, ZERO) > 0, { message: must('positiveAmount') }),
  durationDays: z
    .number({ message: must('number') })
    .int(must('wholeNumber'))
    .min(1, must('minNumber', { min: 1 }))
    .max(BID_DURATION_MAX_DAYS, must('maxNumber', { max: BID_DURATION_MAX_DAYS })),
  quality: z
    .string()
    .trim()
    .max(200, must('maxChars', { max: 200 }))
    .nullish()
    .transform((value) => (value ? value : null)),
  bondPaid: z.boolean({ message: must('trueOrFalse') }),
  receivedAt: z.iso.datetime({ offset: true, message: must('dateTime') }),
});
export type OpeningBidInput = z.input<typeof openingBidInputSchema>;
export type OpeningBidFields = z.output<typeof openingBidInputSchema>;

/** Removing a bid, or confirming a package's record: which project and package. */
export const openingBidRemovalSchema = z.object({
  projectId: z.number().int().positive(),
  id: z.number().int().positive(),
});
export const openingConfirmationSchema = z.object({
  projectId: z.number().int().positive(),
  groupId: z.number().int().positive(),
});

export const openingBidSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  bidder: z.string(),
  price: moneySchema,
  durationDays: z.number().int(),
  quality: z.string().nullable(),
  bondPaid: z.boolean(),
  receivedAt: z.string(),
  standing: z.enum(['valid', 'late', 'noBond']),
});
export type OpeningRecordBid = z.infer<typeof openingBidSchema>;

/** One bid package's part of the record: its bids in the order received, and whether it is confirmed. */
export const openingPackageSchema = z.object({
  groupId: z.number().int(),
  groupNumber: z.string(),
  groupName: z.string(),
  bondAmount: moneySchema.nullable(),
  bids: z.array(openingBidSchema),
  validBids: z.number().int(),
  outcome: z.enum(['evaluate', 'retender']),
  minimum: z.number().int(),
  /** When the record was confirmed, and by whom: from then on it is locked. */
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
});
export type OpeningPackage = z.infer<typeof openingPackageSchema>;

/** The opening record (开标记录) of a project: the deadline bids are judged by, and every bid package. */
export const openingRecordSchema = z.object({
  projectId: z.number().int(),
  /** The deadline for bids in force (bidDeadline), null while none is published. */
  deadline: z.string().nullable(),
  packages: z.array(openingPackageSchema),
});
export type OpeningRecord = z.infer<typeof openingRecordSchema>;

/** What the adapters store of a bid: what was entered, no verdict (bidStanding derives it). */
export type StoredOpeningBid = Omit<OpeningRecordBid, 'standing'>;

/**
 * A package's part of the record from what is stored: each bid's standing against the deadline and the
 * package's bond, the valid ones counted against the minimum. The server and the in-memory adapter both
 * build the record with it.
 */
export function openingPackageOf(
  group: {
    readonly id: number;
    readonly groupNumber: string;
    readonly groupName: string;
    readonly bondAmount: Money | null;
  },
  bids: readonly StoredOpeningBid[],
  deadline: string | null,
  confirmation: { readonly confirmedAt: string; readonly confirmedBy: string | null } | undefined,
): OpeningPackage {
  const judged = bids
    .filter((bid) => bid.groupId === group.id)
    .map((bid) => ({ ...bid, standing: bidStanding(bid, { deadline, bondAmount: group.bondAmount }) }))
    .sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt) || a.id - b.id);
  const validBids = judged.filter((bid) => bid.standing === 'valid').length;
  return {
    groupId: group.id,
    groupNumber: group.groupNumber,
    groupName: group.groupName,
    bondAmount: group.bondAmount,
    bids: judged,
    validBids,
    ...openingOutcome(validBids),
    confirmedAt: confirmation?.confirmedAt ?? null,
    confirmedBy: confirmation?.confirmedBy ?? null,
  };
}
