import type { Field } from '@yunzhan/common/entities/index';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Select, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import RichTextEditor from '../RichTextEditor';
import FileUploadInput from './FileUploadInput';
import { isWidgetField, WidgetInput } from './field-widgets';
import LinesEditor from './LinesEditor';
import { formatOfKind } from './list-params';
import RefSelect from './RefSelect';
import { useEntityT } from './texts';
import { useDictOptions } from './use-dict-options';

/** Dictionaries with at most this many items show as radio buttons instead of a select. */
const RADIO_MAX_OPTIONS = 4;

interface Props {
  field: Field;
  /** Upload folder for image and file fields. */
  biz: string;
  value?: unknown;
  onChange?(value: unknown): void;
  disabled?: boolean;
  id?: string;
  /** Blur-triggered rules (the duplicate check) listen to it. */
  onBlur?(): void;
}

const FULL = { width: '100%' } as const;

function DictInput({ field, value, onChange, disabled, id }: Omit<Props, 'biz' | 'onBlur'>) {
  const t = useEntityT();
  const options = useDictOptions(field);
  const multi = (field.kind === 'dict' || field.kind === 'tableDict') && field.multi;
  const text = value == null ? undefined : String(value);
  if (multi) {
    const values = text ? text.split(',') : [];
    const emit = (next: string[]) => onChange?.(next.length ? next.join(',') : undefined);
    return options.length > 0 && options.length <= RADIO_MAX_OPTIONS ? (
      <Checkbox.Group disabled={disabled} options={options} value={values} onChange={emit} />
    ) : (
      <Select
        id={id}
        style={FULL}
        mode="multiple"
        disabled={disabled}
        options={options}
        value={values}
        onChange={emit}
        placeholder={t('selectPlaceholder', { label: t.label(field) })}
      />
    );
  }
  if (options.length > 0 && options.length <= RADIO_MAX_OPTIONS) {
    return (
      <Radio.Group
        id={id}
        disabled={disabled}
        options={options}
        value={text}
        onChange={(event) => onChange?.(event.target.value)}
      />
    );
  }
  return (
    <Select
      id={id}
      style={FULL}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={disabled}
      options={options}
      value={text}
      onChange={(next) => onChange?.(next)}
      placeholder={t('selectPlaceholder', { label: t.label(field) })}
    />
  );
}

/** The add/edit form widget of a field, by its kind. Values stay in their wire form (strings, numbers). */
export default function FieldInput({ field, biz, value, onChange, disabled, id, onBlur }: Props) {
  const t = useEntityT();
  const placeholder = t('inputPlaceholder', { label: t.label(field) });
  const format = formatOfKind(field.kind);
  const text = value == null ? undefined : String(value);

  if (isWidgetField(field)) {
    return <WidgetInput id={id} field={field} value={value} onChange={onChange} disabled={disabled} />;
  }
  switch (field.kind) {
    case 'richText':
      return (
        <RichTextEditor
          biz={biz}
          ariaLabel={t.label(field)}
          value={text}
          onChange={(html) => onChange?.(html || undefined)}
          readOnly={disabled}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          onBlur={onBlur}
          rows={4}
          maxLength={field.max}
          showCount={!!field.max}
          disabled={disabled}
          placeholder={placeholder}
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'number':
    case 'int':
    case 'money':
      return (
        <InputNumber
          id={id}
          onBlur={onBlur}
          style={FULL}
          precision={field.kind === 'int' ? 0 : field.precision}
          min={field.min}
          max={field.max}
          disabled={disabled}
          placeholder={placeholder}
          value={value == null || value === '' ? null : Number(value)}
          onChange={(next) => onChange?.(next ?? undefined)}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          id={id}
          style={FULL}
          showTime={field.kind === 'datetime'}
          format={format}
          disabled={disabled}
          value={text ? dayjs(text, format) : null}
          onChange={(date) => onChange?.(date ? date.format(format) : undefined)}
        />
      );
    case 'time':
      return (
        <TimePicker
          id={id}
          style={FULL}
          format={format}
          disabled={disabled}
          value={text ? dayjs(text, format) : null}
          onChange={(time) => onChange?.(time ? time.format(format) : undefined)}
        />
      );
    case 'dict':
    case 'tableDict':
      return <DictInput id={id} field={field} value={value} onChange={onChange} disabled={disabled} />;
    case 'switch': {
      const [on, off] = field.options;
      return (
        <Switch
          id={id}
          checkedChildren={t('switchOn')}
          unCheckedChildren={t('switchOff')}
          disabled={disabled}
          checked={value === on}
          onChange={(checked) => onChange?.(checked ? on : off)}
        />
      );
    }
    case 'ref':
    case 'links':
      return <RefSelect id={id} field={field} value={value} onChange={onChange} disabled={disabled} />;
    case 'lines':
      return <LinesEditor field={field} value={value} onChange={onChange} disabled={disabled} input={FieldInput} />;
    case 'image':
    case 'file':
    case 'video':
      return (
        <FileUploadInput
          field={field}
          biz={biz}
          value={text}
          onChange={(next) => onChange?.(next)}
          disabled={disabled}
        />
      );
    default:
      return (
        <Input
          id={id}
          onBlur={onBlur}
          maxLength={field.max}
          disabled={disabled}
          placeholder={placeholder}
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
  }
}
