import { theme } from 'antd';
import { useMemo } from 'react';
import { useChart } from '../../components/Chart/use-chart';
import { clock } from './format';

export interface Series {
  name: string;
  points: [number, number][];
  type?: 'line' | 'bar';
}

/** A live chart over time: one or more series of `[epoch ms, value]`, the values' unit on the axis. */
export default function TimeChart({
  series,
  unit = '',
  height = 240,
  testId,
  lastMs,
}: {
  series: Series[];
  unit?: string;
  height?: number;
  testId?: string;
  /** Show this span up to now (e.g. the last hour), whatever the points cover. */
  lastMs?: number;
}) {
  const { token } = theme.useToken();
  const option = useMemo(
    () => ({
      color: [token.colorPrimary, '#13C2C2', '#FAAD14', '#F5222D', '#722ED1'],
      animation: false,
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v}${unit}` },
      legend: { top: 0 },
      grid: { left: 56, right: 16, top: 36, bottom: 24 },
      xAxis: {
        type: 'time',
        ...(lastMs ? { min: Date.now() - lastMs, max: Date.now() } : {}),
        axisLabel: {
          hideOverlap: true,
          formatter: (t: number) => clock(t).slice(0, lastMs && lastMs > 600_000 ? 5 : 8),
        },
      },
      yAxis: { type: 'value', axisLabel: { formatter: `{value}${unit}` } },
      series: series.map((s) => ({
        name: s.name,
        type: s.type ?? 'line',
        showSymbol: false,
        barMaxWidth: 12,
        data: s.points,
      })),
    }),
    [series, unit, token.colorPrimary, lastMs],
  );
  const element = useChart(option);
  return <div ref={element} style={{ height }} data-testid={testId} />;
}
