import type { Field } from '@yunzhan/common/entities/index';
import { DatePicker, Input, InputNumber, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useT } from '../../locales/i18n';
import { formatOfKind } from '../entity/list-params';
import { useDictOptions } from '../entity/use-dict-options';
import type { QueryRule, QueryValue } from './rules';

interface Props {
  field?: Field;
  rule: QueryRule;
  value: QueryValue;
  onChange(value: QueryValue): void;
}

const FULL = { width: '100%' } as const;

/** The value widget of a condition line, by the field's kind; rule 'in' takes several values. */
export default function ConditionValue({ field, rule, value, onChange }: Props) {
  const t = useT();
  const PLACEHOLDER = t('query.value');
  const options = useDictOptions(field);
  const multiple = rule === 'in';
  const kind = field?.kind;

  if (kind === 'dict' || kind === 'tableDict' || kind === 'switch') {
    return (
      <Select
        style={FULL}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        mode={multiple ? 'multiple' : undefined}
        maxTagCount={1}
        placeholder={t('common.select')}
        options={options}
        value={value}
        onChange={(next) => onChange(next ?? undefined)}
      />
    );
  }
  if (multiple) {
    return (
      <Select
        style={FULL}
        mode="tags"
        tokenSeparators={[',']}
        maxTagCount={1}
        open={false}
        placeholder={PLACEHOLDER}
        value={Array.isArray(value) ? value : []}
        onChange={(next: string[]) => onChange(next)}
      />
    );
  }
  const single = typeof value === 'string' ? value : undefined;
  const format = kind ? formatOfKind(kind) : undefined;
  if (kind === 'time' && format) {
    return (
      <TimePicker
        style={FULL}
        format={format}
        value={single ? dayjs(single, format) : null}
        onChange={(time) => onChange(time ? time.format(format) : undefined)}
      />
    );
  }
  if (format) {
    return (
      <DatePicker
        style={FULL}
        showTime={kind === 'datetime'}
        format={format}
        value={single ? dayjs(single, format) : null}
        onChange={(date) => onChange(date ? date.format(format) : undefined)}
      />
    );
  }
  if (kind === 'number' || kind === 'int' || kind === 'money') {
    return (
      <InputNumber<string>
        style={FULL}
        stringMode
        precision={kind === 'int' ? 0 : undefined}
        placeholder={PLACEHOLDER}
        value={single ?? null}
        onChange={(next) => onChange(next ?? undefined)}
      />
    );
  }
  return (
    <Input
      placeholder={PLACEHOLDER}
      allowClear
      value={single}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}
