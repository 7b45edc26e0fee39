import type { EntityDef, Field, SortOrder } from '@yunzhan/common/entities/index';
import { searchQuery } from '@yunzhan/common/entities/search-query';
import dayjs from 'dayjs';
import type { SuperQueryItem, SuperQueryMatchType } from '../AdvancedQuery/rules';

/** Spec §9 formats. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

export function formatOfKind(kind: Field['kind']): string | undefined {
  if (kind === 'date') return DATE_FORMAT;
  if (kind === 'datetime') return DATETIME_FORMAT;
  if (kind === 'time') return TIME_FORMAT;
  return undefined;
}

/** Spec §9 pagination. */
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
export const DEFAULT_PAGE_SIZE = 10;

export interface Sorter {
  column: string;
  order: SortOrder;
}

/** The list state of spec §3 ("Page list state") plus paging. */
export interface ListState {
  queryParam: Record<string, unknown>;
  isorter: Sorter;
  filters: Record<string, unknown>;
  superQueryParams: readonly SuperQueryItem[];
  superQueryMatchType: SuperQueryMatchType;
  current: number;
  pageSize: number;
}

export function defaultSorter(entity: Pick<EntityDef, 'defaultSort'>): Sorter {
  const first = entity.defaultSort[0];
  return first ? { column: first.field, order: first.order } : { column: 'createTime', order: 'desc' };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Drops empty values (the original `filterObj`). */
export function withoutEmpty(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => !isEmpty(value)));
}

/** The query string of `${url.list}` (contract §4): search values, sort, filters, advanced query, paging. */
export function buildListParams(state: ListState): Record<string, unknown> {
  const params: Record<string, unknown> = {
    ...state.queryParam,
    ...state.filters,
    column: state.isorter.column,
    order: state.isorter.order,
    pageNo: state.current,
    pageSize: state.pageSize,
  };
  if (state.superQueryParams.length) {
    params.superQueryParams = encodeURIComponent(JSON.stringify(state.superQueryParams));
    params.superQueryMatchType = state.superQueryMatchType;
  }
  return withoutEmpty(params);
}

/** The same conditions without paging: what the export sends (plus the selected ids). */
export function exportParams(state: ListState, selections: readonly string[]): Record<string, unknown> {
  const { pageNo: _pageNo, pageSize: _pageSize, ...params } = buildListParams(state);
  return selections.length ? { ...params, selections: selections.join(',') } : params;
}

/** antd Table sorter → isorter; no order falls back to the entity's default sort. */
export function sorterFromTable(
  sorter: { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null },
  fallback: Sorter,
): Sorter {
  const column = typeof sorter.field === 'string' ? sorter.field : sorter.columnKey;
  if (!sorter.order || typeof column !== 'string') return fallback;
  return { column, order: sorter.order === 'ascend' ? 'asc' : 'desc' };
}

const fieldOfParam = (name: string) => name.replace(/_(begin|end)$/, '');

/** Search-form values → list query parameters: dates in the spec formats, then the common `searchQuery`. */
export function searchToQuery(entity: Pick<EntityDef, 'field'>, values: Record<string, unknown>) {
  const wire: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = entity.field(fieldOfParam(name));
    wire[name] = dayjs.isDayjs(value) ? value.format((field && formatOfKind(field.kind)) ?? DATE_FORMAT) : value;
  }
  return searchQuery(entity, wire);
}
