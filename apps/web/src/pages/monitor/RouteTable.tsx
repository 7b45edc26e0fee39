import { Table, Typography } from 'antd';
import type { RouteRow } from '../../api/monitor';
import { useT } from '../../locales/i18n';

/** Routes of the last hour with their latency percentiles (ms). */
export function RouteTable({ rows, pageSize = 10 }: { rows: RouteRow[]; pageSize?: number }) {
  const t = useT();
  return (
    <Table<RouteRow>
      size="small"
      rowKey="route"
      dataSource={rows}
      pagination={rows.length > pageSize ? { pageSize, showSizeChanger: false } : false}
      columns={[
        {
          title: t('monitor.route.route'),
          dataIndex: 'route',
          render: (r: string) => <Typography.Text code>{r}</Typography.Text>,
        },
        { title: t('monitor.route.count'), dataIndex: 'count', align: 'right', sorter: (a, b) => a.count - b.count },
        { title: '5xx', dataIndex: 'errors', align: 'right', sorter: (a, b) => a.errors - b.errors },
        { title: '4xx', dataIndex: 'rejected', align: 'right' },
        { title: t('monitor.route.avg'), dataIndex: 'avgMs', align: 'right' },
        { title: 'p50', dataIndex: 'p50', align: 'right', sorter: (a, b) => a.p50 - b.p50 },
        { title: 'p95', dataIndex: 'p95', align: 'right', sorter: (a, b) => a.p95 - b.p95 },
        { title: 'p99', dataIndex: 'p99', align: 'right', sorter: (a, b) => a.p99 - b.p99 },
        { title: t('monitor.route.max'), dataIndex: 'maxMs', align: 'right' },
      ]}
    />
  );
}
