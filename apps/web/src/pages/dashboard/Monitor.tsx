import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { monitorOverview, type Sample } from '../../api/monitor';
import { useT } from '../../locales/i18n';
import { HOUR_MS } from '../monitor/format';
import { LiveChart } from '../monitor/LiveChart';
import { MonitorShell } from '../monitor/MonitorShell';
import { nodeLabel } from '../monitor/NodePicker';
import { RouteTable } from '../monitor/RouteTable';
import { shellProps, useMonitor } from '../monitor/use-monitor';

type Pick = (s: Sample) => number;

/** One live chart with a line per process. */
function PerProcess({
  processes,
  pick,
  unit,
  testId,
}: {
  processes: { node: { id: string; pid: number; host: string; worker: number }; samples: Sample[] }[];
  pick: Pick;
  unit: string;
  testId: string;
}) {
  return (
    <LiveChart
      testId={testId}
      unit={unit}
      height={220}
      series={processes.map((p) => ({
        name: `${p.node.host}#${p.node.pid}`,
        points: p.samples.map((s) => [s.t, Math.round(pick(s) * 10) / 10] as [number, number]),
      }))}
    />
  );
}

/**
 * dashboard/Monitor (监控页): the whole system at a glance — requests and errors of the last hour, the slowest
 * routes, and each process's CPU, memory and event loop, live. Opens on all processes.
 */
export default function Monitor() {
  const t = useT();
  const monitor = useMonitor('overview', (n) => monitorOverview(n ?? 'all'));
  const { data } = monitor;
  const processes = data?.processes ?? [];
  return (
    <MonitorShell title={t('dashboard.monitor.title')} {...shellProps(monitor)}>
      {data ? (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}>
              <Card size="small">
                <Statistic title={t('dashboard.monitor.requests')} value={data.lastHour.requests} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card size="small">
                <Statistic
                  title={t('dashboard.monitor.errors')}
                  value={data.lastHour.errors}
                  suffix={`/ ${data.lastHour.rejected}`}
                  styles={{ content: { color: data.lastHour.errors ? '#cf1322' : undefined } }}
                />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card size="small">
                <Statistic title={t('monitor.inFlightRequests')} value={data.inFlight} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card size="small">
                <Statistic title={t('monitor.onlineSessions')} value={data.online} />
              </Card>
            </Col>
          </Row>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('dashboard.monitor.perMinute')}
          </Typography.Title>
          <LiveChart
            testId="overview-minutes-chart"
            lastMs={HOUR_MS}
            series={[
              { name: t('monitor.requests'), type: 'bar', points: data.minutes.map((m) => [m.t, m.count]) },
              { name: '5xx', type: 'bar', points: data.minutes.map((m) => [m.t, m.errors]) },
              { name: '4xx', type: 'bar', points: data.minutes.map((m) => [m.t, m.rejected]) },
            ]}
          />
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={8}>
              <Typography.Title level={5}>{t('dashboard.monitor.cpu')}</Typography.Title>
              <PerProcess processes={processes} pick={(s) => s.cpu} unit="%" testId="overview-cpu-chart" />
            </Col>
            <Col xs={24} xl={8}>
              <Typography.Title level={5}>{t('dashboard.monitor.heap')}</Typography.Title>
              <PerProcess
                processes={processes}
                pick={(s) => s.heapUsed / 1048576}
                unit=" MB"
                testId="overview-heap-chart"
              />
            </Col>
            <Col xs={24} xl={8}>
              <Typography.Title level={5}>{t('dashboard.monitor.loop')}</Typography.Title>
              <PerProcess processes={processes} pick={(s) => s.loopP99} unit=" ms" testId="overview-loop-chart" />
            </Col>
          </Row>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('dashboard.monitor.slowest')}
          </Typography.Title>
          <RouteTable rows={data.slowest} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('dashboard.monitor.errorRoutes')}
          </Typography.Title>
          {data.errorRoutes.length ? (
            <RouteTable rows={data.errorRoutes} />
          ) : (
            <Empty description={t('dashboard.monitor.no5xx')} />
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {t('dashboard.monitor.processes', {
              list: processes.map((p) => nodeLabel(p.node)).join(t('dashboard.monitor.separator')),
            })}
          </Typography.Paragraph>
        </>
      ) : null}
    </MonitorShell>
  );
}
