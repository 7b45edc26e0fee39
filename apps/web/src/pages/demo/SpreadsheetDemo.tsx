import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import SpreadsheetGrid, { type GridColumn, type GridRow } from '../../components/SpreadsheetGrid';
import { t } from '../../locales/i18n';

const columns = (): GridColumn[] => [
  { key: 'name', name: t('demo.ss.name'), width: 200 },
  { key: 'model', name: t('demo.ss.model'), width: 140 },
  { key: 'qty', name: t('demo.ss.qty'), width: 100 },
  { key: 'price', name: t('demo.ss.price'), width: 110 },
  { key: 'memo', name: t('demo.ss.memo'), width: 240 },
];
const KEYS = ['name', 'model', 'qty', 'price', 'memo'];

const blankRow = (index: number): GridRow => ({ id: `row-${index + 1}`, name: '', model: '', qty: '', price: '' });

/** The checks of a filled row (an empty row is skipped): the first failure is the row's message. */
function rowError(row: GridRow): string | undefined {
  const filled = KEYS.some((key) => String(row[key] ?? '').trim());
  if (!filled) return undefined;
  if (!String(row.name ?? '').trim()) return t('demo.ss.nameRequired');
  if (!/^\d+$/.test(String(row.qty ?? ''))) return t('demo.ss.qtyInt');
  if (String(row.price ?? '') && !/^\d+(\.\d{1,2})?$/.test(String(row.price))) return t('demo.ss.priceMoney');
  return undefined;
}

/** 组件示例 › 电子表格: paste from Excel, move with the keyboard, fill down, resize columns, check rows. */
export default function SpreadsheetDemo() {
  const [rows, setRows] = useState<GridRow[]>(() => Array.from({ length: 5 }, (_, i) => blankRow(i)));
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [COLUMNS] = useState(columns);
  const check = () => {
    const found = new Map<string, string>();
    for (const row of rows) {
      const message = rowError(row);
      if (message) found.set(row.id, message);
    }
    setErrors(found);
  };
  return (
    <Card title={t('demo.ss.title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('demo.ss.hint')}</Typography.Text>
        <Space>
          <Button type="primary" onClick={check}>
            {t('demo.ss.check')}
          </Button>
          <Button onClick={() => setRows((r) => [...r, blankRow(r.length)])}>{t('demo.ss.addRow')}</Button>
          <span data-testid="grid-count">{t('demo.ss.count', { n: rows.length })}</span>
          {errors.size > 0 && (
            <Typography.Text type="danger">{t('demo.ss.errors', { n: errors.size })}</Typography.Text>
          )}
        </Space>
        <SpreadsheetGrid
          aria-label={t('demo.ss.title')}
          columns={COLUMNS}
          rows={rows}
          onRowsChange={setRows}
          newRow={blankRow}
          rowErrors={errors}
        />
        {[...errors].slice(0, 5).map(([id, message]) => (
          <Typography.Text key={id} type="danger">
            {t('demo.ss.rowError', { n: rows.findIndex((r) => r.id === id) + 1, message })}
          </Typography.Text>
        ))}
      </Space>
    </Card>
  );
}
