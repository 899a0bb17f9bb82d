import { z } from 'zod';
import { must } from '../shared/validation-messages';
import type { Centipoints } from './points';

/**
 * How a price criterion scores a bid (ADR 0019): by default the lowest valid price ÷ the bid's price ×
 * the weight (低价优先); or the weight less a deduction for every percent the bid lies away from a base
 * price — the lowest valid price, or their average (基准价法) — never below zero.
 */
export const priceFormulaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lowest') }),
  z.object({
    kind: z.literal('deduction'),
    base: z.enum(['lowest', 'average'], { message: must('choice') }),
    /** Centipoints taken off for each percent away from the base. */
    pointsPerPercent: z
      .number()
      .int()
      .min(1, must('minNumber', { min: 0.01 }))
      .max(10_000),
  }),
]);
export type PriceFormula = z.infer<typeof priceFormulaSchema>;

/**
 * A criterion of the comprehensive scoring method (综合评分法): the price, scored by formula; a criterion
 * each expert scores in points up to its weight; or a pass/fail review (the qualification variant), where
 * a failing mark must say why.
 */
export const criterionSchema = z.object({
  key: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(40, must('maxChars', { max: 40 })),
  name: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(100, must('maxChars', { max: 100 })),
  kind: z.enum(['price', 'points', 'passFail'], { message: must('choice') }),
  /** The criterion's weight in centipoints (0 for a pass/fail review). */
  weight: z.number().int().min(0).max(10_000),
  /** A price criterion's formula; none: the default (lowest ÷ price × weight). */
  formula: priceFormulaSchema.optional(),
});
export type Criterion = z.infer<typeof criterionSchema>;

/** What all the weighted criteria of a package add up to: 100 points. */
export const FULL_MARKS: Centipoints = 10_000;
