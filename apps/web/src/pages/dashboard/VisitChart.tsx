import { theme } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { VisitDay } from '../../api/types';
import { useT } from '../../locales/i18n';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** Visits (bars) and distinct IPs (line) of the last seven days. */
export default function VisitChart({ days }: { days: VisitDay[] }) {
  const t = useT();
  const { token } = theme.useToken();
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.setOption({
      color: [token.colorPrimary, '#13C2C2'],
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 40, bottom: 24 },
      xAxis: { type: 'category', data: days.map((d) => d.tian) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: t('dashboard.visits'), type: 'bar', barMaxWidth: 32, data: days.map((d) => d.visit) },
        { name: t('dashboard.ips'), type: 'line', smooth: true, data: days.map((d) => d.ip) },
      ],
    });
    const resize = () => chart.resize();
    const observer = new ResizeObserver(resize);
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [days, t, token.colorPrimary]);

  return <div ref={element} style={{ height: 320 }} data-testid="visit-chart" />;
}
