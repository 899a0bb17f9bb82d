import { z } from 'zod';
import { must } from '../shared/validation-messages';

/**
 * The unified social credit code (统一社会信用代码) of GB 32100-2015: 18 characters from a 31-character
 * alphabet (digits and capitals without I, O, S, V, Z). Characters 3–8 are the administrative division
 * (digits); the 18th is a check character over the first 17, weighted by 3^i mod 31.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const CREDIT_CODE_LENGTH = 18;

/** The check character the first 17 characters call for; `body` must already have the code's shape. */
export function creditCodeCheckCharacter(body: string): string {
  let sum = 0;
  for (let index = 0; index < WEIGHTS.length; index += 1) {
    sum += ALPHABET.indexOf(body[index]!) * WEIGHTS[index]!;
  }
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

export type CreditCodeProblem =
  | { readonly kind: 'format' }
  | { readonly kind: 'checkCharacter'; readonly expected: string };

/** What is wrong with a code (already trimmed and upper-cased), or null for a valid one. */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  if (!SHAPE.test(code)) return { kind: 'format' };
  const expected = creditCodeCheckCharacter(code);
  return code[CREDIT_CODE_LENGTH - 1] === expected ? null : { kind: 'checkCharacter', expected };
}

/** A code as people type it: spaces dropped, letters upper-cased (the alphabet has capitals only). */
export function normaliseCreditCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The field schema the forms and the server share: normalised, then checked, each problem with its message. */
export const creditCodeSchema = z
  .string()
  .transform(normaliseCreditCode)
  .superRefine((code, context) => {
    if (code.length === 0) {
      context.addIssue({ code: 'custom', message: must('required') });
      return;
    }
    const problem = creditCodeProblem(code);
    if (problem?.kind === 'format') context.addIssue({ code: 'custom', message: must('creditCodeFormat') });
    if (problem?.kind === 'checkCharacter') {
      context.addIssue({ code: 'custom', message: must('creditCodeCheck', { expected: problem.expected }) });
    }
  });
