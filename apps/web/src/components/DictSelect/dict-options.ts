import { useQuery } from '@tanstack/react-query';
import { dictItems } from '../../api/entity';
import type { DictItem, DictMap } from '../../api/types';
import { readStored } from '../../stores/expiring-storage';
import { UI_CACHE_DB_DICT_DATA } from '../../stores/storage-keys';

export interface DictOption {
  value: string;
  label: string;
}

export const toDictOptions = (items: readonly DictItem[] | null | undefined): DictOption[] =>
  (items ?? []).map((item) => ({ value: String(item.value), label: item.text ?? item.label ?? item.title ?? '' }));

/** A table dictionary is written `table,text,code`; the server answers only registered tables. */
export const isTableDict = (code: string) => code.includes(',');

/**
 * Items of a dictionary: a plain code from the login's local cache (UI_CACHE_DB_DICT_DATA) when present, else —
 * and for table dictionaries always — from `/sys/dict/getDictItems/{code}`. A failed answer gives none (spec §8).
 */
export async function loadDictCode(code: string): Promise<DictOption[]> {
  if (!isTableDict(code)) {
    const cached = readStored<DictMap>(UI_CACHE_DB_DICT_DATA)?.[code];
    if (cached) return toDictOptions(cached);
  }
  const response = await dictItems(code);
  return response.success ? toDictOptions(response.result) : [];
}

export function useDictCode(code: string | undefined): { options: DictOption[]; loading: boolean } {
  const query = useQuery({
    queryKey: ['dict-code', code],
    queryFn: () => loadDictCode(code as string),
    enabled: !!code,
    staleTime: 5 * 60_000,
  });
  return { options: query.data ?? [], loading: query.isLoading };
}

/** Multi-value dictionaries store their values comma-joined (spec §9). */
export const MULTI_SEPARATOR = ',';
export const splitValues = (value: string | null | undefined) =>
  value ? value.split(MULTI_SEPARATOR).filter(Boolean) : [];
export const joinValues = (values: readonly string[]) => values.join(MULTI_SEPARATOR);
