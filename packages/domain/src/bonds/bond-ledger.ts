import { z } from 'zod';
import { type ComplianceSources, complianceFactsOf } from '../compliance/compliance-facts';
import type { WorkingCalendar } from '../compliance/holiday-calendar';
import { CHINA_WORKING_CALENDAR } from '../compliance/holiday-calendars';
import { regimeOf } from '../compliance/procurement-regime';
import { type BondFact, bondRefundBounds } from '../compliance/statutory-bounds';
import { cite, STATUTES } from '../compliance/statutory-citations';
import type { Label } from '../shared/labels';
import { compareMoney, type Money, moneySchema, ZERO } from '../shared/money';
import { must } from '../shared/validation-messages';
import { bondCap, bondKindOf } from './bond-caps';

/**
 * The bid bond ledger (投标保证金台账) of a project: each bond a bidder paid for a package — how much, on
 * which day, from whose account — and its refund. A bond is refunded with its interest (招标投标法实施条例
 * 第五十七条: 投标保证金及银行同期存款利息) by the day the refund bound sets (bondRefundBounds), which the
 * ledger shows per bond and the project's deadlines report lays out per bidder. Money is exact (money.ts).
 */

const text = (max: number) => z.string().trim().min(1, must('required')).max(max, must('maxChars', { max }));
const id = z
  .number({ message: must('required') })
  .int()
  .positive();
const day = z.iso.date({ message: must('date') });

/**
 * A bond paid, as staff enter it; an `id` edits that entry (marking the winner once the award is known).
 * `payerName` is the holder of the account the money came from, which should be the bidder itself
 * (实施条例 第二十六条: a bidder of a project tendered by law pays a cash bond from its own basic account).
 */
export const bondPaymentInputSchema = z.object({
  id: id.optional(),
  projectId: id,
  groupId: id,
  bidder: text(200),
  amount: moneySchema.refine((amount) => compareMoney(amount, ZERO) > 0, { message: must('positiveAmount') }),
  paidOn: day,
  payerName: text(200),
  payerAccount: z
    .string()
    .trim()
    .max(64, must('maxChars', { max: 64 }))
    .nullish()
    .transform((value) => (value ? value : null)),
  winner: z.boolean({ message: must('trueOrFalse') }).default(false),
});
export type BondPaymentInput = z.input<typeof bondPaymentInputSchema>;
export type BondPaymentFields = z.output<typeof bondPaymentInputSchema>;

/** A bond's refund: the day, and the interest paid with it (empty when none was due or paid). */
export const bondRefundInputSchema = z.object({
  projectId: id,
  id,
  refundedOn: day,
  interest: moneySchema.nullish().transform((value) => value ?? null),
});
export type BondRefundInput = z.input<typeof bondRefundInputSchema>;
export type BondRefundFields = z.output<typeof bondRefundInputSchema>;

/** A bond as the adapters store it. */
export interface StoredBond {
  readonly id: number;
  readonly groupId: number;
  readonly bidder: string;
  readonly amount: Money;
  readonly paidOn: string;
  readonly payerName: string;
  readonly payerAccount: string | null;
  readonly winner: boolean;
  readonly refundedOn: string | null;
  readonly interest: Money | null;
  /** The day it falls due in a termination's refund batch (refundBatchOf); null or absent outside one. */
  readonly refundDueOn?: string | null;
}

const labelSchema = z.object({ en: z.string(), zh: z.string() });

export const bondEntrySchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  bidder: z.string(),
  amount: moneySchema,
  paidOn: z.string(),
  payerName: z.string(),
  payerAccount: z.string().nullable(),
  winner: z.boolean(),
  refundedOn: z.string().nullable(),
  interest: moneySchema.nullable(),
  /**
   * Due for refund in a termination's batch, by this day (实施条例 第三十一条; 87号令 第二十九条); null
   * outside one.
   */
  refundDueOn: z.string().nullable(),
  /** False when the money came from another's account: the ledger flags it (实施条例 第二十六条). */
  payerIsBidder: z.boolean(),
  /** The refund bound of this bond; null where the regime has none. */
  refund: z
    .object({
      dueDate: z.string().nullable(),
      status: z.enum(['waiting', 'open', 'met', 'missed', 'broken']),
      citation: labelSchema,
    })
    .nullable(),
});
export type BondEntry = z.infer<typeof bondEntrySchema>;

