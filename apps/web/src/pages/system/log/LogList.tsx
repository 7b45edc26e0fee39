import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { sysLog } from '@yunzhan/common/entities/system/index';
import { Button, Card, Col, DatePicker, Flex, Form, Row as GridRow, Input, type TableColumnsType, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { Row } from '../../../api/entity';
import { DictSelect } from '../../../components/DictSelect';
import EntityListPage from '../../../components/entity/EntityListPage';
import { schemaLabel, useEntityT } from '../../../components/entity/texts';
import { t } from '../../../locales/i18n';

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

const { fields } = sysLog;

const detailItems = (row: Row) => [
  { key: 'createTime', label: t('log.createTime'), children: String(row.createTime ?? '') },
  { key: 'method', label: schemaLabel(fields.method), children: String(row.method ?? '') },
  { key: 'requestUrl', label: schemaLabel(fields.requestUrl), children: String(row.requestUrl ?? '') },
  {
    key: 'requestParam',
    label: schemaLabel(fields.requestParam),
    span: 2,
    children: <Params text={row.requestParam} />,
  },
];

/** The list's columns plus 创建时间; the login tab has no operation type. */
const columnsFor = (logType: number) => (base: TableColumnsType<Row>) => [
  ...base.filter((c) => logType === OPERATION || c.key !== 'operateType'),
  { key: 'createTime', dataIndex: 'createTime', title: t('log.createTime'), width: 170, align: 'center' as const },
];

/**
 * system/LogList (日志管理): 登录日志 and 操作日志 tabs over the engine's list of `sys.log`, searched by keyword, time
 * range and (operations) type; a row's details show the method, the parameters (secrets masked) and the cost.
 */
export default function LogList() {
  const et = useEntityT();
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
            { key: String(LOGIN), label: t('log.login') },
            { key: String(OPERATION), label: t('log.operation') },
          ]}
        />
        <Form form={form} name="log_search" onFinish={setSearch} style={{ paddingBottom: 16 }}>
          <GridRow gutter={[24, 16]}>
            <Col xs={24} md={8}>
              <Form.Item name="keyWord" label={t('log.search')} style={{ marginBottom: 0 }}>
                <Input placeholder={t('log.searchPlaceholder')} allowClear maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="createTime" label={t('log.createTime')} style={{ marginBottom: 0 }}>
                <DatePicker.RangePicker showTime style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {logType === OPERATION && (
              <Col xs={24} md={8}>
                <Form.Item name="operateType" label={et.label(fields.operateType)} style={{ marginBottom: 0 }}>
                  <DictSelect
                    dictCode="operate_type"
                    placeholder={et('selectPlaceholder', { label: et.label(fields.operateType) })}
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={8}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button
                style={{ marginLeft: 8 }}
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  setSearch({});
                }}
              >
                {t('common.reset')}
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
        exportFileName={t(logType === LOGIN ? 'log.login' : 'log.operation')}
      />
    </Flex>
  );
}
