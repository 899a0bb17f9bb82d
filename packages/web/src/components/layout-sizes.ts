import { normalisePath } from '@tender/domain';

/** The sizes and breakpoints of §9 that the layout is drawn with. */
export const SIDEBAR_WIDTH_PX = 256;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80;
/** A tab of the multi-tab bar and of the operation screen's projects. */
export const TAB_WIDTH_PX = 206;
/** Right page padding, except on /create-project/index. */
export const PAGE_PADDING_RIGHT_PX = 15;
export const PAGE_PADDING_EXEMPT_PATH = '/create-project/index';
export const BREAKPOINTS = { mobileMaxPx: 576, desktopMinPx: 1200 } as const;

/** The sidebar's width in px (§9): 256, or 80 when collapsed. */
export function sidebarWidth(collapsed: boolean): number {
  return collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX;
}

/** The page's right padding in px (§9): 15, except 0 on /create-project/index, whose sub-application lays out edge to edge. */
export function pagePaddingRight(pathname: string): number {
  return normalisePath(pathname) === PAGE_PADDING_EXEMPT_PATH ? 0 : PAGE_PADDING_RIGHT_PX;
}

/** The screen classes of §9 that the layout adapts to. */
export type Screen = 'mobile' | 'tablet' | 'desktop';

/**
 * The screen class of a viewport width (§9 "mobile up to 576 px, tablet 576–1199 px, desktop 1200 px and
 * above"). 576 itself is tablet, since the tablet range names it (and antd's sm starts there): mobile is
 * below 576. Fractional widths from zoom fall by the same comparisons (1199.5 is tablet).
 */
export function screenFor(widthPx: number): Screen {
  if (widthPx < BREAKPOINTS.mobileMaxPx) return 'mobile';
  if (widthPx < BREAKPOINTS.desktopMinPx) return 'tablet';
  return 'desktop';
}
