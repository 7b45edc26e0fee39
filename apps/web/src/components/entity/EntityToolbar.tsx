import { DeleteOutlined, DownloadOutlined, DownOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { useEntityT } from './texts';
import type { EntityAction } from './use-entity-permissions';

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
}

/** 新增, 导出, 导入, the advanced query and 批量操作 → 删除; each shown only with its permission. */
export default function EntityToolbar({
  can,
  exporting,
  onAdd,
  onExport,
  onImport,
  onBatchDelete,
  advancedQuery,
  extra,
}: Props) {
  const t = useEntityT();
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
      {can.deleteBatch && (
        <Dropdown
          menu={{
            items: [{ key: 'delete', icon: <DeleteOutlined />, label: t('delete') }],
            onClick: onBatchDelete,
          }}
        >
          <Button>
            {t('batch')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
