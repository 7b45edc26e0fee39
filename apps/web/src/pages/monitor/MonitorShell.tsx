import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { MonitorNode } from '../../api/monitor';
import { useT } from '../../locales/i18n';
import { NodePicker, nodeLabel } from './NodePicker';

/** A monitor screen's frame: the process picker, refresh, error and loading states. */
export function MonitorShell({
  title,
  nodes,
  selected,
  onNode,
  loading,
  error,
  onRefresh,
  extra,
  children,
}: {
  title: string;
  nodes?: MonitorNode[];
  selected?: string;
  onNode?(node: string): void;
  loading: boolean;
  error?: string;
  onRefresh(): void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Card
      title={title}
      extra={
        <Flex gap={8} align="center" wrap>
          {nodes && onNode ? <NodePicker nodes={nodes} selected={selected} onChange={onNode} /> : null}
          {extra}
          <Button icon={<ReloadOutlined />} onClick={onRefresh}>
            {t('monitor.refresh')}
          </Button>
        </Flex>
      }
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      {loading ? <Skeleton active /> : children}
    </Card>
  );
}

/** One block per process of an answer, titled with the process when there are several. */
export function PerNode<E extends { node: MonitorNode }>({
  entries,
  testId,
  render,
}: {
  entries: readonly E[];
  testId?: string;
  render(entry: E): ReactNode;
}) {
  return entries.map((e) => (
    <div key={e.node.id} style={{ marginBottom: 24 }} data-testid={testId}>
      {entries.length > 1 ? <Typography.Title level={5}>{nodeLabel(e.node)}</Typography.Title> : null}
      {render(e)}
    </div>
  ));
}
