import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { sysLog } from '@yunzhan/common/entities/system/index';
import { Button, Card, Col, DatePicker, Flex, Form, Row as GridRow, Input, type TableColumnsType, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { Row } from '../../../api/entity';
import { DictSelect } from '../../../components/DictSelect';
import EntityListPage from '../../../components/entity/EntityListPage';

const LOGIN = 1;
const OPERATION = 2;

interface Search {
  keyWord?: string;
  createTime?: [Dayjs, Dayjs] | null;
  operateType?: string;
}

/** The request parameters as indented JSON when they are JSON (the server has masked secret values). */
function Params({ text }: { text: unknown }) {
  if (text == null || text === '') return null;
  let shown = String(text);
  try {
    shown = JSON.stringify(JSON.parse(shown), null, 2);
  } catch {}
  return <pre style={{ margin: 0, maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap' }}>{shown}</pre>;
}

const detailItems = (row: Row) => [
  { key: 'createTime', label: '创建时间', children: String(row.createTime ?? '') },
  { key: 'method', label: '请求方法', children: String(row.method ?? '') },
  { key: 'requestUrl', label: '请求路径', children: String(row.requestUrl ?? '') },
  { key: 'requestParam', label: '请求参数', span: 2, children: <Params text={row.requestParam} /> },
];

/** The list's columns plus 创建时间; the login tab has no operation type. */
const columnsFor = (logType: number) => (base: TableColumnsType<Row>) => [
  ...base.filter((c) => logType === OPERATION || c.key !== 'operateType'),
  { key: 'createTime', dataIndex: 'createTime', title: '创建时间', width: 170, align: 'center' as const },
];

/**
 * system/LogList (日志管理): 登录日志 and 操作日志 tabs over the engine's list of `sys.log`, searched by keyword, time
 * range and (operations) type; a row's details show the method, the parameters (secrets masked) and the cost.
 */
export default function LogList() {
  const [logType, setLogType] = useState(LOGIN);
  const [search, setSearch] = useState<Search>({});
  const [form] = Form.useForm<Search>();
  const params = useMemo(() => {
    const [begin, end] = search.createTime ?? [];
    return {
      logType,
      keyWord: search.keyWord?.trim() || undefined,
      createTime_begin: begin?.format('YYYY-MM-DD HH:mm:ss'),
      createTime_end: end?.format('YYYY-MM-DD HH:mm:ss'),
      operateType: logType === OPERATION ? search.operateType || undefined : undefined,
    };
  }, [logType, search]);
  const columns = useMemo(() => columnsFor(logType), [logType]);

  return (
    <Flex vertical gap={0}>
      <Card size="small" styles={{ body: { paddingBottom: 0 } }}>
        <Tabs
          activeKey={String(logType)}
          onChange={(k) => setLogType(Number(k))}
          items={[
            { key: String(LOGIN), label: '登录日志' },
            { key: String(OPERATION), label: '操作日志' },
          ]}
        />
        <Form form={form} name="log_search" onFinish={setSearch} style={{ paddingBottom: 16 }}>
          <GridRow gutter={[24, 16]}>
            <Col xs={24} md={8}>
              <Form.Item name="keyWord" label="搜索日志" style={{ marginBottom: 0 }}>
                <Input placeholder="日志内容" allowClear maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="createTime" label="创建时间" style={{ marginBottom: 0 }}>
                <DatePicker.RangePicker showTime style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {logType === OPERATION && (
              <Col xs={24} md={8}>
                <Form.Item name="operateType" label="操作类型" style={{ marginBottom: 0 }}>
                  <DictSelect dictCode="operate_type" placeholder="请选择操作类型" />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={8}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button
                style={{ marginLeft: 8 }}
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  setSearch({});
                }}
              >
                重置
              </Button>
            </Col>
          </GridRow>
        </Form>
      </Card>
      <EntityListPage
        key={logType}
        entity={sysLog}
        fixedParams={params}
        columns={columns}
        detailItems={detailItems}
        exportFileName={logType === LOGIN ? '登录日志' : '操作日志'}
      />
    </Flex>
  );
}
