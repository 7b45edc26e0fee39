import type { Field, LinesField } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import { Button, Space, Table } from 'antd';
import type { ComponentType } from 'react';
import { useLanguage } from '../../locales/i18n';
import { formFieldsOf } from './form-fields';

type LineRow = Record<string, unknown>;

interface InputProps {
  field: Field;
  biz: string;
  value?: unknown;
  onChange?(value: unknown): void;
  disabled?: boolean;
}

interface Props {
  field: LinesField;
  value?: unknown;
  onChange?(value: unknown): void;
  disabled?: boolean;
  /** The widget of one cell (the form's field input, passed in so the two files do not import each other). */
  input: ComponentType<InputProps>;
}

const TEXTS = {
  'zh-CN': { add: '添加一行', remove: '删除', up: '上移', down: '下移', actions: '操作' },
  'en-US': { add: 'Add a row', remove: 'Delete', up: 'Up', down: 'Down', actions: 'Actions' },
} as const;

/** Moves item `i` by `step` (−1 up, +1 down); answers the array unchanged at either end. */
export function moveRow<T>(rows: readonly T[], i: number, step: -1 | 1): T[] {
  const j = i + step;
  if (j < 0 || j >= rows.length) return [...rows];
  const out = [...rows];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

/**
 * The plain inline editor of a sub-table: one row per child, a cell per form field of the child's schema; rows
 * keep their ids so the server updates them instead of replacing them. Saved with the parent.
 */
export default function LinesEditor({ field, value, onChange, disabled, input: Input }: Props) {
  const t = TEXTS[useLanguage((s) => s.language)];
  const child = entityNamed(field.entity);
  const rows: LineRow[] = Array.isArray(value) ? (value as LineRow[]) : [];
  if (!child) return null;
  const emit = (next: LineRow[]) => onChange?.(next);
  const set = (i: number, name: string, v: unknown) => emit(rows.map((r, k) => (k === i ? { ...r, [name]: v } : r)));
  const defaults = () =>
    Object.fromEntries(
      formFieldsOf(child).flatMap(({ name, field: f }) => (f.default === undefined ? [] : [[name, f.default]])),
    );
  const columns = [
    ...formFieldsOf(child).map(({ name, field: f }) => ({
      key: name,
      title: f.required ? `* ${f.label}` : f.label,
      width: f.width,
      render: (_: unknown, _row: LineRow, i: number) => (
        <Input field={f} biz="cms" value={rows[i][name]} disabled={disabled} onChange={(v) => set(i, name, v)} />
      ),
    })),
    {
      key: 'actions',
      title: t.actions,
      width: 150,
      render: (_: unknown, _row: LineRow, i: number) => (
        <Space size={4}>
          <Button size="small" type="link" disabled={disabled || i === 0} onClick={() => emit(moveRow(rows, i, -1))}>
            {t.up}
          </Button>
          <Button
            size="small"
            type="link"
            disabled={disabled || i === rows.length - 1}
            onClick={() => emit(moveRow(rows, i, 1))}
          >
            {t.down}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            disabled={disabled}
            onClick={() => emit(rows.filter((_, k) => k !== i))}
          >
            {t.remove}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<LineRow>
        size="small"
        bordered
        pagination={false}
        rowKey={(r) => String(r.id ?? rows.indexOf(r))}
        columns={columns}
        dataSource={rows}
        scroll={{ x: true }}
      />
      <Button
        disabled={disabled || rows.length >= field.maxRows}
        onClick={() => emit([...rows, defaults()])}
        type="dashed"
        block
      >
        {t.add}
      </Button>
    </Space>
  );
}
