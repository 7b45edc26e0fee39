import { Col, Divider, Row, Statistic, Table, Tag, Typography } from 'antd';
import { monitorHttp } from '../../api/monitor';
import { useT } from '../../locales/i18n';
import { HOUR_MS } from './format';
import { LiveChart } from './LiveChart';
import { MonitorShell } from './MonitorShell';
import { RouteTable } from './RouteTable';
import { shellProps, useMonitor } from './use-monitor';

const statusColor = (code: number) => (code >= 500 ? 'red' : code >= 400 ? 'orange' : code >= 300 ? 'blue' : 'green');

/** monitor/TomcatInfo (Tomcat信息): the HTTP server — rate, in flight, status codes, latency per route, sessions. */
export default function TomcatInfo() {
  const t = useT();
  const monitor = useMonitor('http', monitorHttp);
  const { data } = monitor;
  return (
    <MonitorShell title={t('monitor.tomcat.title')} {...shellProps(monitor)}>
      {data ? (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}>
              <Statistic title={t('monitor.tomcat.rps')} value={data.rps} precision={1} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title={t('monitor.inFlightRequests')} value={data.inFlight} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title={t('monitor.tomcat.total')} value={data.total} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title={t('monitor.onlineSessions')} value={data.online} />
            </Col>
          </Row>
          <Divider />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Typography.Title level={5}>{t('monitor.tomcat.perMinute')}</Typography.Title>
              <LiveChart
                testId="minutes-chart"
                lastMs={HOUR_MS}
                series={[
                  { name: t('monitor.requests'), type: 'bar', points: data.minutes.map((m) => [m.t, m.count]) },
                  { name: '5xx', type: 'bar', points: data.minutes.map((m) => [m.t, m.errors]) },
                ]}
              />
            </Col>
            <Col xs={24} xl={8}>
              <Typography.Title level={5}>{t('monitor.tomcat.statusCodes')}</Typography.Title>
              <Table
                size="small"
                rowKey="code"
                pagination={false}
                dataSource={data.status}
                columns={[
                  {
                    title: t('monitor.tomcat.statusCode'),
                    dataIndex: 'code',
                    render: (c: number) => <Tag color={statusColor(c)}>{c}</Tag>,
                  },
                  { title: t('monitor.count'), dataIndex: 'count', align: 'right' },
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
                  { name: t('monitor.tomcat.rpsSeries'), points: data.samples.map((s) => [s.t, s.rps]) },
                  { name: t('monitor.tomcat.inFlight'), points: data.samples.map((s) => [s.t, s.inFlight]) },
                ]}
              />
            </>
          ) : null}
          <Divider />
          <Typography.Title level={5}>{t('monitor.tomcat.routes')}</Typography.Title>
          <RouteTable rows={data.routes} />
        </>
      ) : null}
    </MonitorShell>
  );
}
