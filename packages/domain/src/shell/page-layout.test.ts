import { describe, expect, it } from 'vitest';
import { pagePaddingRight } from './page-padding-right';
import { sidebarWidth } from './sidebar-width';

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
