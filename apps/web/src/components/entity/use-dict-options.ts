import { useQuery } from '@tanstack/react-query';
import type { Field } from '@yunzhan/common/entities/index';
import { dictItems } from '../../api/entity';
import { getAction } from '../../api/http';
import type { DictItem, DictMap } from '../../api/types';
import { useLanguage } from '../../locales/i18n';
import { readStored } from '../../stores/expiring-storage';
import { UI_CACHE_DB_DICT_DATA } from '../../stores/storage-keys';
import { entityText } from './texts';

export interface Option {
  value: string;
  label: string;
}

export const toOptions = (items: readonly DictItem[] | null | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: String(item.value), label: item.text ?? item.label ?? item.title ?? '' }));

/** The dictionary code a field reads its options from, or undefined when it has none. */
export function dictSourceOf(field: Field | undefined): string | undefined {
  if (field?.kind === 'dict') return field.dictCode;
  if (field?.kind === 'tableDict') return `${field.dictTable.table},${field.dictTable.text},${field.dictTable.code}`;
  return undefined;
}

/**
 * Options of a dictionary code: a plain dictionary (`sex`) from the login's `sysAllDictItems` cache, else from the
 * server; a table dictionary (`table,text,code`) from `loadDict` (its first 100 rows, registered tables only). A
 * failed answer gives no options (spec §8).
 */
export async function dictCodeOptions(code: string): Promise<Option[]> {
  if (!code.includes(',')) {
    const cached = readStored<DictMap>(UI_CACHE_DB_DICT_DATA)?.[code];
    if (cached) return toOptions(cached);
    const response = await dictItems(code);
    return response.success ? toOptions(response.result) : [];
  }
  const response = await getAction<DictItem[]>(`/sys/dict/loadDict/${encodeURIComponent(code)}`, {
    keyword: '',
    pageSize: 100,
  });
  return response.success ? toOptions(response.result) : [];
}

/** Options of a field: its (table) dictionary, or a switch's two values. */
async function loadOptions(field: Field): Promise<Option[]> {
  const source = dictSourceOf(field);
  if (source) return dictCodeOptions(source);
  if (field.kind === 'switch') {
    const t = entityText(useLanguage.getState().language);
    return [
      { value: String(field.options[0]), label: t('switchOn') },
      { value: String(field.options[1]), label: t('switchOff') },
    ];
  }
  return [];
}

/** Select options of a dictionary, table-dictionary or switch field ([] for other kinds). */
export function useDictOptions(field: Field | undefined): Option[] {
  const source = field?.kind === 'switch' ? `switch:${field.options.join('/')}` : dictSourceOf(field);
  const query = useQuery({
    queryKey: ['dict-options', source],
    queryFn: () => loadOptions(field as Field),
    enabled: !!source,
    staleTime: 5 * 60_000,
  });
  return query.data ?? [];
}
