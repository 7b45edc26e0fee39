import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Drawer, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { roleDataRules, saveRoleDataRules } from '../../../api/role';
import { type PermissionTreeNode, unwrap } from '../../../api/system-tree';
import { t } from '../../../locales/i18n';
import { showRefusal } from '../../../utils/refusal';
import { checkedRuleIds } from './role-helpers';

interface Props {
  roleId: string;
  /** The menu whose data rules are chosen; null: closed. */
  menu: PermissionTreeNode | null;
  onClose(): void;
}

/** 数据规则: which of a menu's data rules apply to the role (contract §7.2 datarule). */
export default function RoleDataRuleDrawer({ roleId, menu, onClose }: Props) {
  const { message } = App.useApp();
  const [checked, setChecked] = useState<string[]>([]);
  const rules = useQuery({
    queryKey: ['roleDataRules', roleId, menu?.key],
    queryFn: async () => unwrap(await roleDataRules(menu?.key ?? '', roleId)),
    enabled: !!menu,
    gcTime: 0,
  });
  useEffect(() => setChecked(checkedRuleIds(rules.data)), [rules.data]);

  const saving = useMutation({
    mutationFn: async () => unwrap(await saveRoleDataRules(menu?.key ?? '', roleId, checked)),
    onSuccess: () => {
      message.success(t('role.saved'));
      onClose();
    },
    onError: showRefusal(message),
  });

  const list = rules.data?.datarule ?? [];
  return (
    <Drawer
      title={menu ? t('role.ruleTitle', { name: menu.title }) : ''}
      open={!!menu}
      size={420}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" disabled={!list.length} loading={saving.isPending} onClick={() => saving.mutate()}>
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      {rules.isPending ? (
        <Spin style={{ display: 'block', margin: 32 }} />
      ) : list.length ? (
        <>
          <Typography.Paragraph type="secondary">{t('role.ruleHint')}</Typography.Paragraph>
          <Checkbox.Group value={checked} onChange={(values) => setChecked(values.map(String))}>
            <Flex vertical gap={12}>
              {list.map((rule) => (
                <Checkbox key={rule.id} value={rule.id}>
                  {rule.ruleName}
                  {rule.status !== '1' && (
                    <Tag style={{ marginInlineStart: 8 }} color="default">
                      {t('role.ruleInvalid')}
                    </Tag>
                  )}
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {[rule.ruleColumn, rule.ruleConditions, rule.ruleValue].filter(Boolean).join(' ')}
                  </Typography.Text>
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </>
      ) : (
        <Empty description={rules.error?.message || t('role.noRules')} />
      )}
    </Drawer>
  );
}
