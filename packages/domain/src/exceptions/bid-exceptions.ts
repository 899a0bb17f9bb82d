import type { CodeTable } from '../shared/labels';

/** The bid exceptions of the exception modal, in the modal's order (§2 operation screen, §4). */
export const BID_EXCEPTIONS = {
  processJump: { en: 'Process jump', zh: '流程跳转' },
  editInformation: { en: 'Edit information', zh: '修改信息' },
  terminate: { en: 'Terminate project', zh: '终止项目' },
  retender: { en: 'Re-tender', zh: '重新招标' },
  reevaluate: { en: 'Re-evaluate', zh: '重新评标' },
  changeMethod: { en: 'Change tendering method', zh: '变更招标方式' },
  cancel: { en: 'Cancel project', zh: '取消项目' },
} as const satisfies CodeTable<string>;
export type BidException = keyof typeof BID_EXCEPTIONS;

/** The exception kinds in the modal's order. */
export const BID_EXCEPTION_KINDS = Object.keys(BID_EXCEPTIONS) as [BidException, ...BidException[]];

/** Whether a string names a bid exception (for input from the CLI or the wire). */
export function isBidException(value: unknown): value is BidException {
  return typeof value === 'string' && Object.hasOwn(BID_EXCEPTIONS, value);
}
