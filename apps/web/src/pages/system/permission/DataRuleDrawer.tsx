import { sysPermissionDataRule } from '@yunzhan/common/entities/system/permission';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import type { Menu } from '../../../api/system-tree';
import ChildEntityList from '../../../components/entity/ChildEntityList';
import type { FormCustomization } from '../../../components/entity/EntityFormModal';

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

const FORM: FormCustomization = {
  width: 640,
  extra: {
    ruleColumn: '实体属性名（驼峰），如 orgCode',
    ruleValue: '可使用系统变量，如 #{sys_user_code}、#{sys_org_code}',
  },
};

/** 数据规则: the data rules of one menu, with add, edit and delete behind system:dataRule:* codes. */
export default function DataRuleDrawer({ menu, onClose, onChanged }: Props) {
  const parent = useMemo(() => menu && { field: 'permissionId', id: menu.id }, [menu]);
  return (
    <Drawer
      title={menu ? `数据权限规则：${menu.name}` : ''}
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
          form={FORM}
          editListedRow
          onChanged={onChanged}
        />
      )}
    </Drawer>
  );
}
