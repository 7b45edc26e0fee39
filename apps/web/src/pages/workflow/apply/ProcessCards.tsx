import { PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { unwrap } from '../../../api/system-tree';
import { type StartableProcess, startableProcesses } from '../../../api/workflow-tasks';
import { schemaTitle } from '../../../components/entity/texts';
import { useT } from '../../../locales/i18n';
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
  return groups.map(([category, list]) => (
    <section key={category} style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{category || t('approval.uncategorised')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {list.map((process) => (
          <Col key={process.id} xs={24} sm={12} lg={8} xxl={6}>
            <Card
              size="small"
              data-testid="startable-process"
              title={process.name}
              extra={<Typography.Text type="secondary">v{process.version}</Typography.Text>}
              actions={
                canStart
                  ? [
                      <Button key="start" type="link" icon={<PlayCircleOutlined />} onClick={() => onStart(process)}>
                        {t('approval.start')}
                      </Button>,
                    ]
                  : undefined
              }
            >
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ minHeight: 44, marginBottom: 4 }}>
                {process.description || t('approval.noDescription')}
              </Typography.Paragraph>
              <Typography.Text>
                {t('approval.form')}: {schemaTitle(formEntityOf(process.formKey) ?? { title: process.formKey })}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  ));
}
