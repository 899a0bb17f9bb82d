import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagePaddingRight, screenFor, sidebarWidth } from './layout-sizes';

describe('pagePaddingRight (§9 "Page padding is 15px right, except on /create-project/index")', () => {
  it.each([
    ['/create-project/index', 0],
    ['/create-project/index/', 0],
    ['/create-project', 15],
    ['/create-project/index/step', 15],
    ['/home/index', 15],
    ['/', 15],
  ])('%s → %i', (pathname, padding) => {
    expect(pagePaddingRight(pathname)).toBe(padding);
  });
});

describe('sidebarWidth (§9 "Sidebar width 256 px, or 80 px when collapsed")', () => {
  it.each([
    [false, 256],
    [true, 80],
  ])('collapsed %s → %i', (collapsed, width) => {
    expect(sidebarWidth(collapsed)).toBe(width);
  });
});

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
