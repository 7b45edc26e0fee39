import { sysPermissionDataRule } from '@yunzhan/common/entities/system/permission';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import type { Menu } from '../../../api/system-tree';
import ChildEntityList from '../../../components/entity/ChildEntityList';
import type { FormCustomization } from '../../../components/entity/EntityFormModal';
import { t } from '../../../locales/i18n';

interface Props {
  menu: Menu | null;
  onClose(): void;
  /** A rule was added or removed: the menu's rule flag may have changed. */
  onChanged(): void;
}

/** The permission module's data-rule endpoints (contract §4.4). */
const URLS = {
  list: '/sys/permission/queryPermissionRule',
  add: '/sys/permission/addPermissionRule',
  edit: '/sys/permission/editPermissionRule',
  delete: '/sys/permission/deletePermissionRule',
};

const form = (): FormCustomization => ({
  width: 640,
  extra: { ruleColumn: t('menu.ruleColumnHint'), ruleValue: t('menu.ruleValueHint') },
});

/** 数据规则: the data rules of one menu, with add, edit and delete behind system:dataRule:* codes. */
export default function DataRuleDrawer({ menu, onClose, onChanged }: Props) {
  const parent = useMemo(() => menu && { field: 'permissionId', id: menu.id }, [menu]);
  return (
    <Drawer
      title={menu ? t('menu.ruleTitle', { name: menu.name }) : ''}
      open={!!menu}
      size={860}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
    >
      {parent && (
        <ChildEntityList
          entity={sysPermissionDataRule}
          parent={parent}
          urls={URLS}
          form={form()}
          editListedRow
          onChanged={onChanged}
        />
      )}
    </Drawer>
  );
}
