import { z } from 'zod';
import { STATUTES } from '../compliance/statutory-citations';
import type { Label } from '../shared/labels';
import { fromFen, type Money, moneySchema, toFen } from '../shared/money';
import { must } from '../shared/validation-messages';

/**
 * The tendering agency's service fee (招标代理服务费) by the reference rates of 计价格〔2002〕1980号
 * (招标代理服务收费管理暂行办法, 附件 招标代理服务收费标准) as revised by 发改价格〔2011〕534号, which
 * replaced the table's bands above 1亿元 (1980号 had 1亿–10亿 0.05 % and 10亿以上 0.01 %): the winning
 * amount (中标金额) is cut into bands, each band charged at its rate for the kind of tender, and the charges
 * added up (差额定率累进计费, as the note to the table explains with its worked example). Since
 * 发改价格〔2015〕299号 freed these fees from government pricing (实行市场调节价), the table is a reference
 * the agency and its client agree from: the agreed discount comes off it, and the agreed minimum is the
 * least charged. Exact: fen as bigint, rates in hundred-thousandths, one rounding (half up to the fen) at
 * the end.
 */
export type AgencyFeeKind = 'goods' | 'services' | 'works';

export const AGENCY_FEE_KINDS = ['goods', 'services', 'works'] as const;

/** 10,000 yuan (万元) in fen. */
const WAN = 1_000_000n;

/** A band's upper bound in 万元 (null: no bound) and its rate per kind, in hundred-thousandths (1.5 % = 1500). */
interface FeeBand {
  readonly upToWan: bigint | null;
  readonly rates: Readonly<Record<AgencyFeeKind, bigint>>;
}

const band = (upToWan: bigint | null, goods: bigint, services: bigint, works: bigint): FeeBand => ({
  upToWan,
  rates: { goods, services, works },
});

/**
 * 招标代理服务收费标准, 货物 / 服务 / 工程: the bands to 1亿元 as 计价格〔2002〕1980号 附件 sets them; those
 * above (1亿–5亿 0.05 %, 5亿–10亿 0.035 %, 10亿–50亿 0.008 %, 50亿–100亿 0.006 %, 100亿以上 0.004 %, the
 * same for every kind) as 发改价格〔2011〕534号 revised them.
 */
export const AGENCY_FEE_BANDS: readonly FeeBand[] = [
  band(100n, 1500n, 1500n, 1000n),
  band(500n, 1100n, 800n, 700n),
  band(1000n, 800n, 450n, 550n),
  band(5000n, 500n, 250n, 350n),
  band(10000n, 250n, 100n, 200n),
  band(50000n, 50n, 50n, 50n),
  band(100000n, 35n, 35n, 35n),
  band(500000n, 8n, 8n, 8n),
  band(1000000n, 6n, 6n, 6n),
  band(null, 4n, 4n, 4n),
];

const RATE_DENOMINATOR = 100_000n;

/**
 * The documents the rates come from, cited as the agencies cite them (the annex has no article numbers):
 * 1980号's table as 534号 revised it, a reference since 299号 freed the fees from government pricing.
 */
export const AGENCY_FEE_CITATION: Label = {
  zh: `计价格〔2002〕1980号 ${STATUTES.agencyFeeMeasures.zh} 附件 招标代理服务收费标准（经发改价格〔2011〕534号调整；发改价格〔2015〕299号放开后为参考标准）`,
  en: `Ji Jia Ge [2002] No. 1980, ${STATUTES.agencyFeeMeasures.en}, annex: tendering agency service fee rates (as revised by Fa Gai Jia Ge [2011] No. 534; a reference since Fa Gai Jia Ge [2015] No. 299 freed the fees from government pricing)`,
};

