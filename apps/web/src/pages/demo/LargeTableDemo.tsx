import { Button, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import EditableTable, { type EditableTableApi, TableValidationError } from '../../components/EditableTable';
import { t } from '../../locales/i18n';
import { largeColumns, largeRows } from './editable-table-samples';

export const LARGE_ROW_COUNT = 10_000;

/**
 * 10 000 rows × 20 columns, click-to-edit (as JVxeTable edits): virtual rows of plain text keep rendering, scrolling,
 * typing and validating fast (the benchmark's page).
 */
export default function LargeTableDemo() {
  const table = useRef<EditableTableApi>(null);
  // Generated when the tab opens, so that showing them measures the table alone.
  const columns = useMemo(largeColumns, []);
  const generated = useMemo(() => largeRows(LARGE_ROW_COUNT, columns), [columns]);
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const [report, setReport] = useState('');
  const runs = useRef(0);
  const validate = async () => {
    const started = performance.now();
    const run = ++runs.current;
    try {
      const values = await table.current?.getValues();
      setReport(t('demo.large.done', { run, rows: values?.length ?? 0, ms: Math.round(performance.now() - started) }));
    } catch (e) {
      if (!(e instanceof TableValidationError)) throw e;
      setReport(t('demo.large.failed', { run, n: e.errorCount, ms: Math.round(performance.now() - started) }));
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="large-table">
      <Space>
        <Button onClick={() => setRows(generated)}>{t('demo.large.show')}</Button>
        <Button onClick={() => void validate()} disabled={!rows.length}>
          {t('demo.large.validate')}
        </Button>
        <Typography.Text data-testid="large-report">{report}</Typography.Text>
      </Space>
      <EditableTable ref={table} columns={columns} dataSource={rows} dragSortKey="" toolbar={false} clickToEdit />
    </Space>
  );
}
