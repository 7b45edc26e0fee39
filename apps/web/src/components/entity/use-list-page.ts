import { keepPreviousData, type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityDef } from '@yunzhan/common/entities/index';
import type { TablePaginationConfig } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { listRequestUrl, takeEarlyList } from '../../api/early-list';
import { listAnyRows, type Page, type Row } from '../../api/entity';
import { failureOf } from '../../api/http';
import { reactionTo } from '../../api/http-errors';
import { handleHttpFailure } from '../../app/http-failure';
import { useSession } from '../../stores/session';
import { feedback } from '../../utils/feedback';
import type { SuperQueryItem, SuperQueryMatchType } from '../AdvancedQuery/rules';
import {
  buildListParams,
  DEFAULT_PAGE_SIZE,
  defaultSorter,
  exportParams,
  type ListState,
  PAGE_SIZE_OPTIONS,
  type Sorter,
  sorterFromTable,
} from './list-params';
import { type EntityT, useEntityT } from './texts';

export interface ListPageOptions {
  /** `url.list`; undefined or '' shows '请设置url.list属性!' and loads nothing. */
  listUrl?: string;
  /** Parameters every request carries (e.g. a fixed parent id); a change starts again from page 1. */
  fixedParams?: Record<string, unknown>;
}

const LIST_QUERY = 'entity-list';

/**
 * A list's first answer stays fresh this long, so the page that mounts just after `firstPageQuery` fetched it shows
 * those rows without asking again; later answers (reloads, invalidations) are stale at once, as before.
 */
const FIRST_ANSWER_FRESH_MS = 5_000;
const listStaleTime = (query: Pick<Query, 'state'>) => (query.state.dataUpdateCount <= 1 ? FIRST_ANSWER_FRESH_MS : 0);

/** The query key every list of an entity starts with (to reload them, or to follow their loading). */
export const listQueryKey = (entity: Pick<EntityDef, 'name'>) => [LIST_QUERY, entity.name];

/** Reloads the lists of an entity that are on screen (after a page-specific action changed rows). */
export function useReloadList(entity: Pick<EntityDef, 'name'>): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listQueryKey(entity) });
}

/** Spec §9 pagination: page 1, size 10, options 10/20/30, quick jumper, size changer, total 'a-b of n'. */
export function paginationConfig(t: EntityT, current: number, pageSize: number, total: number): TablePaginationConfig {
  return {
    current,
    pageSize,
    total,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showQuickJumper: true,
    showSizeChanger: true,
    showTotal: (n, range) => t('totalRange', { a: range[0], b: range[1], n }),
  };
}

/** A failed list: the server's message as a warning (spec §8); session failures keep their global handling. */
async function fetchPage(url: string, params: Record<string, unknown>) {
  // On a full navigation the list shell has asked the same question already: its answer, the rows it shows.
  const early = await takeEarlyList(listRequestUrl(url, params));
  if (early) return early;
  try {
    const response = await listAnyRows(url, params);
    if (!response.success) throw new Error(response.message);
    // Some lists (a menu's data rules) answer every row at once: one page the table pages locally.
    const result: Page<Row> | Row[] = response.result;
    return Array.isArray(result) ? { records: result, total: result.length } : result;
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    const reaction = reactionTo(failure, !!useSession.getState().token);
    if (reaction.kind === 'notify-text') throw new Error(reaction.text);
    handleHttpFailure(failure);
    throw Object.assign(new Error(''), { handled: true });
  }
}

/**
 * The query of an entity's first list page without conditions, as `useListPage` asks for it: fetched while the page's
 * code still loads (router/prefetch-page.ts), the page finds its rows in the cache.
 */
export function firstPageQuery(entity: EntityDef, listUrl: string) {
  const params = firstPageParams(entity);
  return { queryKey: [LIST_QUERY, entity.name, listUrl, params], queryFn: () => fetchPage(listUrl, params) };
}

