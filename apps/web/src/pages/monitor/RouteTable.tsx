import { Table, Typography } from 'antd';
import type { RouteRow } from '../../api/monitor';

/** Routes of the last hour with their latency percentiles (ms). */
export function RouteTable({ rows, pageSize = 10 }: { rows: RouteRow[]; pageSize?: number }) {
  return (
    <Table<RouteRow>
      size="small"
      rowKey="route"
      dataSource={rows}
      pagination={rows.length > pageSize ? { pageSize, showSizeChanger: false } : false}
      columns={[
        {
          title: '路由',
          dataIndex: 'route',
          render: (r: string) => <Typography.Text code>{r}</Typography.Text>,
        },
        { title: '请求数', dataIndex: 'count', align: 'right', sorter: (a, b) => a.count - b.count },
        { title: '5xx', dataIndex: 'errors', align: 'right', sorter: (a, b) => a.errors - b.errors },
        { title: '4xx', dataIndex: 'rejected', align: 'right' },
        { title: '平均', dataIndex: 'avgMs', align: 'right' },
        { title: 'p50', dataIndex: 'p50', align: 'right', sorter: (a, b) => a.p50 - b.p50 },
        { title: 'p95', dataIndex: 'p95', align: 'right', sorter: (a, b) => a.p95 - b.p95 },
        { title: 'p99', dataIndex: 'p99', align: 'right', sorter: (a, b) => a.p99 - b.p99 },
        { title: '最长', dataIndex: 'maxMs', align: 'right' },
      ]}
    />
  );
}
