import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Statistics as Figures, Period } from '@yunzhan/common/entities/statistics';
import { Button, Card, Col, DatePicker, Empty, Flex, Row, Skeleton, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { statisticsExport, statisticsSummary } from '../../api/operations';
import { usePermission } from '../../components/Authorized/use-permission';
import { saveBlob } from '../../components/entity/export-file';
import { type MessageKey, t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import { moduleTitle } from './module-title';

/** echarts stays in its own chunk, loaded with this page only. */
const TrendChart = lazy(() => import('./StatisticsCharts').then((m) => ({ default: m.TrendChart })));
const ModuleChart = lazy(() => import('./StatisticsCharts').then((m) => ({ default: m.ModuleChart })));

const DAY = 'YYYY-MM-DD';
const periodOf = ([from, to]: [Dayjs, Dayjs]): Period => ({ from: from.format(DAY), to: to.format(DAY) });

const presets = (): { label: string; value: [Dayjs, Dayjs] }[] => [
  { label: t('stats.today'), value: [dayjs(), dayjs()] },
  { label: t('stats.last7'), value: [dayjs().subtract(6, 'day'), dayjs()] },
  { label: t('stats.last30'), value: [dayjs().subtract(29, 'day'), dayjs()] },
  { label: t('stats.month'), value: [dayjs().startOf('month'), dayjs()] },
];

const TOTALS: { key: keyof Figures['totals']; title: MessageKey }[] = [
  { key: 'views', title: 'stats.views' },
  { key: 'visitors', title: 'stats.visitors' },
  { key: 'downloads', title: 'stats.downloads' },
  { key: 'intake', title: 'stats.intake' },
  { key: 'searches', title: 'stats.searches' },
];

/** cms/Statistics (统计分析): the current site's public traffic over a chosen period, as charts and tables. */
export default function Statistics() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => presets()[1].value);
  const [exporting, setExporting] = useState(false);
  const period = periodOf(range);
  const can = usePermission();
  const query = useQuery({ queryKey: ['statistics', period], queryFn: () => statisticsSummary(period) });
  const stats = query.data?.success ? query.data.result : undefined;

  const exportFile = async () => {
    setExporting(true);
    try {
      const data = await statisticsExport(period);
      if (data instanceof Blob && data.size) saveBlob(data, t('stats.file', { from: period.from, to: period.to }));
      else feedback.message.warning(data instanceof Blob ? t('stats.downloadFailed') : data.message);
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
            presets={presets()}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          {can.has('cms:statistics:export') && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportFile()}>
              {t('stats.export')}
            </Button>
          )}
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        {TOTALS.map((s) => (
          <Col key={s.key} flex="1 1 160px">
            <Card>
              <Statistic title={t(s.title)} value={stats?.totals[s.key] ?? '-'} loading={query.isPending} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('stats.trend')}>{chart(stats && <TrendChart stats={stats} />, !!stats)}</Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('stats.modules')}>
            {chart(stats && <ModuleChart stats={stats} />, !!stats?.modules.length)}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card title={t('stats.topContent')}>
            <Table
              size="small"
              rowKey={(r) => `${r.module}/${r.contentId}`}
              pagination={false}
              loading={query.isPending}
              dataSource={stats?.topContent ?? []}
              columns={[
                { title: t('stats.content'), dataIndex: 'title', ellipsis: true },
                { title: t('stats.module'), dataIndex: 'moduleTitle', width: 100, render: moduleTitle },
                { title: t('stats.hits'), dataIndex: 'hits', width: 90, align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={7}>
          <Card title={t('stats.topSearches')}>
            <Table
              size="small"
              rowKey="term"
              pagination={false}
              loading={query.isPending}
              dataSource={stats?.topSearches ?? []}
              columns={[
                { title: t('stats.term'), dataIndex: 'term', ellipsis: true },
                { title: t('stats.count'), dataIndex: 'count', width: 80, align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={7}>
          <Card title={t('stats.intake')}>
            <Table
              size="small"
              rowKey="form"
              pagination={false}
              loading={query.isPending}
              dataSource={stats?.intake ?? []}
              columns={[
                { title: t('stats.form'), dataIndex: 'title', render: moduleTitle },
                { title: t('stats.submissions'), dataIndex: 'count', width: 80, align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
