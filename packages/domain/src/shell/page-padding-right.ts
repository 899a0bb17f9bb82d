import { PAGE_PADDING_EXEMPT_PATH, PAGE_PADDING_RIGHT_PX } from './constants';
import { normalisePath } from './normalise-path';

/** The page's right padding in px (§9): 15, except 0 on /create-project/index, whose sub-application lays out edge to edge. */
export function pagePaddingRight(pathname: string): number {
  return normalisePath(pathname) === PAGE_PADDING_EXEMPT_PATH ? 0 : PAGE_PADDING_RIGHT_PX;
}
