import { useState } from 'react';
import { t } from '../../locales/i18n';
import { walkTree } from '../../utils/tree-helpers';
import { useDepartTree } from '../DepartTree';
import { joinValues, splitValues } from '../DictSelect/dict-options';
import DepartPickerModal from './DepartPickerModal';
import PickedField from './PickedField';

interface Props {
  /** Department ids, comma-joined. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
}

/** A form field holding departments chosen in the department picker, named from the department tree. */
export default function DepartPickerInput({ value, onChange, multiple = true, disabled, id }: Props) {
  const [open, setOpen] = useState(false);
  const { whole } = useDepartTree();
  const names = new Map([...walkTree(whole)].map(([d]) => [d.id, d.departName]));
  const keys = splitValues(value);
  const emit = (next: string[]) => onChange?.(next.length ? joinValues(next) : undefined);
  return (
    <PickedField
      id={id}
      keys={keys}
      label={(k) => names.get(k) ?? k}
      placeholder={t('picker.selectDepart')}
      disabled={disabled}
      onOpen={() => setOpen(true)}
      onRemove={emit}
    >
      {open && (
        <DepartPickerModal
          open
          multiple={multiple}
          initial={keys}
          onCancel={() => setOpen(false)}
          onOk={(departs) => {
            emit(departs.map((d) => d.id));
            setOpen(false);
          }}
        />
      )}
    </PickedField>
  );
}
