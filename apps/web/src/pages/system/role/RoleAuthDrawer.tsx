import { Drawer } from 'antd';
import { useState } from 'react';
import { roleGrantTree, rolePermissionIds, saveRolePermission } from '../../../api/role';
import type { PermissionTreeNode } from '../../../api/system-tree';
import PermissionCheckTree from '../../../components/PermissionCheckTree';
import { t } from '../../../locales/i18n';
import RoleDataRuleDrawer from './RoleDataRuleDrawer';
import type { RoleRef } from './role-ref';

/**
 * 授权: the role's menus and buttons on the grant tree (saved as the difference to what was loaded); a menu
 * with data rules opens their selection for this role.
 */
export default function RoleAuthDrawer({ role, onClose }: { role: RoleRef | null; onClose(): void }) {
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode | null>(null);
  return (
    <Drawer
      title={role ? t('role.authTitle', { name: role.roleName }) : ''}
      open={!!role}
      size={680}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
    >
      {role && (
        <>
          <PermissionCheckTree
            queryKey={['rolePermission', role.id]}
            loadTree={roleGrantTree}
            loadGranted={() => rolePermissionIds(role.id)}
            save={(change) => saveRolePermission(role.id, change)}
            canSave
            maxHeight="calc(100vh - 190px)"
            onRuleNode={setRuleMenu}
          />
          <RoleDataRuleDrawer roleId={role.id} menu={ruleMenu} onClose={() => setRuleMenu(null)} />
        </>
      )}
    </Drawer>
  );
}
