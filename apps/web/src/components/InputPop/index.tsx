import { FullscreenOutlined } from '@ant-design/icons';
import { Input, Popover } from 'antd';
import { useState } from 'react';
import { t } from '../../locales/i18n';

/** Sizes of the pop-up textarea (spec §9): 150×200, and 300×210 inside tables. */
export const INPUT_POP_SIZE = { height: 150, width: 200 } as const;
export const INPUT_POP_TABLE_SIZE = { height: 300, width: 210 } as const;

interface Props {
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
  placeholder?: string;
  /** In an editable table: the larger pop-up. */
  inTable?: boolean;
  title?: string;
}

/** A one-line input whose long text is edited in a pop-up textarea. */
export default function InputPop({ value, onChange, disabled, placeholder, inTable, title }: Props) {
  const [open, setOpen] = useState(false);
  const size = inTable ? INPUT_POP_TABLE_SIZE : INPUT_POP_SIZE;
  return (
    <Popover
      open={open && !disabled}
      onOpenChange={setOpen}
      trigger="click"
      title={title}
      content={
        <Input.TextArea
          aria-label={title ?? placeholder ?? t('common.content')}
          autoFocus
          style={{ height: size.height, width: size.width, resize: 'none' }}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
        />
      }
    >
      <Input
        readOnly
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        suffix={<FullscreenOutlined aria-label={t('inputPop.expand')} />}
      />
    </Popover>
  );
}
