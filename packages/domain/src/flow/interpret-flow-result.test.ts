import { describe, expect, it } from 'vitest';
import { FLOW_ACTION_FAILED } from './flow-labels';
import { interpretFlowResult } from './interpret-flow-result';

// §4: 'Result code "1" means success … Codes "3" and "4" show the server message as an error.'
describe('interpretFlowResult (§4, §8)', () => {
  it.each(['1', 1, ' 1 '])('%j is success', (code) => {
    expect(interpretFlowResult(code, 'ignored')).toEqual({ ok: true });
  });

  it.each(['3', '4', 4])('%j shows the server message', (code) => {
    expect(interpretFlowResult(code, ' 报名供应商不足3家 ')).toEqual({
      ok: false,
      reason: 'refused',
      message: { en: '报名供应商不足3家', zh: '报名供应商不足3家' },
    });
  });

  it('falls back to the generic message when "3" comes without one', () => {
    expect(interpretFlowResult('3', '  ')).toEqual({
      ok: false,
      reason: 'refused',
      message: FLOW_ACTION_FAILED,
    });
    expect(interpretFlowResult('4', null)).toEqual({
      ok: false,
      reason: 'refused',
      message: FLOW_ACTION_FAILED,
    });
  });

  it.each(['0', '2', '', null, undefined, 'ok'])(
    'treats %j as a failure with the generic message',
    (code) => {
      expect(interpretFlowResult(code, 'server text')).toEqual({
        ok: false,
        reason: 'unknown-result',
        message: FLOW_ACTION_FAILED,
      });
    },
  );
});
