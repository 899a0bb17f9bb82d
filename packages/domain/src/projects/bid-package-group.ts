import { z } from 'zod';
import { moneySchema } from '../shared/money';
import { must } from '../shared/validation-messages';

/** "是" in isPurchaserPay means the tenderer (purchaser) pays the service fee (§3). */
export const PURCHASER_PAYS = '是';

const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;

/** A discount percent as text ("0.5"), at most 100 with four decimals; a codec so replies encode back. */
const percentSchema = z.codec(z.union([z.string(), z.number()]), z.string(), {
  decode: (value, ctx) => {
    const text = String(value).trim();
    if (!PERCENT.test(text) || Number(text) > 100) {
      ctx.issues.push({
        code: 'custom',
        message: must('percentage'),
        input: value,
      });
      return z.NEVER;
    }
    return text;
  },
  encode: (text) => text,
});

/** A bid package group (sGroupList). The service fee is a discount percent or a fixed value, never both. */
export const bidPackageGroupSchema = z
  .object({
    id: z.number().int().positive().optional(),
    groupSort: z.number().int().min(0).default(0),
    groupNumber: z.string().trim().min(1, must('required')).max(50),
    groupName: z.string().trim().min(1, must('required')).max(200),
    groupContent: z.string().max(5000).nullish(),
    purchaserType: z.string().max(50).nullish(),
    groupBudget: moneySchema.nullish(),
    quotedType: z.string().max(50).nullish(),
    isGroupBid: z.boolean().default(false),
    /** Empty means the bond is not charged. */
    bondAmount: moneySchema.nullish(),
    servicePercent: percentSchema.nullish(),
    serviceValue: moneySchema.nullish(),
    isPurchaserPay: z.enum(['是', '否']).nullish(),
    investorQualification: z.string().max(2000).nullish(),
  })
  .refine((g) => g.servicePercent == null || g.serviceValue == null, {
    message: must('serviceFeeEither'),
    path: ['serviceValue'],
  });
export type BidPackageGroup = z.infer<typeof bidPackageGroupSchema>;

/**
 * Which stored bid packages a save keeps, adds and removes. A package keeps its id across edits — the
 * opening record and the sign-ups name it (ADR 0019) — matched by the id the form sent back, else
 * by its number ("包1"); the rest are new, and stored ones no longer named are removed.
 */
export function matchBidPackages(
  stored: readonly { readonly id: number; readonly groupNumber: string }[],
  groups: readonly { readonly id?: number | undefined; readonly groupNumber: string }[],
): { kept: Map<number, number>; added: number[]; removed: number[] } {
  const free = new Set(stored.map((group) => group.id));
  const kept = new Map<number, number>();
  const take = (index: number, id: number | undefined) => {
    if (id === undefined || !free.has(id)) return;
    free.delete(id);
    kept.set(index, id);
  };
  for (const [index, group] of groups.entries()) take(index, group.id);
  for (const [index, group] of groups.entries()) {
    if (kept.has(index)) continue;
    take(index, stored.find((s) => free.has(s.id) && s.groupNumber === group.groupNumber.trim())?.id);
  }
  return {
    kept,
    added: groups.map((_group, index) => index).filter((index) => !kept.has(index)),
    removed: [...free],
  };
}
