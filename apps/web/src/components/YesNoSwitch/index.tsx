import { Switch } from 'antd';
import { t } from '../../locales/i18n';

/** Spec §9: a switch stores 'Y' / 'N' unless other values are given. */
export const SWITCH_DEFAULT_OPTIONS = ['Y', 'N'] as const;

interface Props {
  value?: string;
  onChange?(value: string): void;
  /** [on, off] stored values. */
  options?: readonly [string, string];
  disabled?: boolean;
}

export default function YesNoSwitch({ value, onChange, options = SWITCH_DEFAULT_OPTIONS, disabled }: Props) {
  const [on, off] = options;
  return (
    <Switch
      checked={value === on}
      disabled={disabled}
      checkedChildren={t('common.yes')}
      unCheckedChildren={t('common.no')}
      onChange={(checked) => onChange?.(checked ? on : off)}
    />
  );
}
