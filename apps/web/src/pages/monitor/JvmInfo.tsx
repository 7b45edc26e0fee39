import { Col, Descriptions, Divider, Progress, Row, Statistic, Table, Typography } from 'antd';
import { monitorRuntime, type RuntimeData, type Sample } from '../../api/monitor';
import { type MessageKey, t, useT } from '../../locales/i18n';
import { bytes } from './format';
import { LiveChart } from './LiveChart';
import { MonitorShell, PerNode } from './MonitorShell';
import { shellProps, useMonitor } from './use-monitor';

const MB = 1024 * 1024;
const point = (s: Sample, v: number) => [s.t, Math.round(v * 10) / 10] as [number, number];

const GC_KINDS: Record<string, MessageKey> = {
  minor: 'monitor.jvm.gcMinor',
  major: 'monitor.jvm.gcMajor',
  incremental: 'monitor.jvm.gcIncremental',
  weakcb: 'monitor.jvm.gcWeakcb',
};

function OneRuntime({ data, samples }: { data: RuntimeData; samples: Sample[] }) {
  useT();
  const m = data.memory;
  const s = data.sample;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Statistic title={t('monitor.jvm.rss')} value={bytes(m.rss)} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('monitor.jvm.heap')} value={bytes(m.heapUsed)} suffix={`/ ${bytes(m.heapTotal)}`} />
          <Progress
            percent={Math.round((m.heapUsed / m.heapLimit) * 100)}
            size="small"
            format={() => t('monitor.jvm.heapLimit', { size: bytes(m.heapLimit) })}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('monitor.jvm.loopDelay')} value={`${s.loopP50} / ${s.loopP99}`} suffix="ms" />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic
            title={t('monitor.jvm.loopUtilisation')}
            value={Math.round(s.loopUtilisation * 1000) / 10}
            suffix="%"
          />
        </Col>
      </Row>
      <Divider />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <LiveChart
            testId="heap-chart"
            unit=" MB"
            series={[
              { name: 'RSS', points: samples.map((x) => point(x, x.rss / MB)) },
              { name: t('monitor.jvm.heapUsed'), points: samples.map((x) => point(x, x.heapUsed / MB)) },
            ]}
          />
        </Col>
        <Col xs={24} xl={12}>
          <LiveChart
            testId="loop-chart"
            unit=" ms"
            series={[
              { name: t('monitor.jvm.delayP50'), points: samples.map((x) => point(x, x.loopP50)) },
              { name: t('monitor.jvm.delayP99'), points: samples.map((x) => point(x, x.loopP99)) },
            ]}
          />
        </Col>
      </Row>
      <Divider />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>{t('monitor.jvm.heapSpaces')}</Typography.Title>
          <Table
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={data.heapSpaces}
            columns={[
              { title: t('monitor.jvm.space'), dataIndex: 'name' },
              { title: t('monitor.jvm.size'), dataIndex: 'size', align: 'right', render: bytes },
              { title: t('monitor.used'), dataIndex: 'used', align: 'right', render: bytes },
              { title: t('monitor.available'), dataIndex: 'available', align: 'right', render: bytes },
            ]}
          />
        </Col>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>{t('monitor.jvm.gc')}</Typography.Title>
          <Table
            size="small"
            rowKey="kind"
            pagination={false}
            dataSource={data.gc}
            columns={[
              {
                title: t('monitor.type'),
                dataIndex: 'kind',
                render: (k: string) => (GC_KINDS[k] ? t(GC_KINDS[k]) : k),
              },
              { title: t('monitor.count'), dataIndex: 'count', align: 'right' },
              {
                title: t('monitor.jvm.gcTime'),
                dataIndex: 'seconds',
                align: 'right',
                render: (v: number) => `${(v * 1000).toFixed(1)} ms`,
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('monitor.jvm.handles')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="type"
            pagination={false}
            dataSource={Object.entries(data.handles).map(([type, count]) => ({ type, count }))}
            columns={[
              { title: t('monitor.type'), dataIndex: 'type' },
              { title: t('monitor.jvm.handleCount'), dataIndex: 'count', align: 'right' },
            ]}
          />
        </Col>
      </Row>
      <Divider />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('monitor.jvm.openFiles')}>
          {data.openFds ?? '-'} / {data.maxFds ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('monitor.jvm.external')}>{bytes(m.external)}</Descriptions.Item>
        <Descriptions.Item label="ArrayBuffer">{bytes(m.arrayBuffers)}</Descriptions.Item>
        {Object.entries(data.versions).map(([k, v]) => (
          <Descriptions.Item key={k} label={t('monitor.jvm.version', { name: k })}>
            {v}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </>
  );
}

/** monitor/JvmInfo (JVM信息): the Node runtime of a process — heap, event loop, GC, handles, files, versions. */
export default function JvmInfo() {
  useT();
  const monitor = useMonitor('runtime', monitorRuntime);
  const { data } = monitor;
  return (
    <MonitorShell title={t('monitor.jvm.title')} {...shellProps(monitor)}>
      {data && (
        <PerNode
          entries={data.entries}
          testId="runtime-entry"
          render={(e) => <OneRuntime data={e.data} samples={e.samples} />}
        />
      )}
    </MonitorShell>
  );
}
