import { Col, Descriptions, Divider, Progress, Row, Statistic, Table, Typography } from 'antd';
import { monitorRuntime, type RuntimeData, type Sample } from '../../api/monitor';
import { bytes } from './format';
import { LiveChart } from './LiveChart';
import { MonitorShell } from './MonitorShell';
import { nodeLabel } from './NodePicker';
import { useMonitor } from './use-monitor';

const MB = 1024 * 1024;
const point = (s: Sample, v: number) => [s.t, Math.round(v * 10) / 10] as [number, number];

const GC_KINDS: Record<string, string> = {
  minor: '新生代（minor）',
  major: '老生代（major）',
  incremental: '增量标记',
  weakcb: '弱回调',
};

function OneRuntime({ data, samples }: { data: RuntimeData; samples: Sample[] }) {
  const m = data.memory;
  const s = data.sample;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Statistic title="常驻内存 RSS" value={bytes(m.rss)} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title="堆已用 / 已分配" value={bytes(m.heapUsed)} suffix={`/ ${bytes(m.heapTotal)}`} />
          <Progress
            percent={Math.round((m.heapUsed / m.heapLimit) * 100)}
            size="small"
            format={() => `上限 ${bytes(m.heapLimit)}`}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title="事件循环延迟 p50 / p99" value={`${s.loopP50} / ${s.loopP99}`} suffix="ms" />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title="事件循环利用率" value={Math.round(s.loopUtilisation * 1000) / 10} suffix="%" />
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
              { name: '堆已用', points: samples.map((x) => point(x, x.heapUsed / MB)) },
            ]}
          />
        </Col>
        <Col xs={24} xl={12}>
          <LiveChart
            testId="loop-chart"
            unit=" ms"
            series={[
              { name: '延迟 p50', points: samples.map((x) => point(x, x.loopP50)) },
              { name: '延迟 p99', points: samples.map((x) => point(x, x.loopP99)) },
            ]}
          />
        </Col>
      </Row>
      <Divider />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>堆空间</Typography.Title>
          <Table
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={data.heapSpaces}
            columns={[
              { title: '空间', dataIndex: 'name' },
              { title: '大小', dataIndex: 'size', align: 'right', render: bytes },
              { title: '已用', dataIndex: 'used', align: 'right', render: bytes },
              { title: '可用', dataIndex: 'available', align: 'right', render: bytes },
            ]}
          />
        </Col>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>垃圾回收（启动以来）</Typography.Title>
          <Table
            size="small"
            rowKey="kind"
            pagination={false}
            dataSource={data.gc}
            columns={[
              { title: '类型', dataIndex: 'kind', render: (k: string) => GC_KINDS[k] ?? k },
              { title: '次数', dataIndex: 'count', align: 'right' },
              {
                title: '总耗时',
                dataIndex: 'seconds',
                align: 'right',
                render: (v: number) => `${(v * 1000).toFixed(1)} ms`,
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            活动句柄
          </Typography.Title>
          <Table
            size="small"
            rowKey="type"
            pagination={false}
            dataSource={Object.entries(data.handles).map(([type, count]) => ({ type, count }))}
            columns={[
              { title: '类型', dataIndex: 'type' },
              { title: '数量', dataIndex: 'count', align: 'right' },
            ]}
          />
        </Col>
      </Row>
      <Divider />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label="打开的文件">
          {data.openFds ?? '-'} / {data.maxFds ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label="堆外内存（external）">{bytes(m.external)}</Descriptions.Item>
        <Descriptions.Item label="ArrayBuffer">{bytes(m.arrayBuffers)}</Descriptions.Item>
        {Object.entries(data.versions).map(([k, v]) => (
          <Descriptions.Item key={k} label={`版本 ${k}`}>
            {v}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </>
  );
}

/** monitor/JvmInfo (JVM信息): the Node runtime of a process — heap, event loop, GC, handles, files, versions. */
export default function JvmInfo() {
  const { node, setNode, data, error, query } = useMonitor('runtime', monitorRuntime);
  return (
    <MonitorShell
      title="JVM信息（Node.js 运行时）"
      nodes={data?.nodes}
      selected={node}
      onNode={setNode}
      loading={query.isPending}
      error={error}
      onRefresh={() => query.refetch()}
    >
      {data?.entries.map((e) => (
        <div key={e.node.id} style={{ marginBottom: 24 }} data-testid="runtime-entry">
          {data.entries.length > 1 ? <Typography.Title level={5}>{nodeLabel(e.node)}</Typography.Title> : null}
          <OneRuntime data={e.data} samples={e.samples} />
        </div>
      ))}
    </MonitorShell>
  );
}
