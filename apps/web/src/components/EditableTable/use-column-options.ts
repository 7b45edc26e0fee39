import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dictCodeOptions } from '../entity/use-dict-options';
import type { CellOption, EditableColumn } from './types';

/** Each column's options: its own, else those of its dictCode (loaded once per code). */
export function useColumnOptions(columns: readonly EditableColumn[]): Record<string, readonly CellOption[]> {
  const codes = useMemo(
    () => [...new Set(columns.filter((c) => !c.options && c.dictCode).map((c) => c.dictCode as string))],
    [columns],
  );
  const loaded = useQueries({
    queries: codes.map((code) => ({
      queryKey: ['dict-options-code', code],
      queryFn: async () => (await dictCodeOptions(code)).map((o) => ({ value: o.value, text: o.label })),
      staleTime: 5 * 60_000,
    })),
  });
  const byCode = new Map(codes.map((code, i) => [code, loaded[i]?.data]));
  const signature = codes.map((code) => (byCode.get(code) ? code : '')).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when a dictionary arrives (signature)
  return useMemo(
    () =>
      Object.fromEntries(columns.map((c) => [c.key, c.options ?? (c.dictCode ? (byCode.get(c.dictCode) ?? []) : [])])),
    [columns, signature],
  );
}
