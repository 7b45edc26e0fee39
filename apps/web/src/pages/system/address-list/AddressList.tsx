import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sysUser } from '@yunzhan/common/entities/system/index';
import { Button, Card, Form, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { type AddressEntry, addressBook } from '../../../api/address-list';
import type { DepartNode } from '../../../api/system-tree';
import { unwrap } from '../../../api/system-tree';
import { usePermission } from '../../../components/Authorized/use-permission';
import { useDepartTree } from '../../../components/DepartTree';
import WithDepartTree from '../../../components/DepartTree/WithDepartTree';
import { useEntityT } from '../../../components/entity/texts';
import { paginationConfig } from '../../../components/entity/use-list-page';
import { useT } from '../../../locales/i18n';

interface Search {
  realname?: string;
  workNo?: string;
}

const f = sysUser.fields;

/**
 * system/AddressList (通讯录): the department tree on the left, on the right the enabled people of the chosen
 * department and its sub-departments (everyone when none is chosen), searched by name and work number. Phone
 * numbers and e-mail only for those who may list users (the server leaves them out for others).
 */
export default function AddressList() {
  const t = useT();
  const et = useEntityT();
  const personal = usePermission().has('system:user:list');
  const departs = useDepartTree();
  const [depart, setDepart] = useState<DepartNode | null>(null);
  const [search, setSearch] = useState<Search>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [form] = Form.useForm<Search>();

  const params = { orgCode: depart?.orgCode, ...search, ...paging };
  const people = useQuery({
    queryKey: ['addressBook', params],
    queryFn: async () => unwrap(await addressBook(params)),
    placeholderData: keepPreviousData,
  });

  const pick = (node: DepartNode | null) => {
    setDepart(node);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };
  const apply = (values: Search) => {
    setSearch({ realname: values.realname?.trim() || undefined, workNo: values.workNo?.trim() || undefined });
    setPaging((p) => ({ ...p, pageNo: 1 }));
    void people.refetch();
  };

  const columns: ColumnsType<AddressEntry> = [
    { key: 'realname', title: et.label(f.realname), dataIndex: 'realname' },
    { key: 'workNo', title: et.label(f.workNo), dataIndex: 'workNo' },
    { key: 'post', title: et.label(f.post), render: (_, r) => r.post_dictText || r.post },
    { key: 'departName', title: t('user.depart'), dataIndex: 'departName' },
    ...(personal
      ? ([
          { key: 'phone', title: et.label(f.phone), dataIndex: 'phone' },
          { key: 'telephone', title: et.label(f.telephone), dataIndex: 'telephone' },
          { key: 'email', title: et.label(f.email), dataIndex: 'email', ellipsis: true },
        ] satisfies ColumnsType<AddressEntry>)
      : []),
  ];

  const page = people.data;
  return (
    <WithDepartTree departs={departs} selectedKey={depart?.id ?? null} onSelect={pick}>
      <Card title={depart ? depart.departName : t('addressList.everyone')} variant="borderless">
        <Form form={form} layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="realname" label={et.label(f.realname)}>
            <Input allowClear maxLength={100} placeholder={et('inputPlaceholder', { label: et.label(f.realname) })} />
          </Form.Item>
          <Form.Item name="workNo" label={et.label(f.workNo)}>
            <Input allowClear maxLength={100} placeholder={et('inputPlaceholder', { label: et.label(f.workNo) })} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {et('search')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                form.resetFields();
                apply({});
              }}
            >
              {et('reset')}
            </Button>
          </Space>
        </Form>
        <Table<AddressEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={people.isFetching}
          pagination={paginationConfig(et, paging.pageNo, paging.pageSize, page?.total ?? 0)}
          onChange={(p) => setPaging({ pageNo: p.current ?? 1, pageSize: p.pageSize ?? 10 })}
        />
      </Card>
    </WithDepartTree>
  );
}
