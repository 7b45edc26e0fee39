import { ScheduleOutlined } from '@ant-design/icons';
import { validateCron } from '@yunzhan/common/cron/index';
import { Button, Input, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { uiLanguage, useT } from '../../locales/i18n';

const CronModal = lazy(() => import('./CronModal'));

interface Props {
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
  placeholder?: string;
}

/** A cron expression field: typed, or built in the editor dialog (loaded on first open). */
export default function CronInput({ value, onChange, disabled, placeholder }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={value}
        disabled={disabled}
        placeholder={placeholder ?? t('cron.placeholder')}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <Button icon={<ScheduleOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('common.choose')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CronModal
            open
            value={value}
            onCancel={() => setOpen(false)}
            onOk={(expression) => {
              onChange?.(expression);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Space.Compact>
  );
}

/** An antd form rule: a valid Quartz expression (the server checks the same). */
export const cronRule = {
  validator: (_: unknown, value?: string) => {
    const error = value ? validateCron(value, uiLanguage()) : null;
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
};
