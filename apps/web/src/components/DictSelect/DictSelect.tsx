import { Checkbox, Radio, Select } from 'antd';
import { useT } from '../../locales/i18n';
import { joinValues, splitValues, useDictCode } from './dict-options';

export type DictSelectType = 'select' | 'radio' | 'radioButton' | 'checkbox' | 'multiSelect';

interface Props {
  dictCode: string;
  type?: DictSelectType;
  /** One value, or comma-joined values for checkbox and multiSelect. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * A dictionary as a select, radio group, button group, checkbox group or multi-select (spec §3): options from
 * the local dictionary cache or `/sys/dict/getDictItems/{code}`; a multi-select shows one tag, then +N.
 */
export default function DictSelect({ dictCode, type = 'select', value, onChange, disabled, placeholder, id }: Props) {
  const t = useT();
  const { options, loading } = useDictCode(dictCode);
  const single = value == null || value === '' ? undefined : String(value);
  const emitMany = (values: string[]) => onChange?.(values.length ? joinValues(values) : undefined);
  switch (type) {
    case 'radio':
    case 'radioButton':
      return (
        <Radio.Group
          id={id}
          disabled={disabled}
          value={single}
          optionType={type === 'radioButton' ? 'button' : 'default'}
          options={options}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'checkbox':
      return <Checkbox.Group disabled={disabled} options={options} value={splitValues(single)} onChange={emitMany} />;
    case 'multiSelect':
      return (
        <Select
          id={id}
          mode="multiple"
          style={{ width: '100%' }}
          loading={loading}
          disabled={disabled}
          placeholder={placeholder ?? t('common.select')}
          options={options}
          value={splitValues(single)}
          maxTagCount={1}
          maxTagPlaceholder={(omitted) => `+${omitted.length}`}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={emitMany}
        />
      );
    default:
      return (
        <Select
          id={id}
          style={{ width: '100%' }}
          allowClear
          loading={loading}
          disabled={disabled}
          placeholder={placeholder ?? t('common.select')}
          options={options}
          value={single}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(next?: string) => onChange?.(next)}
        />
      );
  }
}
