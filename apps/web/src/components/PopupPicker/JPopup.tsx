import { SearchOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import { pickedValues, popupConfigProblem, splitFields } from './popup-rules';

const PopupModal = lazy(() => import('./PopupModal'));

export interface JPopupProps {
  /** Report code (`/online/cgreport/api/getRpColumns/{code}`). */
  code: string;
  /** Report fields copied from the chosen rows, comma-separated … */
  orgFields: string;
  /** … into these form fields, in the same order. */
  destFields: string;
  /** The destination field this input shows; default the first. */
  field?: string;
  multi?: boolean;
  value?: string | null;
  onChange?(value: string | undefined): void;
  /** Every destination field's value after a pick (inside a form they are also set on the form). */
  onCallback?(values: Record<string, string>): void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  /** Whether a pick also sets the destination fields of the surrounding form (default); an editable table's cell
   * sets its row instead. */
  setsForm?: boolean;
}

/**
 * JPopup (spec §3): a read-only input that opens the popup report dialog; the chosen rows' original fields are
 * copied into the destination fields. A bad configuration says so when the input is clicked.
 */
export default function JPopup({
  code,
  orgFields,
  destFields,
  field,
  multi = false,
  value,
  onChange,
  onCallback,
  disabled,
  placeholder = t('popup.placeholder'),
  id,
  setsForm = true,
}: JPopupProps) {
  const [open, setOpen] = useState(false);
  const form = Form.useFormInstance();
  const shown = field ?? splitFields(destFields)[0];

  const openDialog = () => {
    if (disabled) return;
    const problem = popupConfigProblem(code, orgFields, destFields);
    if (problem) feedback.message.error(problem);
    else setOpen(true);
  };

  return (
    <>
      <Input
        id={id}
        readOnly
        value={value ?? ''}
        disabled={disabled}
        placeholder={placeholder}
        suffix={<SearchOutlined />}
        onClick={openDialog}
        style={{ cursor: disabled ? undefined : 'pointer' }}
      />
      {open && (
        <Suspense fallback={null}>
          <PopupModal
            code={code}
            open
            multi={multi}
            onCancel={() => setOpen(false)}
            onOk={(rows) => {
              const values = pickedValues(rows, orgFields, destFields);
              if (setsForm) form?.setFieldsValue(values);
              onCallback?.(values);
              onChange?.(shown ? values[shown] || undefined : undefined);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
