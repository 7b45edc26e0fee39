import { ClusterOutlined, DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { currentUserTenants, enterTenant } from '../../../api/tenant';
import { useT } from '../../../locales/i18n';
import { logoutAndReload, useSession } from '../../../stores/session';
import { feedback } from '../../../utils/feedback';

/** Tenant switcher: shown only to a user of several tenants (a single-tenant install shows nothing). */
export default function TenantSwitcher({ compact }: { compact?: boolean }) {
  const t = useT();
  const user = useSession((s) => s.userInfo);
  const { data } = useQuery({ queryKey: ['current-user-tenants'], queryFn: currentUserTenants });
  const tenants = data?.success ? data.result.list : [];
  if (tenants.length <= 1 || !user) return null;
  const currentId = data?.success ? data.result.tenantId : null;
  const label = tenants.find((x) => x.id === currentId)?.name ?? t('header.tenant');

  const switchTo = async (id: number) => {
    if (id === currentId) return;
    try {
      await enterTenant(id, user.username);
      window.location.reload();
    } catch (error) {
      feedback.message.error((error as Error).message || t('header.tenantSwitchFailed'));
      await logoutAndReload();
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: currentId === null ? [] : [String(currentId)],
        items: tenants.map((x) => ({ key: String(x.id), label: x.name })),
        onClick: ({ key }) => void switchTo(Number(key)),
      }}
    >
      <Button type="text" icon={<ClusterOutlined />} aria-label={t('header.tenant')} title={label}>
        {!compact && (
          <span style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', display: 'inline-block' }}>
            {label}
          </span>
        )}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
