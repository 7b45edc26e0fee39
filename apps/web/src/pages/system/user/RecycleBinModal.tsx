import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { sysUser } from '@yunzhan/common/entities/system/index';
import { Button, Divider, Modal, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import type { Row } from '../../../api/entity';
import { unwrap } from '../../../api/system-tree';
import { deletedUsers, purgeUsers, restoreUsers } from '../../../api/user';
import { displayValue } from '../../../components/entity/columns';
import { useEntityT } from '../../../components/entity/texts';
import { feedback } from '../../../utils/feedback';
import { reportAnswer } from './answer';

interface Props {
  open: boolean;
  /** Restore and purge need system:user:delete. */
  canChange: boolean;
  onClose(): void;
  /** After users came back: the user list reloads. */
  onRestored(): void;
}

const { username, realname, avatar, sex } = sysUser.fields;

/** 用户回收站: logically deleted users; restore them, or delete them for good after a confirmation. */
export default function RecycleBinModal({ open, canChange, onClose, onRestored }: Props) {
  const t = useEntityT();
  const [selected, setSelected] = useState<string[]>([]);
  const rows = useQuery({
    queryKey: ['userRecycleBin'],
    queryFn: async () => unwrap(await deletedUsers()),
    enabled: open,
    gcTime: 0,
  });

  const after = (ids: readonly string[]) => {
    setSelected((keys) => keys.filter((k) => !ids.includes(k)));
    void rows.refetch();
  };
  const restore = async (ids: readonly string[]) => {
    if (await reportAnswer(() => restoreUsers(ids))) {
      after(ids);
      onRestored();
    }
  };
  const purge = async (ids: readonly string[]) => {
    if (await reportAnswer(() => purgeUsers(ids))) after(ids);
  };
  const withSelection = (run: (ids: string[]) => void) => () => {
    if (selected.length) run([...selected]);
    else feedback.message.warning(t('selectOne'));
  };
  const confirmPurge = (ids: string[]) =>
    feedback.modal.confirm({
      title: '确认彻底删除',
      content: `确定要彻底删除这 ${ids.length} 个用户吗? 删除后无法恢复。`,
      okType: 'danger',
      onOk: () => purge(ids),
    });

  const show = (name: string, field: (typeof sysUser.fields)[keyof typeof sysUser.fields]) => (_: unknown, row: Row) =>
    displayValue(name, field, row, t);
  const columns: TableColumnsType<Row> = [
    { key: 'username', title: username.label, render: show('username', username) },
    { key: 'realname', title: realname.label, render: show('realname', realname) },
    { key: 'avatar', title: avatar.label, width: 80, align: 'center', render: show('avatar', avatar) },
    { key: 'sex', title: sex.label, width: 70, align: 'center', render: show('sex', sex) },
    { key: 'orgCode', title: '部门', dataIndex: 'orgCode', ellipsis: true },
    { key: 'updateTime', title: '删除时间', dataIndex: 'updateTime', width: 170 },
  ];
  if (canChange) {
    columns.push({
      key: 'action',
      title: t('actions'),
      width: 150,
      align: 'center',
      render: (_: unknown, row: Row) => (
        <>
          <Typography.Link onClick={() => void restore([row.id])}>还原</Typography.Link>
          <Divider orientation="vertical" />
          <Popconfirm title="确定彻底删除吗?" okButtonProps={{ danger: true }} onConfirm={() => purge([row.id])}>
            <Typography.Link type="danger">彻底删除</Typography.Link>
          </Popconfirm>
        </>
      ),
    });
  }

  return (
    <Modal
      title="用户回收站"
      open={open}
      width={1000}
      mask={{ closable: false }}
      onCancel={onClose}
      afterOpenChange={(visible) => !visible && setSelected([])}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {canChange && (
        <Space style={{ marginBottom: 12 }}>
          <Button icon={<RedoOutlined />} onClick={withSelection((ids) => void restore(ids))}>
            批量还原
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={withSelection(confirmPurge)}>
            批量彻底删除
          </Button>
        </Space>
      )}
      <Table<Row>
        rowKey="id"
        size="middle"
        bordered
        loading={rows.isFetching}
        dataSource={rows.data ?? []}
        columns={columns}
        scroll={{ x: 'max-content', y: 420 }}
        pagination={{ pageSize: 10, showSizeChanger: false, showTotal: (n, [a, b]) => t('totalRange', { a, b, n }) }}
        rowSelection={
          canChange ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined
        }
      />
    </Modal>
  );
}