export const bondLedgerPackageSchema = z.object({
  groupId: z.number().int(),
  groupNumber: z.string(),
  groupName: z.string(),
  /** The bond the package asks (§3 bondAmount); null when it charges none. */
  bondAmount: moneySchema.nullable(),
  /** The package's estimate or budget (§3 groupBudget) the 2 % is taken of. */
  estimate: moneySchema.nullable(),
  /** The most a bond may be (bondCap), and the article of the cap that binds. */
  cap: moneySchema.nullable(),
  capCitation: labelSchema.nullable(),
});
export type BondLedgerPackage = z.infer<typeof bondLedgerPackageSchema>;

export const bondLedgerSchema = z.object({
  projectId: z.number().int(),
  regime: z.enum(['tendering', 'procurement']),
  packages: z.array(bondLedgerPackageSchema),
  entries: z.array(bondEntrySchema),
  /** The article behind the payer flag, shown beside it. */
  payerCitation: labelSchema,
});
export type BondLedger = z.infer<typeof bondLedgerSchema>;

/** 实施条例 第二十六条: the bond comes from the bidder's own basic account. */
export const BOND_PAYER_CITATION: Label = cite(STATUTES.tenderingRegulations, 26);

/** A name as compared: no spaces, and full-width parentheses as half-width (（北京）→ (北京)). */
function comparableName(name: string): string {
  return name.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');
}

/** Whether the account holder who paid a bond is the bidder itself. */
export function payerIsBidder(bond: Pick<StoredBond, 'bidder' | 'payerName'>): boolean {
  return comparableName(bond.bidder) === comparableName(bond.payerName);
}

/** A package as the ledger reads it: its number, name, bond, budget and category (§3). */
export interface BondPackageSource {
  readonly id: number;
  readonly groupNumber: string;
  readonly groupName: string;
  readonly bondAmount: Money | null;
  readonly groupBudget: Money | null;
  readonly purchaserType: string | null;
}

/** The refund bound's facts of the stored bonds: whom each is about, and its refund. */
export function bondFactsOf(
  packages: readonly Pick<BondPackageSource, 'id' | 'groupNumber'>[],
  bonds: readonly Pick<StoredBond, 'groupId' | 'bidder' | 'winner' | 'refundedOn'>[],
): BondFact[] {
  return bonds.map((bond) => {
    const group = packages.find((p) => p.id === bond.groupId);
    return {
      subject: group ? `${group.groupNumber} ${bond.bidder}` : bond.bidder,
      winner: bond.winner,
      refundedOn: bond.refundedOn,
    };
  });
}

/** The cap of a package's bond under the project's regime (bondCap). */
export function packageBondCap(
  project: Pick<ComplianceSources['project'], 'biddingMethod' | 'capitalSource'>,
  group: Pick<BondPackageSource, 'groupBudget' | 'purchaserType'>,
) {
  return bondCap({
    regime: regimeOf(project),
    kind: bondKindOf(group.purchaserType),
    estimate: group.groupBudget,
  });
}

/**
 * The ledger of a project from what is stored: its packages with their caps, and each bond (in the order
 * given) with its payer flag and its refund bound at `now`. The server and the in-memory adapter both
 * build it here, as the deadlines report lays the same bounds out (complianceFactsOf).
 */
export function bondLedgerOf(
  projectId: number,
  sources: ComplianceSources,
  packages: readonly BondPackageSource[],
  bonds: readonly StoredBond[],
  now: Date,
  calendar: WorkingCalendar = CHINA_WORKING_CALENDAR,
): BondLedger {
  const facts = complianceFactsOf({ ...sources, bonds: bondFactsOf(packages, bonds) });
  const bounds = bondRefundBounds(facts, calendar, now);
  return {
    projectId,
    regime: regimeOf(sources.project),
    packages: packages.map((group) => {
      const cap = packageBondCap(sources.project, group);
      return {
        groupId: group.id,
        groupNumber: group.groupNumber,
        groupName: group.groupName,
        bondAmount: group.bondAmount,
        estimate: group.groupBudget,
        cap: cap.amount,
        capCitation: cap.citation,
      };
    }),
    entries: bonds.map((bond, index) => {
      const bound = bounds[index];
      return {
        ...bond,
        refundDueOn: bond.refundDueOn ?? null,
        payerIsBidder: payerIsBidder(bond),
        refund: bound ? { dueDate: bound.dueDate, status: bound.status, citation: bound.citation } : null,
      };
    }),
    payerCitation: BOND_PAYER_CITATION,
  };
}
