import { Bar, DualAxes, Pie } from '@ant-design/plots';
import { theme } from 'antd';
import { useMemo } from 'react';
import { usePrefersReducedMotion } from '../../../components/reduced-motion';
import type { ChartSpec } from './chart-spec';

const HEIGHT = 300;

/**
 * One chart of an analysis page, drawn on a canvas by AntV G2 (@ant-design/plots). This module is the
 * charts' chunk: only the analysis pages load it, lazily (analysis-chart-slot.tsx), so the login route
 * and the operation screen never download G2 (journey library-analysis.test.ts). A canvas says nothing
 * to a screen reader: the chart is an image named by `label`, and its numbers are the table beside it.
 */
export default function AnalysisChart({ spec, label }: { readonly spec: ChartSpec; readonly label: string }) {
  const { token } = theme.useToken();
  const reducedMotion = usePrefersReducedMotion();
  const common = useMemo(
    () => ({
      height: HEIGHT,
      autoFit: true,
      containerAttributes: { role: 'img', 'aria-label': label },
      ...(reducedMotion ? { animate: false as const } : {}),
    }),
    [label, reducedMotion],
  );
  if (spec.type === 'months') {
    const { projects, amount } = spec.series;
    const data = spec.rows.map((row) => ({
      month: row.month,
      [projects]: row.projects,
      [amount]: row.amount,
    }));
    // The columns and the line are the chart's marks (G2's `children`), not React children; each takes
    // its colour from the legend's palette, so the legend names what is drawn.
    const marks = [
      { type: 'interval', yField: projects },
      {
        type: 'line',
        yField: amount,
        style: { lineWidth: 2 },
        axis: { y: { position: 'right', title: amount } },
      },
    ];
    return (
      <DualAxes
        {...common}
        {...{ children: marks }}
        data={data}
        xField="month"
        legend={{ color: { position: 'top' } }}
      />
    );
  }
  if (spec.type === 'bars') {
    return (
      <Bar
        {...common}
        data={[...spec.rows]}
        xField="name"
        yField="value"
        colorField="series"
        group
        legend={spec.grouped ? { color: { position: 'top' } } : false}
        axis={{ x: { labelAutoEllipsis: true }, y: { title: false } }}
        {...(spec.grouped ? {} : { style: { fill: token.colorPrimary } })}
      />
    );
  }
  return (
    <Pie
      {...common}
      data={[...spec.rows]}
      angleField="value"
      colorField="name"
      innerRadius={0.6}
      legend={{ color: { position: 'right', rowPadding: 4 } }}
      label={{ text: 'value', position: 'outside' }}
    />
  );
}
