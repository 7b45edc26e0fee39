import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Button, Divider, Modal, Popconfirm, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { deletedRows, purgeRows, type RecycleUrls, type Row, recycleUrls, restoreRows } from '../../api/entity';
import type { Envelope } from '../../api/types';
import { feedback } from '../../utils/feedback';
import { usePermission } from '../Authorized/use-permission';
import EntityTable from './EntityTable';
import { useEntityT } from './texts';

export interface RecycleBinProps {
  entity: EntityDef;
  open: boolean;
  onClose(): void;
  /** After rows came back: the list reloads. */
  onRestored(): void;
  /** Endpoints other than `${apiBase}/recycleBin`, `putRecycleBin`, `deleteRecycleBin`. */
  urls?: Partial<RecycleUrls>;
  /** Name of the id list the restore and purge send; default `ids`. */
  idsParam?: string;
  /** Default `${entity.title}回收站`. */
  title?: string;
  /** Adjusts the schema's columns; 删除时间 and the actions follow. */
  columns?(base: ColumnsType<Row>): ColumnsType<Row>;
}

/** Shows the server's answer: its message as a success, or as a warning on a refusal; answers whether it worked. */
async function report(call: () => Promise<Envelope<unknown>>): Promise<boolean> {
  try {
    const answer = await call();
    if (answer.success) feedback.message.success(answer.message);
    else feedback.message.warning(answer.message);
    return answer.success;
  } catch {
    return false; // the HTTP client has shown the failure
  }
}

/**
 * The recycle bin of a soft-deleting entity: its deleted rows (schema columns and 删除时间); restore them, or
 * delete them for good after a confirmation. Restore and purge need `<permPrefix>:delete`.
 */
export default function RecycleBinModal({
  entity,
  open,
  onClose,
  onRestored,
  urls: overrides,
  idsParam = 'ids',
  title,
  columns: adjust,
}: RecycleBinProps) {
  const t = useEntityT();
  const canChange = usePermission().has(entity.perm('delete'));
  const urls = { ...recycleUrls(entity), ...overrides };
  const [selected, setSelected] = useState<string[]>([]);
  const rows = useQuery({
    queryKey: ['recycleBin', entity.name, urls.list],
    queryFn: async () => {
      const response = await deletedRows(urls.list);
      if (!response.success) throw new Error(response.message);
      return response.result;
    },
    enabled: open,
    gcTime: 0,
  });

  const after = (ids: readonly string[]) => {
    setSelected((keys) => keys.filter((k) => !ids.includes(k)));
    void rows.refetch();
  };
  const restore = async (ids: readonly string[]) => {
    if (await report(() => restoreRows(urls.restore, idsParam, ids))) {
      after(ids);
      onRestored();
    }
  };
  const purge = async (ids: readonly string[]) => {
    if (await report(() => purgeRows(urls.purge, idsParam, ids))) after(ids);
  };
  const withSelection = (run: (ids: string[]) => void) => () => {
    if (selected.length) run([...selected]);
    else feedback.message.warning(t('selectOne'));
  };
  const confirmPurge = (ids: string[]) =>
    feedback.modal.confirm({
      title: t('confirmPurgeTitle'),
      content: t('confirmPurge', { n: ids.length }),
      okType: 'danger',
      onOk: () => purge(ids),
    });

  const withDeleteTime = (base: ColumnsType<Row>): ColumnsType<Row> => [
    ...(adjust ? adjust(base) : base),
    { key: 'updateTime', title: t('deleteTime'), dataIndex: 'updateTime', width: 170 },
    ...(canChange
      ? [
          {
            key: 'action',
            title: t('actions'),
            width: 150,
            align: 'center' as const,
            fixed: 'right' as const,
            render: (_: unknown, row: Row) => (
              <>
                <Typography.Link onClick={() => void restore([row.id])}>{t('restore')}</Typography.Link>
                <Divider orientation="vertical" />
                <Popconfirm
                  title={t('confirmPurgeOne')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => purge([row.id])}
                >
                  <Typography.Link type="danger">{t('purge')}</Typography.Link>
                </Popconfirm>
              </>
            ),
          },
        ]
      : []),
  ];

  return (
    <Modal
      title={title ?? t('recycleBinTitle', { title: t.title(entity) })}
      open={open}
      width={1000}
      mask={{ closable: false }}
      onCancel={onClose}
      afterOpenChange={(visible) => !visible && setSelected([])}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {canChange && (
        <Space style={{ marginBottom: 12 }}>
          <Button icon={<RedoOutlined />} onClick={withSelection((ids) => void restore(ids))}>
            {t('batchRestore')}
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={withSelection(confirmPurge)}>
            {t('batchPurge')}
          </Button>
        </Space>
      )}
      <EntityTable
        entity={entity}
        rows={rows.data ?? []}
        loading={rows.isFetching}
        columns={withDeleteTime}
        pagination={{ pageSize: 10, showSizeChanger: false, showTotal: (n, [a, b]) => t('totalRange', { a, b, n }) }}
        selection={
          canChange ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined
        }
      />
    </Modal>
  );
}
