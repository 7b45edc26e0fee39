import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { currentUserSites, selectSite } from '../../../api/auth';
import { useT } from '../../../locales/i18n';
import { logoutAndReload, useSession } from '../../../stores/session';
import { feedback } from '../../../utils/feedback';

/** Site switcher (spec §4 "Site switch"): on failure the error is shown, the user logged out and the page reloaded. */
export default function SiteSwitcher({ compact }: { compact?: boolean }) {
  const t = useT();
  const user = useSession((s) => s.userInfo);
  const { data } = useQuery({ queryKey: ['current-user-sites'], queryFn: currentUserSites });
  const sites = data?.success ? data.result.list : [];
  const current = sites.find((s) => s.id === user?.siteId);
  const label = current?.name ?? user?.siteName ?? t('header.noSite');

  const switchTo = async (siteId: string) => {
    if (!user || siteId === user.siteId) return;
    try {
      const response = await selectSite(siteId, user.username);
      if (!response.success) throw new Error(response.message);
      useSession.getState().setUserInfo(response.result.userInfo);
      window.location.reload();
    } catch (error) {
      feedback.message.error((error as Error).message || t('header.siteSwitchFailed'));
      await logoutAndReload();
    }
  };

  const button = (
    <Button type="text" icon={<GlobalOutlined />} aria-label={t('header.site')} title={label}>
      {!compact && (
        <span style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', display: 'inline-block' }}>
          {label}
        </span>
      )}
      {sites.length > 1 && <DownOutlined style={{ fontSize: 10 }} />}
    </Button>
  );
  if (sites.length <= 1) return button;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: user?.siteId ? [user.siteId] : [],
        items: sites.map((s) => ({ key: s.id, label: s.name })),
        onClick: ({ key }) => void switchTo(key),
      }}
    >
      {button}
    </Dropdown>
  );
}
