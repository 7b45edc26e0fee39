import { DeleteOutlined, DownloadOutlined, DownOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import type { Row } from '../../api/entity';
import { useEntityT } from './texts';
import type { EntityAction } from './use-entity-permissions';

/** A page-specific entry of the 批量操作 menu; the page checks the selection is not empty first. */
export interface BatchAction {
  key: string;
  label: string;
  icon?: ReactNode;
  run(rows: Row[]): void;
}

interface Props {
  can: Record<EntityAction, boolean>;
  exporting: boolean;
  onAdd(): void;
  onExport(): void;
  onImport(): void;
  onBatchDelete(): void;
  /** The advanced-query button. */
  advancedQuery: ReactNode;
  /** Page-specific buttons, after the standard ones. */
  extra?: ReactNode;
  /** Page-specific entries of 批量操作, after 删除. */
  batchActions?: readonly BatchAction[];
  onBatchAction(action: BatchAction): void;
}

/** 新增, 导出, 导入, the advanced query and 批量操作 (删除 and page entries); each shown only with its permission. */
export default function EntityToolbar({
  can,
  exporting,
  onAdd,
  onExport,
  onImport,
  onBatchDelete,
  advancedQuery,
  extra,
  batchActions = [],
  onBatchAction,
}: Props) {
  const t = useEntityT();
  const batchItems = [
    ...(can.deleteBatch ? [{ key: 'delete', icon: <DeleteOutlined />, label: t('delete') }] : []),
    ...batchActions.map(({ key, icon, label }) => ({ key, icon, label })),
  ];
  const onBatchClick = ({ key }: { key: string }) => {
    const action = batchActions.find((a) => a.key === key);
    if (action) onBatchAction(action);
    else onBatchDelete();
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {can.add && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t('add')}
        </Button>
      )}
      {can.export && (
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
          {t('export')}
        </Button>
      )}
      {can.import && (
        <Button icon={<ImportOutlined />} onClick={onImport}>
          {t('import')}
        </Button>
      )}
      {advancedQuery}
      {extra}
      {batchItems.length > 0 && (
        <Dropdown menu={{ items: batchItems, onClick: onBatchClick }}>
          <Button>
            {t('batch')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
