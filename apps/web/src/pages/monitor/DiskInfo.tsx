import { Descriptions, Divider, Progress, Table, Typography } from 'antd';
import { type Filesystem, monitorDisk } from '../../api/monitor';
import { bytes, dateTime } from './format';
import { MonitorShell } from './MonitorShell';
import { nodeLabel } from './NodePicker';
import { useMonitor } from './use-monitor';

/** monitor/DiskInfo (磁盘监控): every filesystem of the machine and what DATA_DIR holds. */
export default function DiskInfo() {
  const { node, setNode, data, error, query } = useMonitor('disk', monitorDisk);
  return (
    <MonitorShell
      title="磁盘监控"
      nodes={data?.nodes}
      selected={node}
      onNode={setNode}
      loading={query.isPending}
      error={error}
      onRefresh={() => query.refetch()}
    >
      {data?.entries.map((e) => (
        <div key={e.node.id} style={{ marginBottom: 24 }}>
          {data.entries.length > 1 ? <Typography.Title level={5}>{nodeLabel(e.node)}</Typography.Title> : null}
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }} title="数据目录（DATA_DIR）">
            <Descriptions.Item label="路径">{e.data.dataDir.path}</Descriptions.Item>
            <Descriptions.Item label="所在文件系统">{e.data.dataDir.mount ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="占用">
              {bytes(e.data.dataDir.bytes)}（{e.data.dataDir.files}
              {e.data.dataDir.truncated ? '+' : ''} 个文件）
            </Descriptions.Item>
            <Descriptions.Item label="统计于">{dateTime(e.data.dataDir.countedAt)}</Descriptions.Item>
          </Descriptions>
          <Divider />
          <Table<Filesystem>
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={e.data.filesystems}
            data-testid="disk-table"
            columns={[
              { title: '挂载点', dataIndex: 'name' },
              { title: '设备', dataIndex: 'device' },
              { title: '类型', dataIndex: 'type', width: 90 },
              { title: '总容量', dataIndex: 'max', align: 'right', render: bytes },
              { title: '可用', dataIndex: 'rest', align: 'right', render: bytes },
              {
                title: '已用',
                dataIndex: 'restPPT',
                width: 220,
                render: (p: number) => (
                  <Progress percent={p} size="small" status={p >= 90 ? 'exception' : p >= 75 ? 'normal' : 'success'} />
                ),
              },
            ]}
          />
        </div>
      ))}
    </MonitorShell>
  );
}
