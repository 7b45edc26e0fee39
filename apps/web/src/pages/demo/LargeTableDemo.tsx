import { Button, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import EditableTable, { type EditableTableApi, TableValidationError } from '../../components/EditableTable';
import { LARGE_COLUMNS, largeRows } from './editable-table-samples';

export const LARGE_ROW_COUNT = 10_000;

/**
 * 10 000 rows × 20 columns, click-to-edit (as JVxeTable edits): virtual rows of plain text keep rendering, scrolling,
 * typing and validating fast (the benchmark's page).
 */
export default function LargeTableDemo() {
  const table = useRef<EditableTableApi>(null);
  // Generated when the tab opens, so that showing them measures the table alone.
  const generated = useMemo(() => largeRows(LARGE_ROW_COUNT), []);
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const [report, setReport] = useState('');
  const runs = useRef(0);
  const validate = async () => {
    const started = performance.now();
    const run = ++runs.current;
    try {
      const values = await table.current?.getValues();
      setReport(
        `第 ${run} 次校验完成：${values?.length ?? 0} 行，0 处错误，用时 ${Math.round(performance.now() - started)} ms`,
      );
    } catch (e) {
      if (!(e instanceof TableValidationError)) throw e;
      setReport(`第 ${run} 次校验完成：${e.errorCount} 处错误，用时 ${Math.round(performance.now() - started)} ms`);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="large-table">
      <Space>
        <Button onClick={() => setRows(generated)}>显示 10000 行</Button>
        <Button onClick={() => void validate()} disabled={!rows.length}>
          校验全部
        </Button>
        <Typography.Text data-testid="large-report">{report}</Typography.Text>
      </Space>
      <EditableTable ref={table} columns={LARGE_COLUMNS} dataSource={rows} dragSortKey="" toolbar={false} clickToEdit />
    </Space>
  );
}
