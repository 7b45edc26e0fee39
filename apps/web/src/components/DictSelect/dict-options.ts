import { useQuery } from '@tanstack/react-query';
import { dictCodeOptions, type Option, toOptions } from '../entity/use-dict-options';

export type DictOption = Option;

/** Items of a dictionary: one loader with the entity engine's dictionary fields (`dictCodeOptions`). */
export const toDictOptions = toOptions;

export function useDictCode(code: string | undefined): { options: DictOption[]; loading: boolean } {
  const query = useQuery({
    queryKey: ['dict-code', code],
    queryFn: () => dictCodeOptions(code as string),
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
