import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { forceLogout, type OnlineSession, onlineSessions } from '../../../api/online';
import { usePermission } from '../../../components/Authorized/use-permission';
import { useT } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';

/**
 * system/OnlineUserList (在线用户): the live sessions — user, IP, browser, login time, last activity — and 强制退出,
 * which ends the session (its token and its sockets) and is logged. Rows name sessions by an opaque id.
 */
export default function OnlineUserList() {
  const t = useT();
  const permission = usePermission();
  const [username, setUsername] = useState('');
  const [query, setQuery] = useState({ username: '', pageNo: 1, pageSize: 10 });
  const list = useQuery({
    queryKey: ['online-sessions', query],
    queryFn: () => onlineSessions({ ...query, username: query.username || undefined }),
  });
  const page = list.data?.success ? list.data.result : undefined;

  const logout = async (row: OnlineSession) => {
    const answer = await forceLogout(row.id);
    if (answer.success) feedback.message.success(answer.message);
    else feedback.message.warning(answer.message);
    void list.refetch();
  };

  const columns: TableColumnsType<OnlineSession> = [
    {
      key: 'user',
      title: t('online.user'),
      render: (_, r) => (
        <>
          {t('online.userName', { name: r.realname ?? r.username, username: r.username })}
          {r.current && <Tag style={{ marginLeft: 6 }}>{t('online.current')}</Tag>}
        </>
      ),
    },
    { key: 'ip', dataIndex: 'ip', title: 'IP', width: 150 },
    { key: 'browser', dataIndex: 'browser', title: t('online.browser'), width: 200 },
    { key: 'loginTime', dataIndex: 'loginTime', title: t('online.loginTime'), width: 180, align: 'center' },
    { key: 'lastActiveTime', dataIndex: 'lastActiveTime', title: t('online.lastActive'), width: 180, align: 'center' },
    {
      key: 'action',
      title: t('common.actions'),
      width: 120,
      align: 'center',
      render: (_, r) =>
        permission.has('system:online:forceLogout') ? (
          <Popconfirm title={t('online.confirmLogout', { name: r.username })} onConfirm={() => void logout(r)}>
            <Button type="link" danger size="small">
              {t('online.forceLogout')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <Card>
      <Flex gap={12} style={{ marginBottom: 16 }} wrap>
        <Input
          style={{ width: 240 }}
          placeholder={t('user.username')}
          allowClear
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          onPressEnter={() => setQuery({ ...query, username: username.trim(), pageNo: 1 })}
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          onClick={() => setQuery({ ...query, username: username.trim(), pageNo: 1 })}
        >
          {t('common.search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          {t('tabs.refresh')}
        </Button>
      </Flex>
      <Table<OnlineSession>
        rowKey="id"
        loading={list.isLoading}
        columns={columns}
        dataSource={page?.records ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('my.total', { n: total }),
          onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }),
        }}
      />
    </Card>
  );
}
