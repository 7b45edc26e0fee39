import { DiffOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { sysDataLog } from '@yunzhan/common/entities/system/index';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { comparedVersions, type DataVersion, dataVersions } from '../../../api/data-log';
import type { Row } from '../../../api/entity';
import EntityListPage from '../../../components/entity/EntityListPage';
import type { RowAction } from '../../../components/entity/RowActions';
import { feedback } from '../../../utils/feedback';
import VersionCompare from './VersionCompare';

const withColumns = (base: TableColumnsType<Row>): TableColumnsType<Row> => [
  ...base.map((c) =>
    c.key === 'dataTable'
      ? {
          ...c,
          render: (_: unknown, row: Row) => `${String(row.dataTable_dictText ?? '')}（${String(row.dataTable)}）`,
        }
      : c,
  ),
  { key: 'createTime', dataIndex: 'createTime', title: '创建时间', width: 170, align: 'center' as const },
];

/** Every version of one row; two ticked ones are compared. */
function VersionsModal({ row, onClose }: { row: Row | null; onClose(): void }) {
  const [picked, setPicked] = useState<string[]>([]);
  const [compare, setCompare] = useState(false);
  const versions = useQuery({
    queryKey: ['data-versions', row?.dataTable, row?.dataId],
    queryFn: () => dataVersions(String(row?.dataTable), String(row?.dataId)),
    enabled: !!row,
  });
  const list = versions.data?.success ? versions.data.result : [];
  const chosen = list.filter((v) => picked.includes(v.id));
  const columns: TableColumnsType<DataVersion> = [
    { key: 'dataVersion', dataIndex: 'dataVersion', title: '版本号', width: 80 },
    { key: 'action', dataIndex: 'action', title: '操作', width: 100 },
    { key: 'createName', title: '操作人', width: 120, render: (_, v) => v.createName ?? v.createBy },
    { key: 'createTime', dataIndex: 'createTime', title: '时间', width: 170 },
  ];
  const close = () => {
    setPicked([]);
    setCompare(false);
    onClose();
  };
  return (
    <Modal
      open={row !== null}
      onCancel={close}
      width={compare ? 1100 : 720}
      title={compare ? '数据比较' : `版本记录：${String(row?.dataTable_dictText ?? '')} ${String(row?.dataId ?? '')}`}
      footer={
        compare ? (
          <Button onClick={() => setCompare(false)}>返回版本列表</Button>
        ) : (
          <Button
            type="primary"
            icon={<DiffOutlined />}
            disabled={chosen.length !== 2}
            onClick={() => setCompare(true)}
          >
            对比选中的两个版本
          </Button>
        )
      }
      destroyOnHidden
    >
      {compare ? (
        <VersionCompare versions={chosen} />
      ) : (
        <Table<DataVersion>
          rowKey="id"
          size="small"
          loading={versions.isLoading}
          columns={columns}
          dataSource={list}
          pagination={false}
          rowSelection={{
            selectedRowKeys: picked,
            onChange: (keys) => setPicked((keys as string[]).slice(-2)),
          }}
        />
      )}
    </Modal>
  );
}

/**
 * system/DataLogList (数据日志): the row versions the engine keeps, by table and row; a row's versions, and two of
 * them side by side (a row action, or two rows of the list ticked and 数据比较).
 */
export default function DataLogList() {
  const [versionsOf, setVersionsOf] = useState<Row | null>(null);
  const [compared, setCompared] = useState<DataVersion[] | null>(null);
  const compareRows = async (rows: Row[]) => {
    if (rows.length !== 2 || rows[0].dataTable !== rows[1].dataTable || rows[0].dataId !== rows[1].dataId) {
      feedback.message.warning('请选择同一条数据的两个版本');
      return;
    }
    const answer = await comparedVersions(rows[0].id, rows[1].id);
    if (answer.success) setCompared(answer.result);
    else feedback.message.warning(answer.message);
  };
  const rowActions = (row: Row): RowAction[] => [
    { key: 'versions', label: '版本记录', onClick: () => setVersionsOf(row) },
  ];
  return (
    <>
      <EntityListPage
        entity={sysDataLog}
        columns={withColumns}
        rowActions={rowActions}
        batchActions={[
          { key: 'compare', label: '数据比较', icon: <DiffOutlined />, run: (rows) => void compareRows(rows) },
        ]}
      />
      <VersionsModal row={versionsOf} onClose={() => setVersionsOf(null)} />
      <Modal open={compared !== null} onCancel={() => setCompared(null)} footer={null} width={1100} title="数据比较">
        {compared && <VersionCompare versions={compared} />}
      </Modal>
    </>
  );
}
