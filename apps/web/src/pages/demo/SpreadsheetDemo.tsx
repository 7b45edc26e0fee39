import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import SpreadsheetGrid, { type GridColumn, type GridRow } from '../../components/SpreadsheetGrid';

const COLUMNS: GridColumn[] = [
  { key: 'name', name: '产品名称', width: 200 },
  { key: 'model', name: '型号', width: 140 },
  { key: 'qty', name: '数量', width: 100 },
  { key: 'price', name: '单价', width: 110 },
  { key: 'memo', name: '备注', width: 240 },
];

const blankRow = (index: number): GridRow => ({ id: `row-${index + 1}`, name: '', model: '', qty: '', price: '' });

/** The checks of a filled row (an empty row is skipped): the first failure is the row's message. */
function rowError(row: GridRow): string | undefined {
  const filled = COLUMNS.some((c) => String(row[c.key] ?? '').trim());
  if (!filled) return undefined;
  if (!String(row.name ?? '').trim()) return '请输入产品名称';
  if (!/^\d+$/.test(String(row.qty ?? ''))) return '数量须为整数';
  if (String(row.price ?? '') && !/^\d+(\.\d{1,2})?$/.test(String(row.price))) return '单价须为金额';
  return undefined;
}

/** 组件示例 › 电子表格: paste from Excel, move with the keyboard, fill down, resize columns, check rows. */
export default function SpreadsheetDemo() {
  const [rows, setRows] = useState<GridRow[]>(() => Array.from({ length: 5 }, (_, i) => blankRow(i)));
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const check = () => {
    const found = new Map<string, string>();
    for (const row of rows) {
      const message = rowError(row);
      if (message) found.set(row.id, message);
    }
    setErrors(found);
  };
  return (
    <Card title="电子表格">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          选中单元格后粘贴 Excel 中复制的区域（Ctrl+V）；方向键、Tab、回车移动，直接输入即编辑；拖动右下角填充柄或按
          Ctrl+D 向下填充；拖动列边调整列宽。
        </Typography.Text>
        <Space>
          <Button type="primary" onClick={check}>
            校验
          </Button>
          <Button onClick={() => setRows((r) => [...r, blankRow(r.length)])}>添加一行</Button>
          <span data-testid="grid-count">共 {rows.length} 行</span>
          {errors.size > 0 && <Typography.Text type="danger">{errors.size} 行有错误</Typography.Text>}
        </Space>
        <SpreadsheetGrid
          aria-label="电子表格"
          columns={COLUMNS}
          rows={rows}
          onRowsChange={setRows}
          newRow={blankRow}
          rowErrors={errors}
        />
        {[...errors].slice(0, 5).map(([id, message]) => (
          <Typography.Text key={id} type="danger">
            第 {rows.findIndex((r) => r.id === id) + 1} 行：{message}
          </Typography.Text>
        ))}
      </Space>
    </Card>
  );
}
