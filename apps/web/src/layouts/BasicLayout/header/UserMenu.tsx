import { ClearOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { clearCache } from '../../../app/dict-cache';
import { usePermission } from '../../../components/Authorized/use-permission';
import { useT } from '../../../locales/i18n';
import { usePasswordDialog } from '../../../stores/password-dialog';
import { useSession } from '../../../stores/session';
import { fileAccessUrl } from '../../../utils/file-url';
import { confirmLogout } from './user-actions';

/** Spec §6: the password-change item needs this button permission. */
export const PASSWORD_PERMISSION = 'sysUser:password';

/** Avatar menu: password change, cache clearing, logout. */
export default function UserMenu({ compact }: { compact?: boolean }) {
  const t = useT();
  const user = useSession((s) => s.userInfo);
  const permission = usePermission();
  const showPasswordDialog = usePasswordDialog((s) => s.show);

  const items: MenuProps['items'] = [
    ...(permission.has(PASSWORD_PERMISSION)
      ? [{ key: 'password', icon: <KeyOutlined />, label: t('header.changePassword'), onClick: showPasswordDialog }]
      : []),
    { key: 'cache', icon: <ClearOutlined />, label: t('header.clearCache'), onClick: () => void clearCache() },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onClick: confirmLogout },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button type="text" aria-label={t('header.userMenu')} style={{ paddingInline: 8 }}>
          <Avatar size="small" src={user?.avatar ? fileAccessUrl(user.avatar) : undefined} icon={<UserOutlined />} />
          {!compact && <span>{user?.realname || user?.username}</span>}
        </Button>
      </Dropdown>
      <Button type="text" icon={<LogoutOutlined />} onClick={confirmLogout} aria-label={t('header.logout')}>
        {!compact && t('header.logout')}
      </Button>
    </>
  );
}
