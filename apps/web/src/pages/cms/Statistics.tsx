import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Statistics as Figures, Period } from '@yunzhan/common/entities/statistics';
import { Button, Card, Col, DatePicker, Empty, Flex, Row, Skeleton, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { statisticsExport, statisticsSummary } from '../../api/operations';
import { usePermission } from '../../components/Authorized/use-permission';
import { saveBlob } from '../../components/entity/export-file';
import { feedback } from '../../utils/feedback';

/** echarts stays in its own chunk, loaded with this page only. */
const TrendChart = lazy(() => import('./StatisticsCharts').then((m) => ({ default: m.TrendChart })));
const ModuleChart = lazy(() => import('./StatisticsCharts').then((m) => ({ default: m.ModuleChart })));

const DAY = 'YYYY-MM-DD';
const periodOf = ([from, to]: [Dayjs, Dayjs]): Period => ({ from: from.format(DAY), to: to.format(DAY) });

const PRESETS: { label: string; value: [Dayjs, Dayjs] }[] = [
  { label: '今天', value: [dayjs(), dayjs()] },
  { label: '最近7天', value: [dayjs().subtract(6, 'day'), dayjs()] },
  { label: '最近30天', value: [dayjs().subtract(29, 'day'), dayjs()] },
  { label: '本月', value: [dayjs().startOf('month'), dayjs()] },
];

const TOTALS: { key: keyof Figures['totals']; title: string }[] = [
  { key: 'views', title: '浏览量' },
  { key: 'visitors', title: '访客数' },
  { key: 'downloads', title: '下载量' },
  { key: 'intake', title: '表单提交' },
  { key: 'searches', title: '搜索次数' },
];

/** cms/Statistics (统计分析): the current site's public traffic over a chosen period, as charts and tables. */
export default function Statistics() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(PRESETS[1].value);
  const [exporting, setExporting] = useState(false);
  const period = periodOf(range);
  const can = usePermission();
  const query = useQuery({ queryKey: ['statistics', period], queryFn: () => statisticsSummary(period) });
  const stats = query.data?.success ? query.data.result : undefined;

  const exportFile = async () => {
    setExporting(true);
    try {
      const data = await statisticsExport(period);
      if (data instanceof Blob && data.size) saveBlob(data, `统计分析_${period.from}_${period.to}.xlsx`);
      else feedback.message.warning(data instanceof Blob ? '文件下载失败' : data.message);
    } finally {
      setExporting(false);
    }
  };

  const chart = (node: React.ReactNode, has: boolean) =>
    query.isPending ? (
      <Skeleton active />
    ) : has ? (
      <Suspense fallback={<Skeleton active />}>{node}</Suspense>
    ) : (
      <Empty />
    );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            presets={PRESETS}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          {can.has('cms:statistics:export') && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportFile()}>
              导出Excel
            </Button>
          )}
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        {TOTALS.map((s) => (
          <Col key={s.key} flex="1 1 160px">
            <Card>
              <Statistic title={s.title} value={stats?.totals[s.key] ?? '-'} loading={query.isPending} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title="访问趋势">{chart(stats && <TrendChart stats={stats} />, !!stats)}</Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title="模块浏览与下载">{chart(stats && <ModuleChart stats={stats} />, !!stats?.modules.length)}</Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card title="热门内容">
            <Table
              size="small"
              rowKey={(r) => `${r.module}/${r.contentId}`}
              pagination={false}
              loading={query.isPending}
              dataSource={stats?.topContent ?? []}
              columns={[
                { title: '内容', dataIndex: 'title', ellipsis: true },
                { title: '模块', dataIndex: 'moduleTitle', width: 100 },
                { title: '访问次数', dataIndex: 'hits', width: 90, align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={7}>
          <Card title="热门搜索">
            <Table
              size="small"
              rowKey="term"
              pagination={false}
              loading={query.isPending}
              dataSource={stats?.topSearches ?? []}
              columns={[
                { title: '搜索词', dataIndex: 'term', ellipsis: true },
                { title: '次数', dataIndex: 'count', width: 80, align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={7}>
          <Card title="表单提交">
            <Table
              size="small"
              rowKey="form"
              pagination={false}
              loading={query.isPending}
              dataSource={stats?.intake ?? []}
              columns={[
                { title: '表单', dataIndex: 'title' },
                { title: '提交数', dataIndex: 'count', width: 80, align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
