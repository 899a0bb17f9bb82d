import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeProjectTab, openProjectTab } from './project-tabs';

describe('closeProjectTab (§2 Operation screen)', () => {
  it.each([
    // "Closing the active tab switches to the last remaining tab"
    [[1, 2, 3], 2, 2, { open: [1, 3], active: 3 }],
    [[1, 2, 3], 3, 3, { open: [1, 2], active: 2 }],
    [[1, 2, 3], 1, 1, { open: [2, 3], active: 3 }],
    // "or to the manage list if none remain"
    [[7], 7, 7, { navigate: '/manage/index' }],
    [[], null, 7, { navigate: '/manage/index' }],
    // an inactive tab keeps the active one
    [[1, 2, 3], 1, 3, { open: [1, 2], active: 1 }],
    [[1, 2, 3], 3, 1, { open: [2, 3], active: 3 }],
    // nothing shown (or a stale active id): show the last remaining tab
    [[1, 2, 3], null, 2, { open: [1, 3], active: 3 }],
    [[1, 2, 3], 9, 2, { open: [1, 3], active: 3 }],
    // closing a project that is not open changes nothing but still settles the active tab
    [[1, 2], 1, 9, { open: [1, 2], active: 1 }],
  ] as const)('open %j, active %j, close %j → %j', (open, active, closing, expected) => {
    expect(closeProjectTab<number>(open, active, closing)).toEqual(expected);
  });

  it('works with string ids', () => {
    expect(closeProjectTab(['a', 'b'], 'b', 'b')).toEqual({ open: ['a'], active: 'a' });
  });

  it('always shows an open tab, or leaves for the manage list only when none remain', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(9)), fc.option(fc.nat(9)), fc.nat(9), (open, active, closing) => {
        const result = closeProjectTab(open, active, closing);
        if ('navigate' in result) return open.every((id) => id === closing);
        return (
          !result.open.includes(closing) && result.active !== null && result.open.includes(result.active)
        );
      }),
    );
  });
});

describe('openProjectTab', () => {
  it.each([
    [[], 5, { open: [5], active: 5 }],
    [[1, 2], 5, { open: [1, 2, 5], active: 5 }],
    [[1, 5, 2], 5, { open: [1, 5, 2], active: 5 }],
  ] as const)('open %j, open %j → %j', (open, id, expected) => {
    expect(openProjectTab<number>(open, id)).toEqual(expected);
  });

  it('never duplicates a tab', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5)), (ids) => {
        const final = ids.reduce<number[]>((open, id) => [...openProjectTab(open, id).open], []);
        return new Set(final).size === final.length;
      }),
    );
  });
});
