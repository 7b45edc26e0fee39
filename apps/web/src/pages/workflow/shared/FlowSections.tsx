import { useQuery } from '@tanstack/react-query';
import { Spin, Tabs } from 'antd';
import type { FlowEvent } from '../../../api/workflow-tasks';
import { useT } from '../../../locales/screens/workflow';
import HistoryTimeline from './HistoryTimeline';
import ProcessDiagram from './ProcessDiagram';
import { historyQuery } from './queries';

interface Props {
  procInstId: string;
  /** The history when the caller has it already (a task's details); read by the instance id otherwise. */
  events?: readonly FlowEvent[];
  /** The tab shown first (default: the history). */
  openOn?: FlowTab;
}

export type FlowTab = 'history' | 'diagram';

/** An instance's 审批历史 (every step) and 流程图 (where it stands), as two tabs. */
export default function FlowSections({ procInstId, events, openOn = 'history' }: Props) {
  const t = useT();
  const history = useQuery({ ...historyQuery(procInstId), enabled: !events });
  return (
    <Tabs
      defaultActiveKey={openOn}
      items={[
        {
          key: 'history',
          label: t('approval.history'),
          children: (
            <Spin spinning={!events && history.isPending}>
              <HistoryTimeline events={events ?? history.data ?? []} />
            </Spin>
          ),
        },
        { key: 'diagram', label: t('approval.diagram'), children: <ProcessDiagram procInstId={procInstId} /> },
      ]}
    />
  );
}
