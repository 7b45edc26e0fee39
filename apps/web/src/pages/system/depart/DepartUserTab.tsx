import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Input, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { addDepartUsers, departUsers, type PickerUser, removeDepartUsers, unwrap } from '../../../api/system-tree';
import { usePermission } from '../../../components/Authorized/use-permission';
import { showRefusal } from './feedback';
import { usePageState } from './pagination';
import UserPickerModal from './UserPickerModal';
import { USER_COLUMNS } from './user-columns';

/** 部门人员: users of the department and its sub-departments; add existing users, remove them from it. */
export default function DepartUserTab({ departId }: { departId: string }) {
  const { message, modal } = App.useApp();
  const canEdit = usePermission().has('system:depart:edit');
  const { page, pagination, firstPage } = usePageState();
  const [username, setUsername] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);

  const users = useQuery({
    queryKey: ['departUsers', departId, page, username],
    queryFn: async () => unwrap(await departUsers(departId, { ...page, ...(username ? { username } : {}) })),
  });
  const adding = useMutation({
    mutationFn: async (ids: string[]) => unwrap(await addDepartUsers(departId, ids)),
    onSuccess: () => {
      message.success('添加成功！');
      setPicking(false);
      void users.refetch();
    },
    onError: showRefusal(message),
  });
  const removing = useMutation({
    mutationFn: async (ids: string[]) => unwrap(await removeDepartUsers(departId, ids)),
    onSuccess: () => {
      message.success('取消关联成功');
      setSelected([]);
      void users.refetch();
    },
    onError: showRefusal(message),
  });

  const removeSelected = () => {
    if (!selected.length) {
      message.warning('请选择一条记录！');
      return;
    }
    modal.confirm({
      title: '确认取消关联',
      content: `确定要将这 ${selected.length} 个用户移出该部门吗?`,
      onOk: () => removing.mutateAsync(selected),
    });
  };

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="请输入用户账号"
          allowClear
          style={{ width: 260 }}
          onSearch={(value) => {
            setUsername(value.trim());
            firstPage();
          }}
        />
        {canEdit && (
          <>
            <Button type="primary" onClick={() => setPicking(true)}>
              添加已有用户
            </Button>
            <Button onClick={removeSelected}>批量取消关联</Button>
          </>
        )}
      </Flex>
      <Table<PickerUser>
        rowKey="id"
        size="middle"
        loading={users.isFetching}
        dataSource={users.data?.records ?? []}
        pagination={pagination(users.data?.total ?? 0)}
        rowSelection={
          canEdit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined
        }
        scroll={{ x: 640 }}
        columns={[
          ...USER_COLUMNS,
          ...(canEdit
            ? [
                {
                  title: '操作',
                  key: 'action',
                  width: 100,
                  render: (_: unknown, user: PickerUser) => (
                    <Popconfirm title="确定要取消关联吗?" onConfirm={() => removing.mutate([user.id])}>
                      <Button type="link" size="small">
                        取消关联
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
      <UserPickerModal
        open={picking}
        confirmLoading={adding.isPending}
        onCancel={() => setPicking(false)}
        onConfirm={(ids) => adding.mutate(ids)}
      />
    </>
  );
}
