import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { joinValues, splitValues } from '../DictSelect/dict-options';
import PickedField from './PickedField';
import PickerModal, { type PickerModalProps } from './PickerModal';
import type { PickerSource } from './picker-source';

interface Props<T extends object> {
  source: PickerSource<T>;
  /** Stored keys, comma-joined. */
  value?: string | null;
  onChange?(value: string | undefined, rows: T[]): void;
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
  /** Extra parts of the picker (the user picker's department tree). */
  modal?: Pick<PickerModalProps<T>, 'aside' | 'filters' | 'width'>;
}

/** A form field that stores the keys of rows chosen in a picker and shows their names. */
export default function PickerInput<T extends object>({
  source,
  value,
  onChange,
  multiple,
  disabled,
  id,
  modal,
}: Props<T>) {
  const [open, setOpen] = useState(false);
  const keys = splitValues(value);
  const named = useQuery({
    queryKey: ['picker-value', source.title, value],
    queryFn: () => source.fetchByKeys(keys),
    enabled: keys.length > 0,
    staleTime: 60_000,
  });
  const rows = named.data ?? [];
  const label = (k: string) => {
    const row = rows.find((r) => String(r[source.rowKey]) === k);
    return row ? String(row[source.labelKey]) : k;
  };
  const emit = (nextKeys: string[], nextRows: T[]) =>
    onChange?.(nextKeys.length ? joinValues(nextKeys) : undefined, nextRows);

  return (
    <PickedField
      id={id}
      keys={keys}
      label={label}
      placeholder={source.placeholder}
      disabled={disabled}
      onOpen={() => setOpen(true)}
      onRemove={(remaining) =>
        emit(
          remaining,
          rows.filter((r) => remaining.includes(String(r[source.rowKey]))),
        )
      }
    >
      {open && (
        <PickerModal
          {...modal}
          open
          source={source}
          multiple={multiple}
          initial={rows}
          onCancel={() => setOpen(false)}
          onOk={(chosen) => {
            emit(
              chosen.map((r) => String(r[source.rowKey])),
              chosen,
            );
            setOpen(false);
          }}
        />
      )}
    </PickedField>
  );
}
