import { anObjectionLogAt as logAt } from '@tender/domain/testing';
import { describe, expect, it } from 'vitest';
import { suspendedStepOf } from './objection-view';

describe('a suspended step page', () => {
  it('is suspended by the unanswered objection to the candidates (实施条例 第五十四条), with its reply day', () => {
    const suspended = suspendedStepOf(logAt('2026-11-03T02:00:00Z'), '/result-announcement');
    expect(suspended?.suspension.citation.zh).toBe('招标投标法实施条例 第五十四条');
    expect(suspended?.entry?.reply?.dueDate).toBe('2026-11-05');
  });

  it.each([
    ['a step the objection is not about', logAt('2026-11-03T02:00:00Z'), '/sign-up'],
    [
      'once answered',
      logAt('2026-11-03T02:00:00Z', { objection_status: '已处理' as const }),
      '/result-announcement',
    ],
    ['under 政府采购法', logAt('2026-11-03T02:00:00Z', {}, 'procurement'), '/result-announcement'],
    ['before the log is read', undefined, '/result-announcement'],
  ])('is not suspended: %s', (_name, log, router) => {
    expect(suspendedStepOf(log, router)).toBeUndefined();
  });
});
