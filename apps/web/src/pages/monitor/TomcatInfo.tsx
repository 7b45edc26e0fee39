import { Col, Divider, Row, Statistic, Table, Tag, Typography } from 'antd';
import { monitorHttp } from '../../api/monitor';
import { HOUR_MS } from './format';
import { LiveChart } from './LiveChart';
import { MonitorShell } from './MonitorShell';
import { RouteTable } from './RouteTable';
import { useMonitor } from './use-monitor';

const statusColor = (code: number) => (code >= 500 ? 'red' : code >= 400 ? 'orange' : code >= 300 ? 'blue' : 'green');

/** monitor/TomcatInfo (Tomcat信息): the HTTP server — rate, in flight, status codes, latency per route, sessions. */
export default function TomcatInfo() {
  const { node, setNode, data, error, query } = useMonitor('http', monitorHttp);
  return (
    <MonitorShell
      title="Tomcat信息（HTTP 服务）"
      nodes={data?.nodes}
      selected={node}
      onNode={setNode}
      loading={query.isPending}
      error={error}
      onRefresh={() => query.refetch()}
    >
      {data ? (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}>
              <Statistic title="每秒请求（最近采样）" value={data.rps} precision={1} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title="处理中的请求" value={data.inFlight} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title="启动以来的请求" value={data.total} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title="在线会话" value={data.online} />
            </Col>
          </Row>
          <Divider />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Typography.Title level={5}>每分钟请求（最近一小时）</Typography.Title>
              <LiveChart
                testId="minutes-chart"
                lastMs={HOUR_MS}
                series={[
                  { name: '请求', type: 'bar', points: data.minutes.map((m) => [m.t, m.count]) },
                  { name: '5xx', type: 'bar', points: data.minutes.map((m) => [m.t, m.errors]) },
                ]}
              />
            </Col>
            <Col xs={24} xl={8}>
              <Typography.Title level={5}>状态码（启动以来）</Typography.Title>
              <Table
                size="small"
                rowKey="code"
                pagination={false}
                dataSource={data.status}
                columns={[
                  { title: '状态码', dataIndex: 'code', render: (c: number) => <Tag color={statusColor(c)}>{c}</Tag> },
                  { title: '次数', dataIndex: 'count', align: 'right' },
                ]}
              />
            </Col>
          </Row>
          {data.samples.length ? (
            <>
              <Divider />
              <LiveChart
                testId="rps-chart"
                series={[
                  { name: '每秒请求', points: data.samples.map((s) => [s.t, s.rps]) },
                  { name: '处理中', points: data.samples.map((s) => [s.t, s.inFlight]) },
                ]}
              />
            </>
          ) : null}
          <Divider />
          <Typography.Title level={5}>路由耗时（最近一小时，毫秒）</Typography.Title>
          <RouteTable rows={data.routes} />
        </>
      ) : null}
    </MonitorShell>
  );
}
