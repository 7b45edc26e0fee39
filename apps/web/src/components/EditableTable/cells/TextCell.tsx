import { Input, Popover } from 'antd';
import { t } from '../../../locales/i18n';
import type { CellProps } from '../types';

const text = (value: unknown) => (value == null ? '' : String(value));

/** input: a plain text box. */
export function InputCell({ column, value, disabled, onChange }: CellProps) {
  return (
    <Input
      size="small"
      value={text(value)}
      disabled={disabled}
      placeholder={column.placeholder ?? t('common.inputLabel', { label: column.title })}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** input_pop: a text box whose long text is edited in a text area popover. */
export function InputPopCell({ column, value, disabled, onChange }: CellProps) {
  const area = (
    <Input.TextArea
      autoSize={{ minRows: 4, maxRows: 8 }}
      style={{ width: 320 }}
      value={text(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <Popover content={area} trigger="click" title={column.title}>
      <Input size="small" readOnly value={text(value)} disabled={disabled} placeholder={column.placeholder} />
    </Popover>
  );
}
