import type { Label } from '../shared/labels';
import { FLOW_ACTION_FAILED } from './flow-labels';
import { FlowResultCode } from './flow-record';

/**
 * What the screen does with a flow reply: move on, or show an error. `refused` is code "3" or "4" and
 * carries the server's own text (a generic one if the server sent none); `unknown-result` is any other
 * code, shown with the generic message.
 */
export type FlowResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'refused' | 'unknown-result'; readonly message: Label };

/** Reads the result code of a flow action (§4): "1" success; "3" and "4" show the server message as an error. */
export function interpretFlowResult(
  code: string | number | null | undefined,
  msg: string | null | undefined,
): FlowResult {
  // The legacy server sometimes sends the code as a number.
  const text = code === null || code === undefined ? '' : String(code).trim();
  if (text === FlowResultCode.Success) return { ok: true };
  if (text === FlowResultCode.Refused || text === FlowResultCode.Failed) {
    const message = msg?.trim();
    // The server writes its message in one language; both locales show it as it is.
    return {
      ok: false,
      reason: 'refused',
      message: message ? { en: message, zh: message } : FLOW_ACTION_FAILED,
    };
  }
  return { ok: false, reason: 'unknown-result', message: FLOW_ACTION_FAILED };
}
