import { Descriptions, Divider, Progress, Table } from 'antd';
import { type Filesystem, monitorDisk } from '../../api/monitor';
import { useT } from '../../locales/i18n';
import { bytes, dateTime } from './format';
import { MonitorShell, PerNode } from './MonitorShell';
import { shellProps, useMonitor } from './use-monitor';

/** monitor/DiskInfo (磁盘监控): every filesystem of the machine and what DATA_DIR holds. */
export default function DiskInfo() {
  const t = useT();
  const monitor = useMonitor('disk', monitorDisk);
  const { data } = monitor;
  return (
    <MonitorShell title={t('monitor.disk.title')} {...shellProps(monitor)}>
      {data && (
        <PerNode
          entries={data.entries}
          render={(e) => (
            <>
              <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }} title={t('monitor.dataDir')}>
                <Descriptions.Item label={t('monitor.path')}>{e.data.dataDir.path}</Descriptions.Item>
                <Descriptions.Item label={t('monitor.disk.mount')}>{e.data.dataDir.mount ?? '-'}</Descriptions.Item>
                <Descriptions.Item label={t('monitor.disk.size')}>
                  {t('monitor.disk.files', {
                    size: bytes(e.data.dataDir.bytes),
                    n: `${e.data.dataDir.files}${e.data.dataDir.truncated ? '+' : ''}`,
                  })}
                </Descriptions.Item>
                <Descriptions.Item label={t('monitor.disk.countedAt')}>
                  {dateTime(e.data.dataDir.countedAt)}
                </Descriptions.Item>
              </Descriptions>
              <Divider />
              <Table<Filesystem>
                size="small"
                rowKey="name"
                pagination={false}
                dataSource={e.data.filesystems}
                data-testid="disk-table"
                columns={[
                  { title: t('monitor.disk.mountPoint'), dataIndex: 'name' },
                  { title: t('monitor.disk.device'), dataIndex: 'device' },
                  { title: t('monitor.type'), dataIndex: 'type', width: 90 },
                  { title: t('monitor.disk.total'), dataIndex: 'max', align: 'right', render: bytes },
                  { title: t('monitor.available'), dataIndex: 'rest', align: 'right', render: bytes },
                  {
                    title: t('monitor.used'),
                    dataIndex: 'restPPT',
                    width: 220,
                    render: (p: number) => (
                      <Progress
                        percent={p}
                        size="small"
                        status={p >= 90 ? 'exception' : p >= 75 ? 'normal' : 'success'}
                      />
                    ),
                  },
                ]}
              />
            </>
          )}
        />
      )}
    </MonitorShell>
  );
}
