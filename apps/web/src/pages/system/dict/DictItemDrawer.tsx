import { sysDictItem } from '@yunzhan/common/entities/system/index';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import ChildEntityList from '../../../components/entity/ChildEntityList';
import type { FormCustomization } from '../../../components/entity/EntityFormModal';
import { t } from '../../../locales/i18n';
import { itemValueRules } from './item-value-rules';

/** The dictionary whose items are configured. */
export interface DictRef {
  id: string;
  dictName: string;
  dictCode: string;
}

/** 字典配置: the items of one dictionary, searchable by text and status, with add, edit, details and delete. */
export default function DictItemDrawer({ dict, onClose }: { dict: DictRef | null; onClose(): void }) {
  return (
    <Drawer
      title={dict ? t('dict.itemsTitle', { name: dict.dictName, code: dict.dictCode }) : ''}
      open={!!dict}
      size={860}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
    >
      {dict && <DictItems dictId={dict.id} />}
    </Drawer>
  );
}

function DictItems({ dictId }: { dictId: string }) {
  const parent = useMemo(() => ({ field: 'dictId', id: dictId }), [dictId]);
  // 数据值 is unique within the dictionary: the check leaves the edited item out.
  const form = useMemo<FormCustomization>(
    () => ({ rules: (itemId) => ({ itemValue: itemValueRules(dictId, itemId) }) }),
    [dictId],
  );
  return <ChildEntityList entity={sysDictItem} parent={parent} form={form} />;
}
