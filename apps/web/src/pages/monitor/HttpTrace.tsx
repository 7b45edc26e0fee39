import { Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { monitorTrace, type TraceRecord } from '../../api/monitor';
import { useT } from '../../locales/i18n';
import { dateTime } from './format';
import { MonitorShell } from './MonitorShell';
import { shellProps, useMonitor } from './use-monitor';

const METHOD_COLOR: Record<string, string> = { GET: 'green', POST: 'blue', PUT: 'orange', DELETE: 'red' };

/**
 * monitor/HttpTrace (请求追踪): the last requests of a process or of all. The server keeps no token, cookie,
 * signature or password of them (allow-listed headers, credential-like query values masked).
 */
export default function HttpTrace() {
  const t = useT();
  const monitor = useMonitor('trace', monitorTrace);
  const { data } = monitor;
  const [filter, setFilter] = useState('');
  const rows = (data?.records ?? []).filter((r) => !filter || r.path.includes(filter) || r.user?.includes(filter));
  const many = (data?.nodes.length ?? 0) > 1;
  return (
    <MonitorShell
      title={t('monitor.trace.title')}
      {...shellProps(monitor)}
      extra={
        <Input.Search allowClear placeholder={t('monitor.trace.search')} onSearch={setFilter} style={{ width: 200 }} />
      }
    >
      <Table<TraceRecord>
        size="small"
        rowKey={(r) => `${r.node}-${r.time}-${r.path}-${r.ms}`}
        dataSource={rows}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        expandable={{
          expandedRowRender: (r) => (
            <Typography.Paragraph style={{ margin: 0 }}>
              <pre style={{ margin: 0 }}>
                {JSON.stringify({ headers: r.headers, contentType: r.contentType }, null, 2)}
              </pre>
            </Typography.Paragraph>
          ),
        }}
        columns={[
          { title: t('monitor.trace.time'), dataIndex: 'time', width: 170, render: dateTime },
          {
            title: t('monitor.trace.method'),
            dataIndex: 'method',
            width: 80,
            render: (m: string) => <Tag color={METHOD_COLOR[m]}>{m}</Tag>,
          },
          {
            title: t('monitor.path'),
            dataIndex: 'path',
            // A long query (a list of ids) stays on one line; the whole path shows on hover.
            ellipsis: true,
            render: (p: string) => (
              <Typography.Text code ellipsis={{ tooltip: p }}>
                {p}
              </Typography.Text>
            ),
          },
          {
            title: t('monitor.trace.status'),
            dataIndex: 'status',
            width: 70,
            render: (s: number) => <Tag color={s >= 500 ? 'red' : s >= 400 ? 'orange' : 'green'}>{s}</Tag>,
          },
          { title: t('monitor.trace.ms'), dataIndex: 'ms', width: 130, align: 'right', sorter: (a, b) => a.ms - b.ms },
          { title: t('monitor.trace.user'), dataIndex: 'user', width: 110, render: (u: string | null) => u ?? '-' },
          { title: 'IP', dataIndex: 'ip', width: 130 },
          ...(many ? [{ title: t('monitor.trace.process'), dataIndex: 'node', width: 160 }] : []),
        ]}
      />
    </MonitorShell>
  );
}
