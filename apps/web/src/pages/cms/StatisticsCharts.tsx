import type { Statistics } from '@yunzhan/common/entities/statistics';
import { theme } from 'antd';
import { useChart } from '../../components/Chart/use-chart';
import { t } from '../../locales/i18n';
import { moduleTitle } from './module-title';

/** Views, visitors, downloads and submissions per day of the period. */
export function TrendChart({ stats }: { stats: Statistics }) {
  const { token } = theme.useToken();
  const element = useChart({
    color: [token.colorPrimary, '#722ED1', '#13C2C2', '#FAAD14'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 40, bottom: 24 },
    xAxis: { type: 'category', data: stats.days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('stats.views'), type: 'line', data: stats.days.map((d) => d.views) },
      { name: t('stats.visitors'), type: 'line', data: stats.days.map((d) => d.visitors) },
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
