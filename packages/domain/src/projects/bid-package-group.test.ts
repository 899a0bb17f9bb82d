import { describe, expect, it } from 'vitest';
import { matchBidPackages } from './bid-package-group';

describe('matchBidPackages', () => {
  const stored = [
    { id: 11, groupNumber: '包1' },
    { id: 12, groupNumber: '包2' },
    { id: 13, groupNumber: '包3' },
  ];

  it('keeps a package by the id sent back, else by its number; the rest are added or removed', () => {
    const { kept, added, removed } = matchBidPackages(stored, [
      { id: 12, groupNumber: '包1' },
      { groupNumber: ' 包1 ' },
      { groupNumber: '包4' },
      { id: 99, groupNumber: '包5' },
    ]);
    expect([...kept]).toEqual([
      [0, 12],
      [1, 11],
    ]);
    expect(added).toEqual([2, 3]);
    expect(removed).toEqual([13]);
  });

  it('never hands one stored package to two', () => {
    const { kept, added } = matchBidPackages(stored, [{ groupNumber: '包1' }, { groupNumber: '包1' }]);
    expect([...kept]).toEqual([[0, 11]]);
    expect(added).toEqual([1]);
  });
});
