import { TableOutlined } from '@ant-design/icons';
import { App, Button, Popover, Table } from 'antd';
import { useState } from 'react';
import { loadSubRows, SUB_TABLE_TEXTS } from './sub-table';
import type { SubTableConfig, TableRow } from './types';

/** A row's sub-table in a popover: its rows load when it opens (retried), read-only. */
export function SubTablePopover({ row, config }: { row: TableRow; config: SubTableConfig }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<readonly Record<string, unknown>[] | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setRows(null);
    loadSubRows(config, row).then(setRows, () => {
      setOpen(false);
      message.error(SUB_TABLE_TEXTS.failed);
    });
  };

  return (
    <Popover
      title={SUB_TABLE_TEXTS.title}
      trigger="click"
      open={open}
      onOpenChange={onOpenChange}
      content={
        <Table
          size="small"
          style={{ width: config.width ?? 480 }}
          loading={rows === null}
          pagination={false}
          rowKey={(r) => String(r.id ?? JSON.stringify(r))}
          dataSource={rows ? [...rows] : []}
          columns={config.columns.map((c) => ({ key: c.key, dataIndex: c.key, title: c.title, width: c.width }))}
          scroll={{ y: 240 }}
        />
      }
    >
      <Button type="text" size="small" icon={<TableOutlined />} aria-label={SUB_TABLE_TEXTS.title} />
    </Popover>
  );
}
