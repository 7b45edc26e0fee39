import { AutoComplete, Radio, Select } from 'antd';
import { useState } from 'react';
import { getAction } from '../../../api/http';
import type { DictItem } from '../../../api/types';
import { t } from '../../../locales/i18n';
import type { CellOption, CellProps } from '../types';

export const optionLabel = (o: CellOption) => o.text ?? o.label ?? o.value;
const toAntd = (options: readonly CellOption[] | undefined) =>
  (options ?? []).map((o) => ({ value: o.value, label: optionLabel(o) }));
const text = (value: unknown) => (value == null || value === '' ? undefined : String(value));

/** Multi-select values are stored comma-separated (spec §9). */
export const splitMulti = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : (text(value)?.split(',').filter(Boolean) ?? []);

/** select (allowSearch: searchable, allowInput: free text too) and sel_search (always searchable). */
export function SelectCell({ column, value, disabled, onChange, options }: CellProps) {
  const items = toAntd(options);
  const placeholder = column.placeholder ?? t('common.selectLabel', { label: column.title });
  if (column.allowInput) {
    return (
      <AutoComplete
        size="small"
        style={{ width: '100%' }}
        options={items}
        value={text(value)}
        disabled={disabled}
        placeholder={placeholder}
        filterOption={(input, o) => String(o?.label ?? '').includes(input)}
        onChange={(v) => onChange(v)}
      />
    );
  }
  const searchable = column.allowSearch || column.type === 'sel_search';
  return (
    <Select
      size="small"
      style={{ width: '100%' }}
      allowClear
      options={items}
      value={text(value)}
      disabled={disabled}
      placeholder={placeholder}
      showSearch={searchable ? { optionFilterProp: 'label' } : false}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

/** list_multi: several options, stored comma-separated, one tag shown. */
export function MultiSelectCell({ column, value, disabled, onChange, options }: CellProps) {
  return (
    <Select
      size="small"
      mode="multiple"
      maxTagCount={1}
      style={{ width: '100%' }}
      options={toAntd(options)}
      value={splitMulti(value)}
      disabled={disabled}
      placeholder={column.placeholder ?? t('common.selectLabel', { label: column.title })}
      onChange={(v: string[]) => onChange(v.join(','))}
    />
  );
}

/** sel_search_async: options searched on the server through the column's dictCode (`table,text,code`). */
export function AsyncSearchCell({ column, value, disabled, onChange, options }: CellProps) {
  const [found, setFound] = useState<CellOption[] | null>(null);
  const search = async (keyword: string) => {
    if (!column.dictCode) return;
    const answer = await getAction<DictItem[]>(`/sys/dict/loadDict/${encodeURIComponent(column.dictCode)}`, {
      keyword,
      pageSize: 20,
    });
    setFound(
      answer.success ? (answer.result ?? []).map((i) => ({ value: String(i.value), text: i.text ?? i.title })) : [],
    );
  };
  return (
    <Select
      size="small"
      style={{ width: '100%' }}
      allowClear
      showSearch={{ filterOption: false, onSearch: (k) => void search(k) }}
      options={toAntd(found ?? options)}
      value={text(value)}
      disabled={disabled}
      placeholder={column.placeholder ?? t('common.selectLabel', { label: column.title })}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

/** radio: one of the options as radio buttons. */
export function RadioCell({ value, disabled, onChange, options }: CellProps) {
  return (
    <Radio.Group
      options={toAntd(options)}
      value={text(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
