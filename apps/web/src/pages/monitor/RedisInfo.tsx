import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Divider, Empty, Row, Statistic, Table, Typography } from 'antd';
import { monitorRedis } from '../../api/monitor';
import { bytes } from './format';
import { LiveChart } from './LiveChart';
import { MonitorShell } from './MonitorShell';
import { REFRESH_MS } from './use-monitor';

/** monitor/RedisInfo (Redis监控): INFO with descriptions, key count and memory over time, busiest commands. */
export default function RedisInfo() {
  const query = useQuery({ queryKey: ['monitor', 'redis'], queryFn: monitorRedis, refetchInterval: REFRESH_MS });
  const data = query.data?.success ? query.data.result : undefined;
  const points = data?.points ?? [];
  return (
    <MonitorShell
      title={`Redis监控${data?.target ? `（${data.target}）` : ''}`}
      loading={query.isPending}
      error={query.data && !query.data.success ? query.data.message : data?.error}
      onRefresh={() => query.refetch()}
    >
      {data && !data.configured ? (
        <Empty description={data.message ?? '未配置 Redis'} data-testid="redis-unconfigured">
          <Typography.Text type="secondary">设置 REDIS_URL 后重启服务即可在此查看 Redis 状态。</Typography.Text>
        </Empty>
      ) : null}
      {data?.configured && data.fields ? (
        <>
          <Alert type="info" showIcon title="Redis 为所有服务器进程共用，此页显示的是配置的 Redis 本身。" />
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={12} lg={6}>
              <Statistic title="Key 数量" value={data.point?.dbSize} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title="已用内存" value={bytes(data.point?.usedMemory)} />
            </Col>
            <Col xs={24} lg={12}>
              <Statistic
                title="版本 / 运行时长"
                value={`${data.fields.find((f) => f.key === 'redis_version')?.value ?? '-'} / ${data.fields.find((f) => f.key === 'uptime_in_days')?.value ?? '-'} 天`}
              />
            </Col>
          </Row>
          <Divider />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <LiveChart
                testId="redis-keys-chart"
                series={[{ name: 'Key 数量', points: points.map((p) => [p.t, p.dbSize]) }]}
              />
            </Col>
            <Col xs={24} xl={12}>
              <LiveChart
                testId="redis-memory-chart"
                unit=" KB"
                series={[{ name: '已用内存', points: points.map((p) => [p.t, Math.round(p.usedMemory / 102.4) / 10]) }]}
              />
            </Col>
          </Row>
          <Divider />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Table
                size="small"
                rowKey="key"
                dataSource={data.fields}
                pagination={{ pageSize: 20, showSizeChanger: false }}
                columns={[
                  { title: '分区', dataIndex: 'section', width: 110 },
                  { title: 'Key', dataIndex: 'key', width: 210, ellipsis: true },
                  { title: '描述', dataIndex: 'description' },
                  { title: '值', dataIndex: 'value', width: 200, ellipsis: true },
                ]}
              />
            </Col>
            <Col xs={24} xl={8}>
              <Typography.Title level={5}>命令统计</Typography.Title>
              <Table
                size="small"
                rowKey="command"
                dataSource={data.commands ?? []}
                pagination={{ pageSize: 15, showSizeChanger: false }}
                columns={[
                  { title: '命令', dataIndex: 'command' },
                  { title: '调用次数', dataIndex: 'calls', align: 'right' },
                  { title: '平均(μs)', dataIndex: 'usecPerCall', align: 'right' },
                ]}
              />
            </Col>
          </Row>
        </>
      ) : null}
    </MonitorShell>
  );
}
