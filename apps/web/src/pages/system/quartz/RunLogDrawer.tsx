import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { sysQuartzJob } from '@yunzhan/common/entities/system/index';
import { Button, Drawer, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Row } from '../../../api/entity';
import { type JobRun, jobRuns } from '../../../api/quartz';
import { schemaLabel } from '../../../components/entity/texts';
import { t, useT } from '../../../locales/i18n';

const STATUS_COLORS: Readonly<Record<JobRun['status'], string>> = {
  running: 'processing',
  success: 'success',
  failed: 'error',
  skipped: 'default',
};
/** While the drawer is open the log follows the runs. */
const REFRESH_MS = 2_000;

const columns = (): TableColumnsType<JobRun> => [
  { key: 'fireTime', dataIndex: 'fireTime', title: t('quartz.fireTime'), width: 170 },
  { key: 'trigger', dataIndex: 'triggerType_dictText', title: t('quartz.trigger'), width: 90 },
  { key: 'attempt', dataIndex: 'attempt', title: t('quartz.attempt'), width: 80, align: 'center' },
  {
    key: 'status',
    title: schemaLabel(sysQuartzJob.fields.status),
    width: 80,
    render: (_: unknown, r: JobRun) => <Tag color={STATUS_COLORS[r.status]}>{r.status_dictText}</Tag>,
  },
  { key: 'startTime', dataIndex: 'startTime', title: t('quartz.startTime'), width: 170 },
  {
    key: 'duration',
    title: t('quartz.duration'),
    width: 90,
    align: 'right',
    render: (_: unknown, r: JobRun) => (r.durationMs == null ? '' : `${r.durationMs} ms`),
  },
  { key: 'node', dataIndex: 'node', title: t('quartz.node'), width: 150, ellipsis: true },
  { key: 'message', dataIndex: 'message', title: t('quartz.message'), width: 300 },
  {
    key: 'error',
    title: t('quartz.error'),
    width: 220,
    ellipsis: true,
    render: (_: unknown, r: JobRun) =>
      r.error ? (
        <Typography.Text type="danger" ellipsis={{ tooltip: r.error }}>
          {r.error}
        </Typography.Text>
      ) : null,
  },
];

/** 运行日志 of one job: every attempt with its time, node, status and message, newest first. */
export default function RunLogDrawer({ job, onClose }: { job: Row | null; onClose(): void }) {
  const t = useT();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const jobId = job?.id;
  const runs = useQuery({
    queryKey: ['quartz-runs', jobId, pageNo, pageSize],
    queryFn: () => jobRuns(String(jobId), pageNo, pageSize),
    enabled: !!jobId,
    refetchInterval: REFRESH_MS,
  });
  const page = runs.data?.success ? runs.data.result : undefined;
  return (
    <Drawer
      open={job !== null}
      onClose={() => {
        setPageNo(1);
        onClose();
      }}
      title={t('quartz.runLogOf', { name: String(job?.description || job?.jobClassName || '') })}
      size={1360}
      destroyOnHidden
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void runs.refetch()}>
            {t('tabs.refresh')}
          </Button>
        </Space>
      }
    >
      <Table<JobRun>
        rowKey="id"
        size="small"
        loading={runs.isLoading}
        columns={columns()}
        dataSource={page?.records ?? []}
        scroll={{ x: 1330 }}
        pagination={{
          current: pageNo,
          pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('my.total', { n: total }),
          onChange: (p, s) => {
            setPageNo(p);
            setPageSize(s);
          },
        }}
      />
    </Drawer>
  );
}
