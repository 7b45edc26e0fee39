import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { type MyAnnouncement, markRead, myAnnouncements, readAll, syncNotic } from '../../../api/announcement';
import NoticeDetailModal from '../../../components/Notice/NoticeDetailModal';
import { requestNoticeRefresh } from '../../../components/Notice/notice-events';
import { priorityTag } from '../../../components/Notice/priority';
import { feedback } from '../../../utils/feedback';

interface Filters {
  titile?: string;
  sender?: string;
  readFlag?: string;
  msgCategory?: string;
}

const CATEGORY: Record<string, string> = { '1': '通知公告', '2': '系统消息' };

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
      title: '确认操作',
      content: '是否全部标注已读?',
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
      title: '标题',
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
    { key: 'msgCategory', title: '消息类型', width: 110, render: (_, row) => CATEGORY[row.msgCategory ?? ''] ?? '' },
    { key: 'sender', title: '发布人', dataIndex: 'sender', width: 120 },
    { key: 'sendTime', title: '发布时间', dataIndex: 'sendTime', width: 170 },
    {
      key: 'readFlag',
      title: '阅读状态',
      width: 100,
      render: (_, row) => (row.readFlag === '1' ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>),
    },
    {
      key: 'action',
      title: '操作',
      width: 90,
      align: 'center',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => void open(row)}>
          查看
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
        <Form.Item name="titile" label="标题">
          <Input allowClear placeholder="请输入标题" />
        </Form.Item>
        <Form.Item name="sender" label="发布人">
          <Input allowClear placeholder="请输入发布人" />
        </Form.Item>
        <Form.Item name="msgCategory" label="消息类型">
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder="请选择"
            options={Object.entries(CATEGORY).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="readFlag" label="阅读状态">
          <Select
            allowClear
            style={{ width: 110 }}
            placeholder="请选择"
            options={[
              { value: '0', label: '未读' },
              { value: '1', label: '已读' },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
            }}
          >
            重置
          </Button>
          <Button onClick={markAll}>全部标注已读</Button>
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
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
      <NoticeDetailModal announcement={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
