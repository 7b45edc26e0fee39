import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MonitorNode } from '../../api/monitor';
import type { Envelope } from '../../api/types';

/** The part every monitor answer shares. */
interface MonitorAnswer {
  selected: string;
  nodes?: MonitorNode[];
}

/** How often the screens ask again (the processes sample every 5 s). */
export const REFRESH_MS = 5000;

/**
 * A monitor screen's data for the chosen process (`undefined` = the one answering, then the first answer's
 * process is kept so that the charts do not hop between workers), refreshed every five seconds.
 */
export function useMonitor<T extends { selected: string }>(key: string, load: (node?: string) => Promise<Envelope<T>>) {
  const [node, setNode] = useState<string | undefined>();
  const query = useQuery({
    queryKey: ['monitor', key, node],
    queryFn: async () => {
      const answer = await load(node);
      if (answer.success && !node) setNode(answer.result.selected);
      return answer;
    },
    refetchInterval: REFRESH_MS,
  });
  const data = query.data?.success ? query.data.result : undefined;
  const error = query.data && !query.data.success ? query.data.message : undefined;
  return { node, setNode, data, error, query };
}

/** What a monitor screen's frame shows of its data: the process picker, loading, error and refresh. */
export function shellProps({ node, setNode, data, error, query }: ReturnType<typeof useMonitor<MonitorAnswer>>) {
  return {
    nodes: data?.nodes,
    selected: node,
    onNode: setNode,
    loading: query.isPending,
    error,
    onRefresh: () => void query.refetch(),
  };
}
