import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import { assertPublishable } from './notice';

describe('publishing a notice', () => {
  it('needs a tender notice’s deadline for bids, naming endTime', () => {
    const error = (() => {
      try {
        assertPublishable({ noticeType: '0', endTime: null });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual([
      { field: 'endTime', message: 'is required: a tender notice is published with its deadline for bids' },
    ]);
    expect(() => assertPublishable({ noticeType: '0', endTime: '2026-12-15T01:30:00.000Z' })).not.toThrow();
  });

  it.each(['1', '4', '5'] as const)('publishes a notice of type %s without one', (noticeType) => {
    expect(() => assertPublishable({ noticeType, endTime: null })).not.toThrow();
  });
});
