import { Drawer } from 'antd';
import { addRoleUsers, removeRoleUsers, roleUsers } from '../../../api/role';
import { usePermission } from '../../../components/Authorized/use-permission';
import LinkedUsers from '../../../components/UserPicker/LinkedUsers';
import { t } from '../../../locales/i18n';
import type { RoleRef } from './role-ref';

/** 用户: the users who have the role; add existing users through the user picker, remove one or several. */
export default function RoleUserDrawer({ role, onClose }: { role: RoleRef | null; onClose(): void }) {
  const canEdit = usePermission().has('system:role:authorize');
  return (
    <Drawer
      title={role ? t('role.usersTitle', { name: role.roleName }) : ''}
      open={!!role}
      size={960}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
    >
      {role && (
        <LinkedUsers
          queryKey={['roleUsers', role.id]}
          load={(query) => roleUsers(role.id, query)}
          add={(ids) => addRoleUsers(role.id, ids)}
          remove={(ids) => removeRoleUsers(role.id, ids)}
          canEdit={canEdit}
          confirmRemove={(n) => t('role.confirmRemove', { n })}
        />
      )}
    </Drawer>
  );
}
