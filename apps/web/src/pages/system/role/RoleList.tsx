import { sysRole } from '@yunzhan/common/entities/system/index';
import { useState } from 'react';
import type { Row } from '../../../api/entity';
import { usePermission } from '../../../components/Authorized/use-permission';
import EntityListPage from '../../../components/entity/EntityListPage';
import type { RowAction } from '../../../components/entity/RowActions';
import { t } from '../../../locales/i18n';
import RoleAuthDrawer from './RoleAuthDrawer';
import RoleSiteModal from './RoleSiteModal';
import RoleUserDrawer from './RoleUserDrawer';
import type { RoleRef } from './role-ref';

type Opened = { kind: 'auth' | 'site' | 'user'; role: RoleRef } | null;

/** system/RoleList: roles on the list engine, with 授权 (menus and data rules), 站点 and 用户 per role. */
export default function RoleList() {
  const canAuthorize = usePermission().has('system:role:authorize');
  const [opened, setOpened] = useState<Opened>(null);

  const rowActions = (row: Row): RowAction[] => {
    const role = { id: row.id, roleName: String(row.roleName ?? '') };
    const open = (kind: 'auth' | 'site' | 'user') => () => setOpened({ kind, role });
    return [
      ...(canAuthorize
        ? [
            { key: 'auth', label: t('role.auth'), onClick: open('auth') },
            { key: 'site', label: t('role.site'), onClick: open('site') },
          ]
        : []),
      { key: 'user', label: t('role.user'), onClick: open('user') },
    ];
  };

  const close = () => setOpened(null);
  return (
    <>
      <EntityListPage entity={sysRole} rowActions={rowActions} />
      <RoleAuthDrawer role={opened?.kind === 'auth' ? opened.role : null} onClose={close} />
      <RoleSiteModal role={opened?.kind === 'site' ? opened.role : null} onClose={close} />
      <RoleUserDrawer role={opened?.kind === 'user' ? opened.role : null} onClose={close} />
    </>
  );
}
