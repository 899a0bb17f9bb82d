import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { preloadable } from '../../../components/preloadable';
import type { ChartSpec } from './chart-spec';

/** The charts' code, a chunk of its own (G2 is large): loaded by the analysis pages alone. */
const LazyAnalysisChart = preloadable<{ spec: ChartSpec; label: string }>(() => import('./analysis-chart'));

/** Starts loading the charts' code, beside the analysis's data rather than after it. */
export const preloadAnalysisCharts = (): Promise<void> => LazyAnalysisChart.preload();

/** A chart of an analysis page, a skeleton of its size while its code loads. */
export function AnalysisChartSlot({ spec, label }: { readonly spec: ChartSpec; readonly label: string }) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
      <LazyAnalysisChart spec={spec} label={label} />
    </Suspense>
  );
}
