import { Select, Space, Tag, Typography } from 'antd';
import type { MonitorNode } from '../../api/monitor';
import { t, useT } from '../../locales/i18n';
import { dateTime } from './format';

export const ALL = 'all';

/** `vm · 进程 9516（当前应答）` in the interface language. */
export const nodeLabel = (n: MonitorNode) =>
  t('monitor.node.process', { host: n.host, pid: n.pid }) +
  (n.worker ? t('monitor.node.worker', { worker: n.worker }) : '') +
  (n.self ? t('monitor.node.self') : '');

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
  useT();
  const shown = nodes.find((n) => n.id === selected);
  return (
    <Space wrap data-testid="node-picker">
      <Typography.Text type="secondary">{t('monitor.node.show')}</Typography.Text>
      <Select
        style={{ minWidth: 360 }}
        value={selected}
        onChange={onChange}
        options={[
          ...nodes.map((n) => ({ value: n.id, label: nodeLabel(n) })),
          ...(allowAll ? [{ value: ALL, label: t('monitor.node.all', { n: nodes.length }) }] : []),
        ]}
      />
      {shown && !shown.self && shown.at ? <Tag>{t('monitor.node.snapshot', { time: dateTime(shown.at) })}</Tag> : null}
      {selected === ALL ? <Tag color="blue">{t('monitor.node.count', { n: nodes.length })}</Tag> : null}
    </Space>
  );
}