/** Divides rounding half up (the amounts are never negative). */
function roundedDivision(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** The reference fee of a winning amount: each band's part at its rate, added up, rounded once. */
export function referenceAgencyFee(kind: AgencyFeeKind, winningAmount: Money): Money {
  const amount = toFen(winningAmount);
  let charged = 0n;
  let lower = 0n;
  for (const { upToWan, rates } of AGENCY_FEE_BANDS) {
    const upper = upToWan === null ? amount : upToWan * WAN;
    if (amount <= lower) break;
    const part = (amount < upper ? amount : upper) - lower;
    charged += part * rates[kind];
    lower = upper;
  }
  return fromFen(roundedDivision(charged, RATE_DENOMINATOR));
}

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** Who pays the fee: the tenderer or purchaser (招标人/采购人), or the winning bidder (中标人), §3 isPurchaserPay. */
export const FEE_PAYERS = ['purchaser', 'winningBidder'] as const;
export const INVOICE_STATUSES = ['notInvoiced', 'invoiced', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A package's fee as staff set it: the kind, the winning amount, the discount off, the minimum, the payer. */
export const agencyFeeInputSchema = z.object({
  projectId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  groupId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  kind: z.enum(AGENCY_FEE_KINDS, { message: must('choice') }),
  winningAmount: moneySchema,
  /** The percent taken off the reference fee ("20" for 八折), 0 to 100 with two decimals. */
  discountPercent: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((text) => PERCENT.test(text) && Number(text) <= 100, { message: must('percentage') })
    .default('0'),
  minimum: moneySchema.nullish().transform((value) => value ?? null),
  payer: z.enum(FEE_PAYERS, { message: must('choice') }),
});
export type AgencyFeeInput = z.input<typeof agencyFeeInputSchema>;
export type AgencyFeeFields = z.output<typeof agencyFeeInputSchema>;

export const invoiceStatusInputSchema = z.object({
  projectId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  groupId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  invoiceStatus: z.enum(INVOICE_STATUSES, { message: must('choice') }),
});

/** The fee worked out: the reference, after the discount, and the fee charged (never under the minimum). */
export interface AgencyFeeAmounts {
  readonly reference: Money;
  readonly discounted: Money;
  readonly fee: Money;
}

/** Hundredths of a percent of a text percent with at most two decimals ("12.5" → 1250). */
function basisOf(percent: string): bigint {
  const [whole = '0', fraction = ''] = percent.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

export function agencyFeeOf(
  fields: Pick<AgencyFeeFields, 'kind' | 'winningAmount' | 'discountPercent' | 'minimum'>,
): AgencyFeeAmounts {
  const reference = referenceAgencyFee(fields.kind, fields.winningAmount);
  const kept = 10_000n - basisOf(fields.discountPercent);
  const discountedFen = roundedDivision(toFen(reference) * kept, 10_000n);
  const minimumFen = fields.minimum === null ? 0n : toFen(fields.minimum);
  return {
    reference,
    discounted: fromFen(discountedFen),
    fee: fromFen(discountedFen < minimumFen ? minimumFen : discountedFen),
  };
}

export const agencyFeeSchema = z.object({
  groupId: z.number().int(),
  kind: z.enum(AGENCY_FEE_KINDS),
  winningAmount: moneySchema,
  discountPercent: z.string(),
  minimum: moneySchema.nullable(),
  payer: z.enum(FEE_PAYERS),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  reference: moneySchema,
  discounted: moneySchema,
  fee: moneySchema,
});
export type AgencyFee = z.infer<typeof agencyFeeSchema>;

/** A fee as the adapters store it: its package and terms, and its invoice status. */
export type StoredAgencyFee = Omit<AgencyFee, 'reference' | 'discounted' | 'fee'>;

/** A package of the fee panel, with its fee once set. */
export const agencyFeePackageSchema = z.object({
  groupId: z.number().int(),
  groupNumber: z.string(),
  groupName: z.string(),
  fee: agencyFeeSchema.nullable(),
});

/** The fees of a project (AgencyFee/Get): each package, with its fee worked out where one is set. */
export const agencyFeesSchema = z.object({
  projectId: z.number().int(),
  citation: z.object({ en: z.string(), zh: z.string() }),
  packages: z.array(agencyFeePackageSchema),
});
export type AgencyFees = z.infer<typeof agencyFeesSchema>;

/** The fees of a project from what is stored: the server and the in-memory adapter both answer with it. */
export function agencyFeesOf(
  projectId: number,
  packages: readonly { readonly id: number; readonly groupNumber: string; readonly groupName: string }[],
  fees: readonly StoredAgencyFee[],
): AgencyFees {
  return {
    projectId,
    citation: AGENCY_FEE_CITATION,
    packages: packages.map((group) => {
      const stored = fees.find((fee) => fee.groupId === group.id);
      return {
        groupId: group.id,
        groupNumber: group.groupNumber,
        groupName: group.groupName,
        fee: stored ? { ...stored, ...agencyFeeOf(stored) } : null,
      };
    }),
  };
}
