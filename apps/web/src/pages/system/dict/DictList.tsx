import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { sysDict } from '@yunzhan/common/entities/system/index';
import { Button } from 'antd';
import { useState } from 'react';
import { clearCache } from '../../../app/dict-cache';
import { usePermission } from '../../../components/Authorized/use-permission';
import EntityListPage from '../../../components/entity/EntityListPage';
import { PRIMARY_ACTION_WIDTH } from '../../../components/entity/RowActions';
import { t } from '../../../locales/i18n';
import DictItemDrawer, { type DictRef } from './DictItemDrawer';

/** system/DictList: dictionaries on the list engine, 刷新缓存, and 字典配置 (the items of one dictionary). */
export default function DictList() {
  const canRefresh = usePermission().has('system:dict:refresh');
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const [configuring, setConfiguring] = useState<DictRef | null>(null);

  const refresh = async () => {
    setRefreshing(true);
    try {
      if (await clearCache()) {
        // Selects read dictionaries through these queries: they show the refreshed items at once.
        await client.invalidateQueries({ queryKey: ['dict-options'] });
        await client.invalidateQueries({ queryKey: ['dictItems'] });
      }
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <EntityListPage
        entity={sysDict}
        toolbarExtra={
          canRefresh && (
            <Button icon={<SyncOutlined />} loading={refreshing} onClick={refresh}>
              {t('dict.refresh')}
            </Button>
          )
        }
        rowActions={(row) => [
          {
            key: 'items',
            label: t('dict.items'),
            primary: true,
            onClick: () =>
              setConfiguring({
                id: row.id,
                dictName: String(row.dictName ?? ''),
                dictCode: String(row.dictCode ?? ''),
              }),
          },
        ]}
        actionWidth={PRIMARY_ACTION_WIDTH}
      />
      <DictItemDrawer dict={configuring} onClose={() => setConfiguring(null)} />
    </>
  );
}
