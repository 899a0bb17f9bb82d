import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { screenFor } from './screen-for';

describe('screenFor (§9 "mobile up to 576 px, tablet 576–1199 px, desktop 1200 px and above")', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [575, 'mobile'],
    [575.9, 'mobile'],
    [576, 'tablet'],
    [768, 'tablet'],
    [1199, 'tablet'],
    [1199.5, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%d px → %s', (width, screen) => {
    expect(screenFor(width)).toBe(screen);
  });

  it('never goes down as the width grows', () => {
    const rank = { mobile: 0, tablet: 1, desktop: 2 };
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        return rank[screenFor(narrow)] <= rank[screenFor(wide)];
      }),
    );
  });
});
