import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { t } from '../locales/i18n';

export interface PageState {
  pageNo: number;
  pageSize: number;
}

/** Spec §9 pagination: page 1, size 10 (pickers 5), options 10/20/30, quick jumper, size changer, 'a-b of n'. */
export function usePageState(pageSize = 10) {
  const [page, setPage] = useState<PageState>({ pageNo: 1, pageSize });
  const pagination = (total: number, options = ['10', '20', '30']): TablePaginationConfig => ({
    current: page.pageNo,
    pageSize: page.pageSize,
    total,
    pageSizeOptions: options,
    showQuickJumper: true,
    showSizeChanger: true,
    showTotal: (count, [from, to]) => t('page.total', { from, to, n: count }),
    onChange: (pageNo, size) => setPage({ pageNo: size === page.pageSize ? pageNo : 1, pageSize: size }),
  });
  const firstPage = () => setPage((p) => ({ ...p, pageNo: 1 }));
  return { page, pagination, firstPage };
}
