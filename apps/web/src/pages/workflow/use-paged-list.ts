import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import type { Page } from '../../api/entity';
import { unwrap } from '../../api/system-tree';
import type { Envelope } from '../../api/types';
import { useEntityT } from '../../components/entity/texts';
import { paginationConfig } from '../../components/entity/use-list-page';

/**
 * A paged list with its filters and row selection: a new search starts from page 1, a reload keeps the page,
 * and the selection is cleared whenever the rows change.
 */
export function usePagedList<F extends object, R extends { id: string }>(
  queryKey: string,
  fetch: (query: F & { pageNo: number; pageSize: number }) => Promise<Envelope<Page<R>>>,
  initialFilters: F,
) {
  const et = useEntityT();
  const [filters, setFilters] = useState<F>(initialFilters);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const list = useQuery({
    queryKey: [queryKey, filters, paging],
    queryFn: async () => unwrap(await fetch({ ...filters, ...paging })),
    placeholderData: keepPreviousData,
  });
  const page = list.data;
  const paged = {
    rows: page?.records ?? [],
    loading: list.isFetching,
    filters,
    search(next: F) {
      setFilters(next);
      setPaging((p) => ({ ...p, pageNo: 1 }));
      setSelected([]);
    },
    reload() {
      setSelected([]);
      void list.refetch();
    },
    pagination: paginationConfig(et, paging.pageNo, paging.pageSize, page?.total ?? 0),
    onTableChange(p: TablePaginationConfig) {
      setPaging({ pageNo: p.current ?? 1, pageSize: p.pageSize ?? 10 });
      setSelected([]);
    },
    selected,
    rowSelection: { selectedRowKeys: selected, onChange: (keys: React.Key[]) => setSelected(keys.map(String)) },
    clearSelection: () => setSelected([]),
  };
  return paged;
}

/** A paged list as the tables and buttons of the workflow lists use it. */
export type PagedList<R = unknown> = Omit<ReturnType<typeof usePagedList<object, { id: string }>>, 'rows'> & {
  rows: R[];
};
