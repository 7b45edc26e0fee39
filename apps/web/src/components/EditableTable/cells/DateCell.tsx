import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { t } from '../../../locales/i18n';
import type { CellProps } from '../types';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** date and datetime: stored as text in the column's format. */
export function DateCell({ column, value, disabled, onChange }: CellProps) {
  const withTime = column.type === 'datetime';
  const format = column.format ?? (withTime ? DATETIME_FORMAT : DATE_FORMAT);
  const parsed = typeof value === 'string' && value ? dayjs(value, format) : null;
  return (
    <DatePicker
      size="small"
      style={{ width: '100%' }}
      showTime={withTime}
      format={format}
      value={parsed?.isValid() ? parsed : null}
      disabled={disabled}
      placeholder={column.placeholder ?? t('common.selectLabel', { label: column.title })}
      onChange={(d) => onChange(d ? d.format(format) : '')}
    />
  );
}
