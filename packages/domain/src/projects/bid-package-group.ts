import { z } from 'zod';
import { moneySchema } from '../shared/money';

/** "是" in isPurchaserPay means the tenderer (purchaser) pays the service fee (§3). */
export const PURCHASER_PAYS = '是';

const percentSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, 'must be a percentage with at most four decimals'))
  .refine((v) => Number(v) <= 100, 'must be at most 100');

/** A bid package group (sGroupList). The service fee is a discount percent or a fixed value, never both. */
export const bidPackageGroupSchema = z
  .object({
    id: z.number().int().positive().optional(),
    groupSort: z.number().int().min(0).default(0),
    groupNumber: z.string().trim().min(1, 'is required').max(50),
    groupName: z.string().trim().min(1, 'is required').max(200),
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
    message: 'give the service fee as a percent or a fixed value, not both',
    path: ['serviceValue'],
  });
export type BidPackageGroup = z.infer<typeof bidPackageGroupSchema>;
