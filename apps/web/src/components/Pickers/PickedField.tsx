import { Button, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../locales/i18n';

interface Props {
  id?: string;
  keys: string[];
  label(key: string): string;
  placeholder: string;
  disabled?: boolean;
  /** The keys left after the user removed a tag. */
  onRemove(remaining: string[]): void;
  onOpen(): void;
  /** The picker dialog, rendered while open. */
  children?: ReactNode;
}

/** A picker's form field: the chosen rows as tags (removable) and a 选择 button that opens the picker. */
export default function PickedField({ id, keys, label, placeholder, disabled, onRemove, onOpen, children }: Props) {
  const open = () => !disabled && onOpen();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        id={id}
        mode="multiple"
        open={false}
        style={{ width: '100%' }}
        disabled={disabled}
        placeholder={placeholder}
        value={keys}
        options={keys.map((k) => ({ value: k, label: label(k) }))}
        onChange={onRemove}
        onClick={open}
      />
      <Button disabled={disabled} onClick={open}>
        {t('common.choose')}
      </Button>
      {children}
    </Space.Compact>
  );
}
