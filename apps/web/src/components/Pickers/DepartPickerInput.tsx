import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { walkTree } from '../../utils/tree-helpers';
import { useDepartTree } from '../DepartTree';
import { joinValues, splitValues } from '../DictSelect/dict-options';
import DepartPickerModal from './DepartPickerModal';

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
    <Space.Compact style={{ width: '100%' }}>
      <Select
        id={id}
        mode="multiple"
        open={false}
        style={{ width: '100%' }}
        disabled={disabled}
        placeholder="请选择部门"
        value={keys}
        options={keys.map((k) => ({ value: k, label: names.get(k) ?? k }))}
        onChange={emit}
        onClick={() => !disabled && setOpen(true)}
      />
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        选择
      </Button>
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
    </Space.Compact>
  );
}
