import type { ConfigProviderProps } from 'antd';
import type { CSSProperties } from 'react';

/**
 * What every antd component of a kind does by default, so no page scrolls sideways on a phone (§9
 * mobile; the 375 px journey walks every route). A table wider than its box scrolls inside the box —
 * where it fits nothing changes, unlike a `scroll.x` that stops its cells wrapping on a desktop too. A
 * date range picker (two inputs side by side, ~280 px) shrinks to its row.
 */
export const ANTD_DEFAULTS = {
  table: { styles: { content: { overflowX: 'auto' } } },
  rangePicker: { style: { maxWidth: '100%' } },
} as const satisfies ConfigProviderProps;

/**
 * For a wide item of an inline form (a date range): antd keeps an inline item's label and field on one
 * line at their own width; held to its row, the item puts its label above the field on a phone instead.
 */
export const FIT_ROW: CSSProperties = { maxWidth: '100%' };
