import { Checkbox } from 'antd';
import type { CellProps, EditableColumn } from '../types';

const pairOf = (column: EditableColumn): readonly [unknown, unknown] => column.customValue ?? [true, false];

/** The value of a new row's checkbox cell: the checked value with `defaultChecked`, else the unchecked one. */
export const checkboxDefault = (column: EditableColumn) => pairOf(column)[column.defaultChecked ? 0 : 1];

/** checkbox: stores the column's customValue pair (checked, unchecked). */
export function CheckboxCell({ column, value, disabled, onChange }: CellProps) {
  const [on, off] = pairOf(column);
  return (
    <Checkbox
      aria-label={column.title}
      checked={value === on || (value != null && String(value) === String(on))}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked ? on : off)}
    />
  );
}
