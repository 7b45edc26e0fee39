import { useQuery } from '@tanstack/react-query';
import { sysUser } from '@yunzhan/common/entities/system/index';
import { Form, Input, Select, Space, Tag, TreeSelect, type TreeSelectProps, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { unwrap } from '../../../api/system-tree';
import { allRoles } from '../../../api/user';
import { useDepartTree } from '../../../components/DepartTree';
import type { FormMode } from '../../../components/entity/EntityFormModal';
import { useDictOptions } from '../../../components/entity/use-dict-options';
import { t as translate, useT } from '../../../locales/i18n';
import { pruneEmptyChildren } from '../../../utils/tree-helpers';
import { newUserPasswordRules } from './user-logic';

const FULL = { width: '100%' } as const;
/** `user_identity` of a user who heads departments (上级). */
const HEAD_IDENTITY = 2;

interface ValueProps<T> {
  value?: T;
  onChange?(value: T): void;
  id?: string;
}

function RoleSelect({ value, onChange, id }: ValueProps<string[]>) {
  const roles = useQuery({ queryKey: ['allRoles'], queryFn: async () => unwrap(await allRoles()) });
  return (
    <Select
      id={id}
      mode="multiple"
      style={FULL}
      allowClear
      loading={roles.isPending}
      placeholder={translate('user.selectRoles')}
      showSearch={{ optionFilterProp: 'label' }}
      options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.roleName }))}
      value={value}
      onChange={onChange}
    />
  );
}

function DepartSelect({ value, onChange, id }: ValueProps<string[]>) {
  const { whole, loading } = useDepartTree();
  // Leaves without `children` (the server sends null), so no expander shows on them.
  const treeData = useMemo(() => pruneEmptyChildren(whole) as TreeSelectProps['treeData'], [whole]);
  return (
    <TreeSelect
      id={id}
      multiple
      style={FULL}
      allowClear
      loading={loading}
      placeholder={translate('user.selectDeparts')}
      treeData={treeData}
      fieldNames={{ label: 'departName', value: 'id', children: 'children' }}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="departName"
      listHeight={400}
      value={value}
      onChange={onChange}
    />
  );
}

/** The sites a user reaches come from the roles (role-to-site); shown, not edited here. */
function SiteTags({ value }: ValueProps<string[]>) {
  if (!value?.length) return <Typography.Text type="secondary">{translate('user.noSites')}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {value.map((name) => (
        <Tag key={name} color="blue">
          {name}
        </Tag>
      ))}
    </Space>
  );
}

function StatusText({ value }: ValueProps<number>) {
  const options = useDictOptions(sysUser.fields.status);
  const text = options.find((o) => o.value === String(value ?? ''))?.label ?? '';
  return <Tag color={Number(value) === 2 ? 'red' : 'green'}>{text || '-'}</Tag>;
}

/** 负责部门: only for a 上级 (身份 2), as in JeecgBoot's user form. */
function HeadedDeparts({ item }: { item: ReactNode }) {
  const identity = Form.useWatch('userIdentity');
  return Number(identity) === HEAD_IDENTITY ? item : null;
}

/** Password and confirmation of a new user: the user form's messages and the server's password policy. */
function PasswordItems() {
  const t = useT();
  const rules = newUserPasswordRules(t);
  return (
    <>
      <Form.Item name="password" label={t('user.loginPassword')} extra={t('password.policy')} rules={rules.password}>
        <Input.Password placeholder={t('user.passwordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={t('user.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirmpassword}
      >
        <Input.Password placeholder={t('user.confirmPlaceholder')} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/**
 * The user form: the schema's items arranged as JeecgBoot's user modal, with password (add only), roles and
 * departments (saved as `selectedroles` / `selecteddeparts`), and the sites and status shown when editing.
 */
export function userFormLayout(items: Record<string, ReactNode>, mode: FormMode): ReactNode {
  return (
    <>
      {items.username}
      {items.realname}
      {mode === 'add' && <PasswordItems />}
      {items.workNo}
      {items.phone}
      {items.email}
      {items.birthday}
      {items.sex}
      {items.avatar}
      <Form.Item name="selectedroles" label={translate('user.roles')}>
        <RoleSelect />
      </Form.Item>
      <Form.Item name="selecteddeparts" label={translate('user.departs')}>
        <DepartSelect />
      </Form.Item>
      {items.post}
      {mode === 'edit' && (
        <>
          <Form.Item name="sites" label={translate('user.sites')}>
            <SiteTags />
          </Form.Item>
          <Form.Item name="status" label={translate('user.status')} extra={translate('user.statusHint')}>
            <StatusText />
          </Form.Item>
        </>
      )}
      {items.userIdentity}
      <HeadedDeparts item={items.departIds} />
      {items.telephone}
    </>
  );
}
