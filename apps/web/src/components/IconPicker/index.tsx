import { Button, Input, Modal, Space, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { t } from '../../locales/i18n';

/** The grid and the glyph import the whole icon library: separate lazy chunks, loaded when a picker shows. */
const IconGrid = lazy(() => import('./IconGrid'));
const IconGlyph = lazy(() => import('./IconGlyph'));

export interface IconPickerProps {
  value?: string | null;
  onChange?(value: string | null): void;
  /** A recommended subset offered first (e.g. the icons the side menu renders). */
  preferred?: readonly string[];
  preferredLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** An icon-name field with a "choose" dialog: a searchable grid of @ant-design/icons outlined icons. */
export default function IconPicker({
  value,
  onChange,
  preferred,
  preferredLabel,
  placeholder = t('icon.placeholder'),
  disabled,
  id,
}: IconPickerProps) {
  const [open, setOpen] = useState(false);
  const prefix: ReactNode = value ? (
    <Suspense fallback={null}>
      <IconGlyph name={value} />
    </Suspense>
  ) : null;

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value ?? ''}
          placeholder={placeholder}
          prefix={prefix}
          allowClear
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.value.trim() || null)}
        />
        <Button disabled={disabled} onClick={() => setOpen(true)}>
          {t('icon.choose')}
        </Button>
      </Space.Compact>
      <Modal
        title={t('icon.choose')}
        open={open}
        width={880}
        footer={null}
        maskClosable={false}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
          <IconGrid
            value={value}
            preferred={preferred}
            preferredLabel={preferredLabel}
            onSelect={(name) => {
              onChange?.(name);
              setOpen(false);
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
}
