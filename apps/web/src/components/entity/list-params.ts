import { areaPrefix } from '@yunzhan/common/entities/area-code';
import type { EntityDef, Field, SortOrder } from '@yunzhan/common/entities/index';
import dayjs, { type Dayjs } from 'dayjs';
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

function wireValue(field: Field | undefined, value: unknown): unknown {
  if (dayjs.isDayjs(value)) {
    return (value as Dayjs).format((field && formatOfKind(field.kind)) ?? DATE_FORMAT);
  }
  if (Array.isArray(value)) return value.join(',');
  return value;
}

/**
 * Search-form values → list query parameters: `like` fields wrapped in `*…*`, dates in the spec formats, ranges
 * already named `<field>_begin` / `<field>_end`, multi-values as comma lists (IN).
 */
export function searchToQuery(entity: Pick<EntityDef, 'field'>, values: Record<string, unknown>) {
  const query: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (isEmpty(raw)) continue;
    const field = entity.field(fieldOfParam(name));
    const value = wireValue(field, typeof raw === 'string' ? raw.trim() : raw);
    if (isEmpty(value)) continue;
    const own = name === fieldOfParam(name);
    // An area covers its sub-areas: a province or city searches by its code's prefix.
    if (own && field?.kind === 'area') query[name] = `${areaPrefix(String(value))}*`;
    else query[name] = field?.search === 'like' && own ? `*${value}*` : value;
  }
  return query;
}
