import { Col, Descriptions, Divider, Row, Statistic, Typography } from 'antd';
import { monitorSystem, type Sample, type SystemData } from '../../api/monitor';
import { bytes, duration } from './format';
import { LiveChart } from './LiveChart';
import { MonitorShell } from './MonitorShell';
import { nodeLabel } from './NodePicker';
import { useMonitor } from './use-monitor';

function cpuSeries(samples: Sample[]) {
  return [
    { name: '本进程 CPU', points: samples.map((s) => [s.t, s.cpu] as [number, number]) },
    { name: '整机 CPU', points: samples.map((s) => [s.t, s.systemCpu] as [number, number]) },
  ];
}

function OneSystem({ data, samples }: { data: SystemData; samples: Sample[] }) {
  const s = data.sample;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Statistic title="本进程 CPU（单核 %）" value={s.cpu} precision={1} suffix="%" />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title="整机 CPU" value={s.systemCpu} precision={1} suffix="%" />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title="负载（1/5/15 分钟）" value={data.loadAverage.join(' / ')} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title="可用内存" value={bytes(data.freeMemory)} suffix={`/ ${bytes(data.totalMemory)}`} />
        </Col>
      </Row>
      <Divider />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label="主机名">{data.host}</Descriptions.Item>
        <Descriptions.Item label="操作系统">{data.os}</Descriptions.Item>
        <Descriptions.Item label="架构">{data.arch}</Descriptions.Item>
        <Descriptions.Item label="CPU 核数">{data.cpuCount}</Descriptions.Item>
        <Descriptions.Item label="CPU 型号">{data.cpuModel}</Descriptions.Item>
        <Descriptions.Item label="系统运行时长">{duration(data.osUptime)}</Descriptions.Item>
        <Descriptions.Item label="进程 PID">{data.pid}</Descriptions.Item>
        <Descriptions.Item label="进程运行时长">{duration(data.processUptime)}</Descriptions.Item>
        <Descriptions.Item label="Node.js">{data.node}</Descriptions.Item>
        <Descriptions.Item label="工作进程数（WORKERS）">{data.workers}</Descriptions.Item>
        <Descriptions.Item label="数据库">{data.database}</Descriptions.Item>
        <Descriptions.Item label="数据目录（DATA_DIR）">{data.dataDir}</Descriptions.Item>
      </Descriptions>
      <Divider />
      <LiveChart series={cpuSeries(samples)} unit="%" testId="system-cpu-chart" />
    </>
  );
}

/** monitor/SystemInfo (系统信息): the machine and the process, with live CPU. */
export default function SystemInfo() {
  const { node, setNode, data, error, query } = useMonitor('system', monitorSystem);
  return (
    <MonitorShell
      title="系统信息"
      nodes={data?.nodes}
      selected={node}
      onNode={setNode}
      loading={query.isPending}
      error={error}
      onRefresh={() => query.refetch()}
    >
      {data?.entries.map((e) => (
        <div key={e.node.id} style={{ marginBottom: 24 }} data-testid="system-entry">
          {data.entries.length > 1 ? <Typography.Title level={5}>{nodeLabel(e.node)}</Typography.Title> : null}
          <OneSystem data={e.data} samples={e.samples} />
        </div>
      ))}
    </MonitorShell>
  );
}
