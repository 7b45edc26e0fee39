import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Divider, Drawer, Flex, Input, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import {
  type DepartRole,
  deleteDepartRole,
  departRolePermissionIds,
  departRolePermissionTree,
  departRoles,
  saveDepartRolePermission,
  unwrap,
} from '../../../api/system-tree';
import { usePermission } from '../../../components/Authorized/use-permission';
import PermissionCheckTree from '../../../components/PermissionCheckTree';
import { showRefusal } from '../../../utils/refusal';
import { usePageState } from '../../../utils/use-page-state';
import DepartRoleModal from './DepartRoleModal';

/** 部门角色: the roles of one department, their add/edit/delete and their permissions. */
export default function DepartRoleTab({ departId }: { departId: string }) {
  const { message } = App.useApp();
  const permission = usePermission();
  const canEdit = permission.has('system:depart:edit');
  const { page, pagination, firstPage } = usePageState();
  const [roleName, setRoleName] = useState('');
  const [editing, setEditing] = useState<DepartRole | null | undefined>(undefined);
  const [granting, setGranting] = useState<DepartRole | null>(null);

  const roles = useQuery({
    queryKey: ['departRoles', departId, page, roleName],
    queryFn: async () =>
      unwrap(await departRoles(departId, { ...page, ...(roleName ? { roleName: `*${roleName}*` } : {}) })),
  });
  const removing = useMutation({
    mutationFn: async (id: string) => unwrap(await deleteDepartRole(id)),
    onSuccess: () => {
      message.success('删除成功!');
      void roles.refetch();
    },
    onError: showRefusal(message),
  });

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="请输入部门角色名称"
          allowClear
          style={{ width: 260 }}
          onSearch={(value) => {
            setRoleName(value.trim());
            firstPage();
          }}
        />
        {canEdit && (
          <Button type="primary" onClick={() => setEditing(null)}>
            新增部门角色
          </Button>
        )}
      </Flex>
      <Table<DepartRole>
        rowKey="id"
        size="middle"
        loading={roles.isFetching}
        dataSource={roles.data?.records ?? []}
        pagination={pagination(roles.data?.total ?? 0)}
        scroll={{ x: 640 }}
        columns={[
          { title: '部门角色名称', dataIndex: 'roleName' },
          { title: '部门角色编码', dataIndex: 'roleCode' },
          { title: '描述', dataIndex: 'description', ellipsis: true },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作',
            key: 'action',
            width: 180,
            render: (_, role) =>
              canEdit && (
                <>
                  <Button type="link" size="small" onClick={() => setEditing(role)}>
                    编辑
                  </Button>
                  <Divider orientation="vertical" />
                  <Button type="link" size="small" onClick={() => setGranting(role)}>
                    授权
                  </Button>
                  <Divider orientation="vertical" />
                  <Popconfirm title="确定删除吗?" onConfirm={() => removing.mutate(role.id)}>
                    <Button type="link" size="small">
                      删除
                    </Button>
                  </Popconfirm>
                </>
              ),
          },
        ]}
      />
      <DepartRoleModal
        departId={departId}
        role={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void roles.refetch();
        }}
      />
      <Drawer
        title={granting ? `部门角色权限配置：${granting.roleName}` : ''}
        open={!!granting}
        size={560}
        destroyOnHidden
        maskClosable={false}
        onClose={() => setGranting(null)}
      >
        {granting && (
          <PermissionCheckTree
            queryKey={['departRolePermission', departId, granting.id]}
            loadTree={() => departRolePermissionTree(departId)}
            loadGranted={() => departRolePermissionIds(granting.id)}
            save={(change) => saveDepartRolePermission(granting.id, change)}
            canSave={canEdit}
            emptyText="该部门尚未分配权限，请先在“部门权限”中授权"
          />
        )}
      </Drawer>
    </>
  );
}
