import { z } from 'zod';
import { nonTenderingMethodCodes } from '../projects/bidding-method';

const METHOD_REQUIRED = '请选择非招标方式';
const WAY_REQUIRED = '请输入交易方式';
const RESULT_REQUIRED = '请输入成交结果';

/** A required text: blanks count as missing, so they get the "required" message, not a length one. */
function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** The change-tendering-method form (§5): a non-tendering method, the transaction way and the result. */
export const changeMethodSchema = z.object({
  // The enum's own message also covers a missing or blank value: the user simply has not chosen yet.
  nonTenderingMethod: z.enum(nonTenderingMethodCodes, { error: METHOD_REQUIRED }),
  transactionWay: requiredText(WAY_REQUIRED, 200, '交易方式不能超过200个字'),
  transactionResult: requiredText(RESULT_REQUIRED, 2000, '成交结果不能超过2000个字'),
  /**
   * The approving authority's document, uploaded (ADR 0023): a failed tender changes its method only
   * with it (changeMethodOnFailure); it is stored as a project file of usage "12".
   */
  approvalDocument: z
    .object({ fileId: z.string().trim().min(1).max(500), fileName: z.string().trim().min(1).max(255) })
    .optional(),
});
export type ChangeMethodInput = z.input<typeof changeMethodSchema>;
export type ChangeMethod = z.output<typeof changeMethodSchema>;
