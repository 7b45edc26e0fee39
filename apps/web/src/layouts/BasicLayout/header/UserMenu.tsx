import { ClearOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { allDictItems, refreshDictCache } from '../../../api/dict';
import { usePermission } from '../../../components/Authorized/use-permission';
import { t, useT } from '../../../locales/i18n';
import { usePasswordDialog } from '../../../stores/password-dialog';
import { logoutAndReload, useSession } from '../../../stores/session';
import { feedback } from '../../../utils/feedback';
import { fileAccessUrl } from '../../../utils/file-url';

/** Spec §6: the password-change item needs this button permission. */
export const PASSWORD_PERMISSION = 'sysUser:password';

/** Spec §7: refresh the server cache, then reload the dictionaries into the local cache. */
async function clearCache(): Promise<void> {
  try {
    const refreshed = await refreshDictCache();
    if (!refreshed.success) throw new Error(refreshed.message);
    const dicts = await allDictItems();
    if (!dicts.success) throw new Error(dicts.message);
    useSession.getState().setDictionaries(dicts.result);
    feedback.message.success(t('header.cacheRefreshed'));
  } catch {
    feedback.message.warning(t('header.cacheRefreshFailed'));
  }
}

export function confirmLogout(): void {
  feedback.modal.confirm({
    title: t('common.tip'),
    content: t('header.logoutConfirm'),
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
    onOk: () => logoutAndReload(),
  });
}

/** Avatar menu: password change, cache clearing, logout. */
export default function UserMenu({ compact }: { compact?: boolean }) {
  useT();
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
