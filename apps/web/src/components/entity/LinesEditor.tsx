import type { LinesField } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import { type ComponentType, useMemo } from 'react';
import EditableTable from '../EditableTable';
import { type FieldInputProps, linesColumns, sortKeyOf } from './lines-columns';
import { useEntityT } from './texts';

interface Props {
  field: LinesField;
  value?: unknown;
  onChange?(value: unknown): void;
  disabled?: boolean;
  /** The widget of cells without a table cell type (the form's field input, passed in so the two files do not import each other). */
  input: ComponentType<FieldInputProps>;
}

/**
 * The editor of a sub-table: the editable table with one column per form field of the child's schema. Rows keep
 * their ids so the server updates them instead of replacing them; new rows are sent without an id. Saved with the
 * parent in one request.
 */
export default function LinesEditor({ field, value, onChange, disabled, input }: Props) {
  const t = useEntityT();
  const child = entityNamed(field.entity);
  const columns = useMemo(() => (child ? linesColumns(child, input, t) : []), [child, input, t]);
  const rows = useMemo(() => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []), [value]);
  if (!child) return null;
  return (
    <EditableTable
      columns={columns}
      dataSource={rows}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      maxRows={field.maxRows}
      dragSort
      rowSelection="checkbox"
      dragSortKey={sortKeyOf(child)}
      dropTempIds
      addSettingsKey={field.entity}
      size="small"
      maxHeight={300}
    />
  );
}
