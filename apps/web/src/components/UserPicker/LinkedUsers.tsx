import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Input, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { type Page, type PageQuery, type PickerUser, unwrap } from '../../api/system-tree';
import type { Envelope } from '../../api/types';
import { t } from '../../locales/i18n';
import { showRefusal } from '../../utils/refusal';
import { usePageState } from '../../utils/use-page-state';
import UserPickerModal from './UserPickerModal';
import { userColumns } from './user-columns';

export interface LinkedUsersProps {
  /** Query key of the list; the owner's id belongs in it. */
  queryKey: readonly unknown[];
  load(query: PageQuery): Promise<Envelope<Page<PickerUser>>>;
  add(userIds: readonly string[]): Promise<Envelope<unknown>>;
  remove(userIds: readonly string[]): Promise<Envelope<unknown>>;
  /** Whether adding and removing are offered (button permission). */
  canEdit: boolean;
  /** Text of the batch removal's confirmation for `n` users. */
  confirmRemove(n: number): string;
}

/**
 * The users linked to an owner (a department, a role): search by account, add existing users through the user
 * picker, remove one or the selected ones (取消关联).
 */
export default function LinkedUsers({ queryKey, load, add, remove, canEdit, confirmRemove }: LinkedUsersProps) {
  const { message, modal } = App.useApp();
  const { page, pagination, firstPage } = usePageState();
  const [username, setUsername] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);

  const users = useQuery({
    queryKey: [...queryKey, page, username],
    queryFn: async () => unwrap(await load({ ...page, ...(username ? { username } : {}) })),
  });
  const adding = useMutation({
    mutationFn: async (ids: string[]) => unwrap(await add(ids)),
    onSuccess: () => {
      message.success(t('linked.added'));
      setPicking(false);
      void users.refetch();
    },
    onError: showRefusal(message),
  });
  const removing = useMutation({
    mutationFn: async (ids: string[]) => unwrap(await remove(ids)),
    onSuccess: (_result, ids) => {
      message.success(t('linked.removed'));
      setSelected((keys) => keys.filter((key) => !ids.includes(key)));
      void users.refetch();
    },
    onError: showRefusal(message),
  });

  const removeSelected = () => {
    if (!selected.length) {
      message.warning(t('linked.selectOne'));
      return;
    }
    modal.confirm({
      title: t('linked.confirmTitle'),
      content: confirmRemove(selected.length),
      onOk: () => removing.mutateAsync(selected),
    });
  };

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder={t('linked.search')}
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
              {t('linked.addExisting')}
            </Button>
            <Button onClick={removeSelected}>{t('linked.removeSelected')}</Button>
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
          ...userColumns(),
          ...(canEdit
            ? [
                {
                  title: t('linked.actions'),
                  key: 'action',
                  width: 100,
                  render: (_: unknown, user: PickerUser) => (
                    <Popconfirm title={t('linked.confirm')} onConfirm={() => removing.mutate([user.id])}>
                      <Button type="link" size="small">
                        {t('linked.remove')}
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
