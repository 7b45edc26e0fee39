import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { type MyAnnouncement, markRead, myAnnouncements, readAll, syncNotic } from '../../../api/announcement';
import NoticeDetailModal from '../../../components/Notice/NoticeDetailModal';
import { requestNoticeRefresh } from '../../../components/Notice/notice-events';
import { priorityTag } from '../../../components/Notice/priority';
import { type MessageKey, t } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';

interface Filters {
  titile?: string;
  sender?: string;
  readFlag?: string;
  msgCategory?: string;
}

const CATEGORY: Record<string, MessageKey> = { '1': 'my.notice', '2': 'my.system' };

/** 我的消息 (/isps/userAnnouncement): the user's announcements, unread first, with filters and read marks. */
export default function UserAnnouncementList() {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [detail, setDetail] = useState<MyAnnouncement | null>(null);
  const list = useQuery({
    queryKey: ['my-announcements', filters, paging],
    queryFn: async () => {
      const answer = await myAnnouncements({ ...filters, ...paging });
      if (!answer.success) throw new Error(answer.message);
      return answer.result;
    },
  });
  const changed = () => {
    requestNoticeRefresh();
    void list.refetch();
  };

  const open = async (row: MyAnnouncement) => {
    setDetail(row);
    if (row.readFlag !== '1') {
      await markRead(row.anntId);
      changed();
    }
  };
  const markAll = () =>
    feedback.modal.confirm({
      title: t('my.confirmTitle'),
      content: t('my.confirmReadAll'),
      onOk: async () => {
        const answer = await readAll();
        if (answer.success) {
          feedback.message.success(answer.message);
          void syncNotic();
        }
        changed();
      },
    });

  const columns: TableColumnsType<MyAnnouncement> = [
    {
      key: 'titile',
      title: t('my.title'),
      dataIndex: 'titile',
      ellipsis: true,
      render: (_, row) => {
        const tag = priorityTag(row.priority);
        return (
          <>
            {tag && <Tag color={tag.color}>{tag.text}</Tag>}
            {row.titile}
          </>
        );
      },
    },
    {
      key: 'msgCategory',
      title: t('my.category'),
      width: 130,
      render: (_, row) => (CATEGORY[row.msgCategory ?? ''] ? t(CATEGORY[row.msgCategory ?? '']) : ''),
    },
    { key: 'sender', title: t('my.sender'), dataIndex: 'sender', width: 120 },
    { key: 'sendTime', title: t('my.sendTime'), dataIndex: 'sendTime', width: 170 },
    {
      key: 'readFlag',
      title: t('my.readFlag'),
      width: 100,
      render: (_, row) => (row.readFlag === '1' ? <Tag>{t('my.read')}</Tag> : <Tag color="red">{t('my.unread')}</Tag>),
    },
    {
      key: 'action',
      title: t('common.actions'),
      width: 90,
      align: 'center',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => void open(row)}>
          {t('my.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(values) => {
          setFilters(values);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
      >
        <Form.Item name="titile" label={t('my.title')}>
          <Input allowClear placeholder={t('my.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="sender" label={t('my.sender')}>
          <Input allowClear placeholder={t('my.senderPlaceholder')} />
        </Form.Item>
        <Form.Item name="msgCategory" label={t('my.category')}>
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={t('common.select')}
            options={Object.entries(CATEGORY).map(([value, key]) => ({ value, label: t(key) }))}
          />
        </Form.Item>
        <Form.Item name="readFlag" label={t('my.readFlag')}>
          <Select
            allowClear
            style={{ width: 110 }}
            placeholder={t('common.select')}
            options={[
              { value: '0', label: t('my.unread') },
              { value: '1', label: t('my.read') },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
            }}
          >
            {t('common.reset')}
          </Button>
          <Button onClick={markAll}>{t('my.readAll')}</Button>
        </Space>
      </Form>
      <Table<MyAnnouncement>
        rowKey="anntId"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.records ?? []}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('my.total', { n: total }),
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
      <NoticeDetailModal announcement={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
