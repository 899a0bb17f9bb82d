/**
 * What an analysis page asks a chart to draw, in the words of the UI's language: plain data, so the page
 * builds it without loading the charts' code (analysis-chart.tsx, a chunk of its own).
 */
export type ChartSpec =
  /** Projects per month as columns, their budgets (in 10,000 yuan) as a line on a second axis. */
  | {
      readonly type: 'months';
      readonly rows: readonly { month: string; projects: number; amount: number }[];
      /** The two series' names as the legend and the tooltip show them. */
      readonly series: { readonly projects: string; readonly amount: string };
    }
  /** Horizontal bars, one per name, or several per name side by side (`grouped`, one per series). */
  | {
      readonly type: 'bars';
      readonly rows: readonly { name: string; value: number; series: string }[];
      readonly grouped: boolean;
    }
  /** A ring of shares (areas, industries). */
  | { readonly type: 'ring'; readonly rows: readonly { name: string; value: number }[] };
