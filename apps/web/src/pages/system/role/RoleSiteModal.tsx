import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Empty, Flex, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { allSites, roleSiteIds, saveRoleSites } from '../../../api/role';
import { unwrap } from '../../../api/system-tree';
import { t } from '../../../locales/i18n';
import { showRefusal } from '../../../utils/refusal';
import type { RoleRef } from './role-ref';

/** 站点: the sites a role's users may sign in to (a user whose roles have none cannot sign in). */
export default function RoleSiteModal({ role, onClose }: { role: RoleRef | null; onClose(): void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [checked, setChecked] = useState<string[]>([]);
  const sites = useQuery({ queryKey: ['allSites'], queryFn: async () => unwrap(await allSites()), enabled: !!role });
  const granted = useQuery({
    queryKey: ['roleSites', role?.id],
    queryFn: async () => unwrap(await roleSiteIds(role?.id ?? '')),
    enabled: !!role,
  });
  useEffect(() => setChecked(granted.data ?? []), [granted.data]);

  const saving = useMutation({
    mutationFn: async () => unwrap(await saveRoleSites(role?.id ?? '', checked)),
    onSuccess: async () => {
      message.success(t('role.saved'));
      await client.invalidateQueries({ queryKey: ['roleSites', role?.id] });
      onClose();
    },
    onError: showRefusal(message),
  });

  const list = sites.data ?? [];
  return (
    <Modal
      title={role ? t('role.siteTitle', { name: role.roleName }) : ''}
      open={!!role}
      width={560}
      mask={{ closable: false }}
      destroyOnHidden
      confirmLoading={saving.isPending}
      onOk={() => saving.mutate()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('role.siteHint')}</Typography.Paragraph>
      {sites.isPending || granted.isPending ? (
        <Spin style={{ display: 'block', margin: 24 }} />
      ) : list.length ? (
        <Checkbox.Group value={checked} onChange={(values) => setChecked(values.map(String))}>
          <Flex wrap gap={12}>
            {list.map((site) => (
              <Checkbox key={site.id} value={site.id} disabled={site.status !== 1} style={{ minWidth: 150 }}>
                {site.status === 1 ? site.name : t('role.siteDisabled', { name: site.name })}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      ) : (
        <Empty description={t('role.noSites')} />
      )}
    </Modal>
  );
}
