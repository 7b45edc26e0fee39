import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { sysUser } from '@yunzhan/common/entities/system/index';
import { Alert, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { Row } from '../../../api/entity';
import type { DepartNode } from '../../../api/system-tree';
import { freezeUsers, USER_STATUS, type UserStatus, userDeparts, userRoleIds } from '../../../api/user';
import { usePermission } from '../../../components/Authorized/use-permission';
import { useDepartTree } from '../../../components/DepartTree';
import WithDepartTree from '../../../components/DepartTree/WithDepartTree';
import type { FormCustomization } from '../../../components/entity/EntityFormModal';
import EntityListPage, { type RecycleBinOptions } from '../../../components/entity/EntityListPage';
import type { BatchAction } from '../../../components/entity/EntityToolbar';
import type { RowAction } from '../../../components/entity/RowActions';
import { entityText } from '../../../components/entity/texts';
import { useReloadList } from '../../../components/entity/use-list-page';
import { t as translate, useLanguage, useT } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import { reportAnswer } from './answer';
import { userListColumns } from './columns';
import PasswordModal from './PasswordModal';
import { userFormLayout } from './UserFormItems';
import { departIdsOf, includesAdmin, statusToggle, USER_TEXTS, userFormRules } from './user-logic';

/** Deleted users: the account, the person and the departments (their names stand in for the org code). */
const RECYCLED_COLUMNS = ['username', 'realname', 'avatar', 'sex'];
const recycleBin: RecycleBinOptions = {
  get title() {
    return translate('user.recycleBin');
  },
  idsParam: 'userIds',
  columns: (base) => [
    ...base.filter((column) => RECYCLED_COLUMNS.includes(String(column.key))),
    { key: 'orgCode', title: translate('user.depart'), dataIndex: 'orgCode', ellipsis: true },
  ],
};

const label = (field: { label: string; en?: string }) => entityText(useLanguage.getState().language).label(field);

const detailItems = (row: Row) =>
  [
    ['departs', translate('user.depart'), row.orgCodeTxt],
    ['email', label(sysUser.fields.email), row.email],
    ['birthday', label(sysUser.fields.birthday), String(row.birthday ?? '').slice(0, 10)],
    ['post', label(sysUser.fields.post), row.post_dictText ?? row.post],
    ['telephone', label(sysUser.fields.telephone), row.telephone],
    ['userIdentity', label(sysUser.fields.userIdentity), row.userIdentity_dictText ?? row.userIdentity],
  ].map(([key, label, value]) => ({ key: String(key), label: String(label), children: String(value ?? '') }));

/** Role and department links of an edited user (contract §7.1 queryUserRole, userDepartList). */
async function loadLinks(id: string) {
  const [roles, departs] = await Promise.all([userRoleIds(id), userDeparts(id)]);
  return {
    selectedroles: roles.success ? roles.result : [],
    selecteddeparts: departs.success ? departIdsOf(departs.result) : [],
  };
}

/**
 * system/UserList (用户管理): the department tree filters the user list on the entity engine; freeze and unfreeze,
 * another user's password, and the recycle bin of deleted users.
 */
export default function UserList() {
  const t = useT();
  const permission = usePermission();
  const reload = useReloadList(sysUser);
  const departs = useDepartTree();
  const [depart, setDepart] = useState<DepartNode | null>(null);
  const [passwordUser, setPasswordUser] = useState<Row | null>(null);
  const canFreeze = permission.has('system:user:frozen');
  const canPassword = permission.has('system:user:password');

  const fixedParams = useMemo(() => (depart ? { departId: depart.id } : undefined), [depart]);
  const form = useMemo<FormCustomization>(
    () => ({
      rules: userFormRules(t),
      lockedOnEdit: ['username'],
      loadExtra: loadLinks,
      layout: userFormLayout,
      addDefaults: depart ? { selecteddeparts: [depart.id] } : undefined,
    }),
    [t, depart],
  );

  const setStatus = async (ids: string[], status: UserStatus) => {
    if (await reportAnswer(() => freezeUsers(ids, status))) void reload();
  };

  const batchStatus = (status: UserStatus) => (rows: Row[]) => {
    if (includesAdmin(rows)) {
      feedback.message.warning(USER_TEXTS.adminRefused);
      return;
    }
    feedback.modal.confirm({
      title: USER_TEXTS.batchTitle,
      content: status === USER_STATUS.frozen ? USER_TEXTS.batchFreeze : USER_TEXTS.batchUnfreeze,
      onOk: () =>
        setStatus(
          rows.map((row) => row.id),
          status,
        ),
    });
  };

  const batchActions: BatchAction[] = canFreeze
    ? [
        { key: 'freeze', label: USER_TEXTS.freeze, icon: <LockOutlined />, run: batchStatus(USER_STATUS.frozen) },
        { key: 'unfreeze', label: USER_TEXTS.unfreeze, icon: <UnlockOutlined />, run: batchStatus(USER_STATUS.normal) },
      ]
    : [];

  const rowActions = (row: Row): RowAction[] => {
    const actions: RowAction[] = [];
    if (canPassword) actions.push({ key: 'password', label: t('user.password'), onClick: () => setPasswordUser(row) });
    if (canFreeze) {
      const toggle = statusToggle(row);
      actions.push({
        key: 'status',
        label: toggle.label,
        confirm: toggle.confirm,
        onClick: () => void setStatus([row.id], toggle.status),
      });
    }
    return actions;
  };

  return (
    <>
      <WithDepartTree departs={departs} selectedKey={depart?.id ?? null} onSelect={setDepart}>
        {depart && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 12 }}
            title={
              <span>
                {t('user.currentDepart')}
                <Typography.Text strong>{depart.departName}</Typography.Text>
                {t('user.withChildren')}
                <Typography.Link style={{ marginInlineStart: 16 }} onClick={() => setDepart(null)}>
                  {t('user.clearDepart')}
                </Typography.Link>
              </span>
            }
          />
        )}
        <EntityListPage
          entity={sysUser}
          fixedParams={fixedParams}
          columns={userListColumns}
          rowActions={rowActions}
          batchActions={batchActions}
          form={form}
          detailItems={detailItems}
          recycleBin={recycleBin}
        />
      </WithDepartTree>
      <PasswordModal user={passwordUser} onClose={() => setPasswordUser(null)} />
    </>
  );
}
