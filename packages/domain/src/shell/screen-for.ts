import { BREAKPOINTS } from './constants';

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
