import { Select, Space, Tag, Typography } from 'antd';
import type { MonitorNode } from '../../api/monitor';
import { dateTime } from './format';

export const ALL = 'all';

export const nodeLabel = (n: MonitorNode) =>
  `${n.host} · 进程 ${n.pid}${n.worker ? ` · 工作进程 ${n.worker}` : ''}${n.self ? '（当前应答）' : ''}`;

/**
 * Which process a screen shows: each screen says it, and can switch to another process or to all of them
 * (WORKERS, several servers). Other processes' figures are their last snapshot, a few seconds old.
 */
export function NodePicker({
  nodes,
  selected,
  onChange,
  allowAll = true,
}: {
  nodes: MonitorNode[];
  selected?: string;
  onChange(node: string): void;
  allowAll?: boolean;
}) {
  const shown = nodes.find((n) => n.id === selected);
  return (
    <Space wrap data-testid="node-picker">
      <Typography.Text type="secondary">显示：</Typography.Text>
      <Select
        style={{ minWidth: 360 }}
        value={selected}
        onChange={onChange}
        options={[
          ...nodes.map((n) => ({ value: n.id, label: nodeLabel(n) })),
          ...(allowAll ? [{ value: ALL, label: `全部进程（${nodes.length}）` }] : []),
        ]}
      />
      {shown && !shown.self && shown.at ? <Tag>快照 {dateTime(shown.at)}</Tag> : null}
      {selected === ALL ? <Tag color="blue">{nodes.length} 个进程</Tag> : null}
    </Space>
  );
}
