import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { departTree, searchDeparts, unwrap } from '../../api/system-tree';

/**
 * The department tree and its search (contract §7.4 queryTreeList, searchBy): `shown` is the whole tree, or the
 * departments matching the keyword while one is set.
 */
export function useDepartTree() {
  const [keyword, setKeyword] = useState('');
  const tree = useQuery({ queryKey: ['departTree'], queryFn: async () => unwrap(await departTree()) });
  const found = useQuery({
    queryKey: ['departSearch', keyword],
    queryFn: async () => unwrap(await searchDeparts(keyword)),
    enabled: !!keyword,
  });
  const whole = tree.data ?? [];
  return {
    keyword,
    setKeyword,
    whole,
    shown: keyword ? (found.data ?? []) : whole,
    loading: keyword ? found.isPending : tree.isPending,
    async refresh() {
      await tree.refetch();
      if (keyword) await found.refetch();
    },
  };
}
