import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Divider, Empty, Row, Statistic, Table, Typography } from 'antd';
import { monitorRedis } from '../../api/monitor';
import { useT } from '../../locales/i18n';
import { bytes } from './format';
import { LiveChart } from './LiveChart';
import { MonitorShell } from './MonitorShell';
import { REFRESH_MS } from './use-monitor';

/** monitor/RedisInfo (Redis监控): INFO with descriptions, key count and memory over time, busiest commands. */
export default function RedisInfo() {
  const t = useT();
  const query = useQuery({ queryKey: ['monitor', 'redis'], queryFn: monitorRedis, refetchInterval: REFRESH_MS });
  const data = query.data?.success ? query.data.result : undefined;
  const points = data?.points ?? [];
  const field = (key: string) => data?.fields?.find((f) => f.key === key)?.value ?? '-';
  return (
    <MonitorShell
      title={data?.target ? t('monitor.redis.titleOf', { target: data.target }) : t('monitor.redis.title')}
      loading={query.isPending}
      error={query.data && !query.data.success ? query.data.message : data?.error}
      onRefresh={() => query.refetch()}
    >
      {data && !data.configured ? (
        <Empty description={data.message ?? t('monitor.redis.unconfigured')} data-testid="redis-unconfigured">
          <Typography.Text type="secondary">{t('monitor.redis.howTo')}</Typography.Text>
        </Empty>
      ) : null}
      {data?.configured && data.fields ? (
        <>
          <Alert type="info" showIcon title={t('monitor.redis.shared')} />
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={12} lg={6}>
              <Statistic title={t('monitor.redis.keys')} value={data.point?.dbSize} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title={t('monitor.redis.usedMemory')} value={bytes(data.point?.usedMemory)} />
            </Col>
            <Col xs={24} lg={12}>
              <Statistic
                title={t('monitor.redis.versionUptime')}
                value={`${field('redis_version')} / ${t('monitor.redis.days', { n: field('uptime_in_days') })}`}
              />
            </Col>
          </Row>
          <Divider />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <LiveChart
                testId="redis-keys-chart"
                series={[{ name: t('monitor.redis.keys'), points: points.map((p) => [p.t, p.dbSize]) }]}
              />
            </Col>
            <Col xs={24} xl={12}>
              <LiveChart
                testId="redis-memory-chart"
                unit=" KB"
                series={[
                  {
                    name: t('monitor.redis.usedMemory'),
                    points: points.map((p) => [p.t, Math.round(p.usedMemory / 102.4) / 10]),
                  },
                ]}
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
                  { title: t('monitor.redis.section'), dataIndex: 'section', width: 110 },
                  { title: 'Key', dataIndex: 'key', width: 210, ellipsis: true },
                  { title: t('monitor.redis.description'), dataIndex: 'description' },
                  { title: t('monitor.redis.value'), dataIndex: 'value', width: 200, ellipsis: true },
                ]}
              />
            </Col>
            <Col xs={24} xl={8}>
              <Typography.Title level={5}>{t('monitor.redis.commands')}</Typography.Title>
              <Table
                size="small"
                rowKey="command"
                dataSource={data.commands ?? []}
                pagination={{ pageSize: 15, showSizeChanger: false }}
                columns={[
                  { title: t('monitor.redis.command'), dataIndex: 'command' },
                  { title: t('monitor.redis.calls'), dataIndex: 'calls', align: 'right' },
                  { title: t('monitor.redis.usecPerCall'), dataIndex: 'usecPerCall', align: 'right' },
                ]}
              />
            </Col>
          </Row>
        </>
      ) : null}
    </MonitorShell>
  );
}
