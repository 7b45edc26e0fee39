import { Alert } from 'antd';
import { useMemo } from 'react';
import { getAction } from '../../api/http';
import { resultOf } from './CategoryTreeSelect';
import LazyTreeSelect, { type LazyTreeSelectProps, type TreeLoaders } from './LazyTreeSelect';
import { conditionProblem, type LazyNode } from './tree-select-rules';

interface TreeDataNode {
  key: string;
  title: string;
  isLeaf: boolean;
}

export interface JTreeSelectProps extends LazyTreeSelectProps {
  /** `table,text,code` of a tree the server registers (e.g. `sys_depart,depart_name,id`). */
  dict: string;
  /** The parent column. */
  pidField?: string;
  /** Parent value of the roots; empty: rows without a parent. */
  pidValue?: string;
  /** Column holding '1' when a row has children. */
  hasChildField?: string;
  /** A JSON object string of equality filters. */
  condition?: string;
}

/** JTreeSelect (spec §3): any registered tree through `/sys/dict/loadTreeData`, children loaded as nodes open. */
export default function JTreeSelect({
  dict,
  pidField,
  pidValue = '',
  hasChildField,
  condition,
  ...props
}: JTreeSelectProps) {
  const problem = conditionProblem(condition);
  const loaders = useMemo<TreeLoaders>(() => {
    const [tableName = '', text = '', code = ''] = dict.split(',').map((s) => s.trim());
    const level = async (pid: string): Promise<LazyNode[]> => {
      const params = { pid, tableName, text, code, pidField, hasChildField, condition };
      const nodes = resultOf(await getAction<TreeDataNode[]>('/sys/dict/loadTreeData', params));
      return nodes.map((n) => ({ value: n.key, title: n.title, isLeaf: n.isLeaf }));
    };
    return {
      key: [dict, pidField, pidValue, hasChildField, condition].join('|'),
      roots: () => level(pidValue),
      children: level,
      titles: async (keys) =>
        resultOf(
          await getAction<string[]>(`/sys/dict/loadDictItem/${encodeURIComponent(dict)}`, {
            key: keys.join(','),
            delNotExist: 'false',
          }),
        ),
    };
  }, [dict, pidField, pidValue, hasChildField, condition]);
  if (problem) return <Alert type="error" showIcon title={problem} />;
  return <LazyTreeSelect loaders={loaders} {...props} />;
}
