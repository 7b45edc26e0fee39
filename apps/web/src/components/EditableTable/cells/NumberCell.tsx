import { parseNumberOnBlur, sanitizeNumberInput } from '@yunzhan/common/validation/index';
import { Input } from 'antd';
import { t } from '../../../locales/i18n';
import type { CellProps } from '../types';

/** inputNumber: a signed decimal only; other characters are dropped while typing, the text is parsed on blur. */
export function NumberCell({ column, value, disabled, onChange }: CellProps) {
  return (
    <Input
      size="small"
      inputMode="decimal"
      value={value == null ? '' : String(value)}
      disabled={disabled}
      placeholder={column.placeholder ?? t('common.inputLabel', { label: column.title })}
      onChange={(e) => onChange(sanitizeNumberInput(e.target.value))}
      onBlur={(e) => onChange(parseNumberOnBlur(e.target.value))}
    />
  );
}
