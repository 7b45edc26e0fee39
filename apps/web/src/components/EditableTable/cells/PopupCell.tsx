import { t } from '../../../locales/i18n';
import JPopup from '../../PopupPicker/JPopup';
import type { CellProps } from '../types';
import { SelectCell } from './ChoiceCell';

/**
 * popup: with `popupCode` the popup report dialog (JPopup); the chosen row's `orgFields` go into the row's
 * `destFields` cells (this cell shows its own). Without a report code it picks among its options.
 */
export function PopupCell(props: CellProps) {
  const { column, value, disabled, onChange, onRowChange } = props;
  if (!column.popupCode) return <SelectCell {...props} />;
  return (
    <JPopup
      code={column.popupCode}
      orgFields={column.orgFields ?? ''}
      destFields={column.destFields ?? column.key}
      field={column.key}
      value={value == null ? '' : String(value)}
      disabled={disabled}
      placeholder={column.placeholder ?? t('common.selectLabel', { label: column.title })}
      setsForm={false}
      onCallback={onRowChange}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}
