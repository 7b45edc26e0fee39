import { Alert, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { getAction } from '../../api/http';
import type { DictItem } from '../../api/types';
import { translated } from '../../locales/i18n';
import { type DictOption, toDictOptions } from './dict-options';

/** Spec §3, §9: page size 10, 800 ms after the last keystroke. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 800;
export const SEARCH_MESSAGES = translated({
  placeholder: 'dict.searchPlaceholder',
  empty: 'common.noData',
  noCode: 'dict.noCode',
});

interface Props {
  /** A table dictionary `table,text[,code]` (the server answers registered tables only). */
  dict: string;
  value?: string | null;
  onChange?(value: string | undefined): void;
  disabled?: boolean;
  id?: string;
}

async function search(dict: string, keyword: string): Promise<DictOption[]> {
  const response = await getAction<DictItem[]>(`/sys/dict/loadDict/${encodeURIComponent(dict)}`, {
    keyword,
    pageSize: SEARCH_PAGE_SIZE,
  });
  return response.success ? toDictOptions(response.result) : [];
}

/** The text of the current value, so the select names it before any search. */
async function textOf(dict: string, key: string): Promise<string | undefined> {
  const response = await getAction<string[]>(`/sys/dict/loadDictItem/${encodeURIComponent(dict)}`, { key });
  return response.success ? response.result?.[0] : undefined;
}

/** Search select (spec §3): options found on the server as the user types; the value keeps its text. */
export default function DictSearchSelect({ dict, value, onChange, disabled, id }: Props) {
  const [keyword, setKeyword] = useState<string | null>(null);
  const [options, setOptions] = useState<DictOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [valueText, setValueText] = useState<string>();

  useEffect(() => {
    if (keyword === null || !dict) return;
    setLoading(true);
    let live = true;
    const timer = setTimeout(() => {
      void search(dict, keyword)
        .then((found) => live && setOptions(found))
        .finally(() => live && setLoading(false));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dict, keyword]);

  useEffect(() => {
    if (!dict || !value || options.some((o) => o.value === value)) return;
    let live = true;
    void textOf(dict, value).then((text) => live && setValueText(text));
    return () => {
      live = false;
    };
  }, [dict, value, options]);

  if (!dict) return <Alert type="error" showIcon message={SEARCH_MESSAGES.noCode} />;
  const shown =
    value && valueText && !options.some((o) => o.value === value) ? [{ value, label: valueText }, ...options] : options;
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      disabled={disabled}
      placeholder={SEARCH_MESSAGES.placeholder}
      value={value || undefined}
      options={shown}
      notFoundContent={loading ? <Spin size="small" /> : SEARCH_MESSAGES.empty}
      onFocus={() => keyword === null && setKeyword('')}
      onChange={(next?: string) => onChange?.(next)}
    />
  );
}
