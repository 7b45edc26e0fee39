import { PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { unwrap } from '../../../api/system-tree';
import { type StartableProcess, startableProcesses } from '../../../api/workflow-tasks';
import { schemaTitle } from '../../../components/entity/texts';
import { useT } from '../../../locales/screens/workflow';
import { formEntityOf } from '../shared/form-entity';
import { APPROVAL_QUERY } from '../shared/queries';

/** The processes by category, in the order they come; those without one last. */
export function byCategory(processes: readonly StartableProcess[]): [string, StartableProcess[]][] {
  const groups = new Map<string, StartableProcess[]>();
  for (const process of processes) {
    const category = process.category?.trim() || '';
    groups.set(category, [...(groups.get(category) ?? []), process]);
  }
  return [...groups].sort(([a], [b]) => (a === '' ? 1 : 0) - (b === '' ? 1 : 0));
}

interface Props {
  /** Whether the user may start one (`workflow:apply:add`). */
  canStart: boolean;
  onStart(process: StartableProcess): void;
}

/** 发起申请's upper half: the processes I may start, as cards by category, each with 发起. */
export default function ProcessCards({ canStart, onStart }: Props) {
  const t = useT();
  const processes = useQuery({
    queryKey: [APPROVAL_QUERY, 'startable'],
    queryFn: async () => unwrap(await startableProcesses()),
  });
  if (processes.isPending) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  // A process whose form this app does not know could not be filled in: it is not offered.
  const groups = byCategory((processes.data ?? []).filter((p) => formEntityOf(p.formKey)));
  if (!groups.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.noProcesses')} />;
  return (
    <Flex vertical gap={16}>
      {groups.map(([category, list]) => (
        <Flex key={category} gap={16} align="flex-start">
          <Typography.Text strong style={{ width: 96, flex: 'none', paddingTop: 10 }}>
            {category || t('approval.uncategorised')}
          </Typography.Text>
          <Flex wrap gap={16} style={{ flex: 1 }}>
            {list.map((process) => (
              <Card key={process.id} size="small" data-testid="startable-process" style={{ width: 320 }}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Typography.Text strong ellipsis>
                    {process.name}
                  </Typography.Text>
                  {canStart && (
                    <Button
                      size="small"
                      type="primary"
                      ghost
                      icon={<PlayCircleOutlined />}
                      onClick={() => onStart(process)}
                    >
                      {t('approval.start')}
                    </Button>
                  )}
                </Flex>
                <Typography.Paragraph
                  type="secondary"
                  ellipsis={{ rows: 2 }}
                  style={{ margin: '6px 0 4px', minHeight: 44 }}
                >
                  {process.description || t('approval.noDescription')}
                </Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('approval.formVersion', {
                    form: schemaTitle(formEntityOf(process.formKey) ?? { title: process.formKey }),
                    version: process.version,
                  })}
                </Typography.Text>
              </Card>
            ))}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
