import { DiffOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { entityOfTable } from '@yunzhan/common/entities/registry';
import { sysDataLog } from '@yunzhan/common/entities/system/index';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { comparedVersions, type DataVersion, dataVersions } from '../../../api/data-log';
import type { Row } from '../../../api/entity';
import EntityListPage from '../../../components/entity/EntityListPage';
import type { RowAction } from '../../../components/entity/RowActions';
import { schemaTitle, useEntityT } from '../../../components/entity/texts';
import { t } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import VersionCompare from './VersionCompare';
import { versionAction } from './version-action';

const { fields } = sysDataLog;

/** The title of a version's module in the interface language (the server names it in Chinese). */
const moduleOf = (row: Row) => {
  const entity = entityOfTable(String(row.dataTable));
  return entity ? schemaTitle(entity) : String(row.dataTable_dictText ?? '');
};

const actionOf = (row: Row | DataVersion) =>
  versionAction(entityOfTable(String(row.dataTable)), String(row.action ?? ''));

const withColumns = (base: TableColumnsType<Row>): TableColumnsType<Row> => [
  ...base.map((c) => {
    if (c.key === 'action') return { ...c, render: (_: unknown, row: Row) => actionOf(row) };
    if (c.key !== 'dataTable') return c;
    return {
      ...c,
      render: (_: unknown, row: Row) => t('dataLog.table', { title: moduleOf(row), table: String(row.dataTable) }),
    };
  }),
  { key: 'createTime', dataIndex: 'createTime', title: t('log.createTime'), width: 170, align: 'center' as const },
];

/** Every version of one row; two ticked ones are compared. */
function VersionsModal({ row, onClose }: { row: Row | null; onClose(): void }) {
  const et = useEntityT();
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
    { key: 'dataVersion', dataIndex: 'dataVersion', title: et.label(fields.dataVersion), width: 80 },
    { key: 'action', title: et.label(fields.action), width: 100, render: (_, v) => actionOf(v) },
    {
      key: 'createName',
      title: et.label(fields.createName),
      width: 120,
      render: (_, v) => v.createName ?? v.createBy,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('dataLog.time'), width: 170 },
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
      title={
        compare
          ? t('dataLog.compare')
          : t('dataLog.versionsOf', { title: row ? moduleOf(row) : '', id: String(row?.dataId ?? '') })
      }
      footer={
        compare ? (
          <Button onClick={() => setCompare(false)}>{t('dataLog.backToVersions')}</Button>
        ) : (
          <Button
            type="primary"
            icon={<DiffOutlined />}
            disabled={chosen.length !== 2}
            onClick={() => setCompare(true)}
          >
            {t('dataLog.compareChosen')}
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
      feedback.message.warning(t('dataLog.sameRow'));
      return;
    }
    const answer = await comparedVersions(rows[0].id, rows[1].id);
    if (answer.success) setCompared(answer.result);
    else feedback.message.warning(answer.message);
  };
  const rowActions = (row: Row): RowAction[] => [
    { key: 'versions', label: t('dataLog.versions'), onClick: () => setVersionsOf(row) },
  ];
  return (
    <>
      <EntityListPage
        entity={sysDataLog}
        columns={withColumns}
        rowActions={rowActions}
        batchActions={[
          {
            key: 'compare',
            label: t('dataLog.compare'),
            icon: <DiffOutlined />,
            run: (rows) => void compareRows(rows),
          },
        ]}
      />
      <VersionsModal row={versionsOf} onClose={() => setVersionsOf(null)} />
      <Modal
        open={compared !== null}
        onCancel={() => setCompared(null)}
        footer={null}
        width={1100}
        title={t('dataLog.compare')}
      >
        {compared && <VersionCompare versions={compared} />}
      </Modal>
    </>
  );
}
