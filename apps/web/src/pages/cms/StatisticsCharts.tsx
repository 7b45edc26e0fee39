import type { Statistics } from '@yunzhan/common/entities/statistics';
import { theme } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { t } from '../../locales/i18n';
import { moduleTitle } from './module-title';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** One echarts chart that follows its box's size. */
function useChart(option: echarts.EChartsCoreOption) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  return element;
}

/** Views, downloads and submissions per day of the period. */
export function TrendChart({ stats }: { stats: Statistics }) {
  const { token } = theme.useToken();
  const element = useChart({
    color: [token.colorPrimary, '#13C2C2', '#FAAD14'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 40, bottom: 24 },
    xAxis: { type: 'category', data: stats.days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('stats.views'), type: 'line', data: stats.days.map((d) => d.views) },
      { name: t('stats.downloads'), type: 'line', data: stats.days.map((d) => d.downloads) },
      { name: t('stats.intake'), type: 'bar', barMaxWidth: 24, data: stats.days.map((d) => d.intake) },
    ],
  });
  return <div ref={element} style={{ height: 320 }} data-testid="trend-chart" />;
}

/** Views and downloads per module. */
export function ModuleChart({ stats }: { stats: Statistics }) {
  const { token } = theme.useToken();
  const modules = [...stats.modules].reverse();
  const element = useChart({
    color: [token.colorPrimary, '#13C2C2'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 80, right: 16, top: 40, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: modules.map((m) => moduleTitle(m.title)) },
    series: [
      { name: t('stats.views'), type: 'bar', stack: 'all', barMaxWidth: 20, data: modules.map((m) => m.views) },
      { name: t('stats.downloads'), type: 'bar', stack: 'all', barMaxWidth: 20, data: modules.map((m) => m.downloads) },
    ],
  });
  return <div ref={element} style={{ height: 320 }} data-testid="module-chart" />;
}
