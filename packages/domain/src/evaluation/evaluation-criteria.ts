import { z } from 'zod';
import { must } from '../shared/validation-messages';
import type { Centipoints } from './points';

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
});
export type Criterion = z.infer<typeof criterionSchema>;

/** What all the weighted criteria of a package add up to: 100 points. */
export const FULL_MARKS: Centipoints = 10_000;
