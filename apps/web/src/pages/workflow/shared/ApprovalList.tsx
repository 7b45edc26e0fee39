import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Space, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Page } from '../../../api/entity';
import { unwrap } from '../../../api/system-tree';
import type { Envelope } from '../../../api/types';
import { usePermission } from '../../../components/Authorized/use-permission';
import { exportToFile } from '../../../components/entity/export-file';
import { useEntityT } from '../../../components/entity/texts';
import { useT } from '../../../locales/i18n';
import { usePageState } from '../../../utils/use-page-state';
import { type FilterDef, FilterItems, type FilterValues, filterParams } from './filters';
import { APPROVAL_QUERY } from './queries';

/** Refreshes every workflow list, card and drawer (after an action changed where instances stand). */
export function useApprovalRefresh(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: [APPROVAL_QUERY] });
}

export interface ToolbarState<T> {
  selected: T[];
  clearSelection(): void;
}

interface Props<T> {
  /** The list's name in its query key. */
  name: string;
  load(query: Record<string, unknown>): Promise<Envelope<Page<T>>>;
  filters: readonly FilterDef[];
  columns: TableColumnsType<T>;
  /** The export of the list's conditions, shown to those with its permission. */
  exportFile?: { url: string; fileName: string; permission: string };
  /** Buttons beside 查询/重置; rows become selectable when the toolbar uses the selection. */
  toolbar?(state: ToolbarState<T>): ReactNode;
  selectable?: boolean;
  /** Above the filters (the 发起申请 cards, a page's title). */
  header?: ReactNode;
  testId?: string;
}

/**
 * A paged workflow list: filters that become the request's parameters, 查询/重置/刷新, an optional export of the
 * same conditions and toolbar buttons, and the table with the spec's pagination.
 */
export default function ApprovalList<T extends { id: string }>({
  name,
  load,
  filters,
  columns,
  exportFile,
  toolbar,
  selectable,
  header,
  testId,
}: Props<T>) {
  const t = useT();
  const et = useEntityT();
  const permission = usePermission();
  const [form] = Form.useForm<FilterValues>();
  const [params, setParams] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<T[]>([]);
  const { page, pagination, firstPage } = usePageState();
  const list = useQuery({
    queryKey: [APPROVAL_QUERY, name, params, page],
    queryFn: async () => unwrap(await load({ ...params, ...page })),
  });
  const search = (values: FilterValues) => {
    setParams(filterParams(filters, values));
    firstPage();
  };

  return (
    <Card variant="borderless" data-testid={testId}>
      {header}
      <Form form={form} layout="inline" style={{ marginBottom: 16, rowGap: 12 }} onFinish={search}>
        <FilterItems filters={filters} />
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('common.reset')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
            {t('tabs.refresh')}
          </Button>
          {exportFile && permission.has(exportFile.permission) && (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void exportToFile(exportFile.url, params, exportFile.fileName, et)}
            >
              {et('export')}
            </Button>
          )}
          {toolbar?.({ selected, clearSelection: () => setSelected([]) })}
        </Space>
      </Form>
      {list.isError && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={list.error.message} />}
      <Table<T>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={pagination(list.data?.total ?? 0)}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selected.map((row) => row.id),
                preserveSelectedRowKeys: true,
                onChange: (_, rows) => setSelected(rows),
              }
            : undefined
        }
      />
    </Card>
  );
}
