import { Col, Descriptions, Divider, Row, Statistic } from 'antd';
import { monitorSystem, type Sample, type SystemData } from '../../api/monitor';
import { t, useT } from '../../locales/i18n';
import { bytes, duration } from './format';
import { LiveChart } from './LiveChart';
import { MonitorShell, PerNode } from './MonitorShell';
import { shellProps, useMonitor } from './use-monitor';

function cpuSeries(samples: Sample[]) {
  return [
    { name: t('monitor.processCpu'), points: samples.map((s) => [s.t, s.cpu] as [number, number]) },
    { name: t('monitor.systemCpu'), points: samples.map((s) => [s.t, s.systemCpu] as [number, number]) },
  ];
}

function OneSystem({ data, samples }: { data: SystemData; samples: Sample[] }) {
  useT();
  const s = data.sample;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Statistic title={t('monitor.system.processCpu')} value={s.cpu} precision={1} suffix="%" />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('monitor.systemCpu')} value={s.systemCpu} precision={1} suffix="%" />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('monitor.system.load')} value={data.loadAverage.join(' / ')} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic
            title={t('monitor.system.freeMemory')}
            value={bytes(data.freeMemory)}
            suffix={`/ ${bytes(data.totalMemory)}`}
          />
        </Col>
      </Row>
      <Divider />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('monitor.system.host')}>{data.host}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.system.os')}>{data.os}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.system.arch')}>{data.arch}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.system.cpuCount')}>{data.cpuCount}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.system.cpuModel')}>{data.cpuModel}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.system.osUptime')}>{duration(data.osUptime)}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.system.pid')}>{data.pid}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.system.processUptime')}>{duration(data.processUptime)}</Descriptions.Item>
        <Descriptions.Item label="Node.js">{data.node}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.system.workers')}>{data.workers}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.system.database')}>{data.database}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.dataDir')}>{data.dataDir}</Descriptions.Item>
      </Descriptions>
      <Divider />
      <LiveChart series={cpuSeries(samples)} unit="%" testId="system-cpu-chart" />
    </>
  );
}

/** monitor/SystemInfo (系统信息): the machine and the process, with live CPU. */
export default function SystemInfo() {
  useT();
  const monitor = useMonitor('system', monitorSystem);
  const { data } = monitor;
  return (
    <MonitorShell title={t('monitor.system.title')} {...shellProps(monitor)}>
      {data && (
        <PerNode
          entries={data.entries}
          testId="system-entry"
          render={(e) => <OneSystem data={e.data} samples={e.samples} />}
        />
      )}
    </MonitorShell>
  );
}