/** The parameters of an entity's first list page without conditions. */
export function firstPageParams(entity: EntityDef): Record<string, unknown> {
  return buildListParams({
    queryParam: {},
    isorter: defaultSorter(entity),
    filters: {},
    superQueryParams: [],
    superQueryMatchType: 'and',
    current: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
}

/** The list page's state (spec §3 "Page list state") and its query, on TanStack Query. */
export function useListPage(entity: EntityDef, options: ListPageOptions = {}) {
  const t = useEntityT();
  const { listUrl, fixedParams } = options;
  const fallbackSorter = useMemo(() => defaultSorter(entity), [entity]);
  const [queryParam, setQueryParam] = useState<Record<string, unknown>>({});
  const [isorter, setSorter] = useState<Sorter>(fallbackSorter);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [superQueryParams, setSuperQueryParams] = useState<readonly SuperQueryItem[]>([]);
  const [superQueryMatchType, setMatchType] = useState<SuperQueryMatchType>('and');
  const [current, setCurrent] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selectedRowKeys, setSelectedRowKeys] = useState<string[]>([]);
  const [selectedRows, setSelectedRows] = useState<Row[]>([]);
  const fixedKey = JSON.stringify(fixedParams ?? {});
  const [lastFixedKey, setLastFixedKey] = useState(fixedKey);
  if (fixedKey !== lastFixedKey) {
    // Adjusted while rendering (no effect): another fixed filter shows its first page without the old selection.
    setLastFixedKey(fixedKey);
    setCurrent(1);
    setSelectedRowKeys([]);
    setSelectedRows([]);
  }

  const state: ListState = {
    queryParam: { ...fixedParams, ...queryParam },
    isorter,
    filters,
    superQueryParams,
    superQueryMatchType,
    current,
    pageSize,
  };
  const params = buildListParams(state);

  useEffect(() => {
    if (!listUrl) feedback.message.error(t('missingListUrl'));
  }, [listUrl, t]);

  const query = useQuery({
    queryKey: [LIST_QUERY, entity.name, listUrl, params],
    queryFn: () => fetchPage(listUrl as string, params),
    enabled: !!listUrl,
    placeholderData: keepPreviousData,
    staleTime: listStaleTime,
    retry: false,
  });

  useEffect(() => {
    const error = query.error as (Error & { handled?: boolean }) | null;
    if (error && !error.handled && error.message) feedback.message.warning(error.message);
  }, [query.error]);

  const clearSelection = () => {
    setSelectedRowKeys([]);
    setSelectedRows([]);
  };
  const firstPage = () => {
    setCurrent(1);
    clearSelection();
  };

  const page = query.data;
  return {
    queryParam,
    isorter,
    filters,
    superQueryParams,
    superQueryMatchType,
    params,
    /** The export's parameters: the same conditions, no paging, the selected ids if any. */
    exportParams: () => exportParams(state, selectedRowKeys),
    rows: page?.records ?? [],
    total: page?.total ?? 0,
    loading: query.isFetching,
    pagination: paginationConfig(t, current, pageSize, page?.total ?? 0),
    /** Applies search-form conditions from page 1; the same conditions ask the server again (rows changed elsewhere). */
    search(next: Record<string, unknown>) {
      const same = buildListParams({ ...state, queryParam: { ...fixedParams, ...next }, current: 1 });
      if (JSON.stringify(same) === JSON.stringify(params)) void query.refetch();
      setQueryParam(next);
      firstPage();
    },
    /** Clears the search conditions and the sort, from page 1. */
    reset() {
      setQueryParam({});
      setSorter(fallbackSorter);
      firstPage();
    },
    setSuperQuery(items: readonly SuperQueryItem[], matchType: SuperQueryMatchType) {
      setSuperQueryParams(items);
      setMatchType(matchType);
      firstPage();
    },
    /** antd Table onChange: paging, column filters and sorter. */
    onTableChange(pagination: TablePaginationConfig, tableFilters: Record<string, unknown>, sorter: unknown) {
      const single = (Array.isArray(sorter) ? sorter[0] : sorter) ?? {};
      setSorter(sorterFromTable(single as Parameters<typeof sorterFromTable>[0], fallbackSorter));
      setFilters(
        Object.fromEntries(
          Object.entries(tableFilters).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]),
        ),
      );
      setCurrent(pagination.current ?? 1);
      setPageSize(pagination.pageSize ?? DEFAULT_PAGE_SIZE);
    },
    selection: {
      selectedRowKeys,
      selectedRows,
      onChange(keys: Key[], rows: Row[]) {
        setSelectedRowKeys(keys.map(String));
        setSelectedRows(rows);
      },
      clear: clearSelection,
    },
    reload: () => query.refetch(),
  };
}

export type ListPage = ReturnType<typeof useListPage>;
