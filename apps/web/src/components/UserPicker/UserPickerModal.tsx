import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { type PickerUser, pickerUsers, unwrap } from '../../api/system-tree';
import { t } from '../../locales/i18n';
import { usePageState } from '../../utils/use-page-state';
import { userColumns } from './user-columns';

interface Props {
  open: boolean;
  confirmLoading: boolean;
  onCancel(): void;
  onConfirm(userIds: string[]): void;
}

/** Picks existing users to link to a department or a role (spec §9: width 1200, page size 5 of 5/10/20/30). */
export default function UserPickerModal({ open, confirmLoading, onCancel, onConfirm }: Props) {
  const { page, pagination, firstPage } = usePageState(5);
  const [username, setUsername] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const users = useQuery({
    queryKey: ['pickerUsers', page, username],
    queryFn: async () => unwrap(await pickerUsers({ ...page, ...(username ? { username } : {}) })),
    enabled: open,
  });

  return (
    <Modal
      title={t('userPicker.title')}
      open={open}
      width={1200}
      maskClosable={false}
      confirmLoading={confirmLoading}
      okButtonProps={{ disabled: !selected.length }}
      onOk={() => onConfirm(selected)}
      onCancel={onCancel}
      afterOpenChange={(visible) => !visible && setSelected([])}
    >
      <Input.Search
        placeholder={t('linked.search')}
        allowClear
        enterButton={t('common.search')}
        style={{ width: 320, marginBottom: 12 }}
        onSearch={(value) => {
          setUsername(value.trim());
          firstPage();
        }}
      />
      <Table<PickerUser>
        rowKey="id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.records ?? []}
        columns={userColumns()}
        pagination={pagination(users.data?.total ?? 0, ['5', '10', '20', '30'])}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        onRow={(user) => ({
          onClick: () =>
            setSelected((keys) => (keys.includes(user.id) ? keys.filter((k) => k !== user.id) : [...keys, user.id])),
        })}
        scroll={{ y: 240 }}
      />
    </Modal>
  );
}
