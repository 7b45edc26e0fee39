import { Descriptions, Drawer, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../locales/screens/workflow';
import { formatDuration } from './duration';
import FlowSections, { type FlowTab } from './FlowSections';

/** What the details of an instance show: the instance (none for a draft) and what the list knows of it. */
export interface InstanceTarget {
  procInstId: string | null;
  title: string;
  processName: string;
  applicantName?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  duration?: number | null;
  status?: ReactNode;
}

interface Props {
  target: InstanceTarget | null;
  onClose(): void;
  /** Shown between the summary and the history (an application's form). */
  children?: ReactNode;
  openOn?: FlowTab;
}

/** 查看 of every workflow list: the instance's summary, then its history and diagram. */
export default function InstanceDetail({ target, onClose, children, openOn }: Props) {
  const t = useT();
  const summary = target
    ? [
        { key: 'process', label: t('approval.process'), children: target.processName },
        { key: 'applicant', label: t('approval.applicant'), children: target.applicantName },
        { key: 'status', label: t('approval.state'), children: target.status },
        { key: 'start', label: t('approval.startTime'), children: target.startTime },
        { key: 'end', label: t('approval.endTime'), children: target.endTime },
        { key: 'duration', label: t('approval.duration'), children: formatDuration(target.duration) },
      ].filter((item) => item.children !== undefined && item.children !== null && item.children !== '')
    : [];
  return (
    <Drawer
      title={target?.title}
      open={!!target}
      onClose={onClose}
      size={960}
      destroyOnHidden
      data-testid="instance-detail"
    >
      {target && (
        <>
          <Descriptions size="small" column={3} items={summary} style={{ marginBottom: 16 }} />
          {children}
          {target.procInstId ? (
            <FlowSections procInstId={target.procInstId} openOn={openOn} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.notStarted')} />
          )}
        </>
      )}
    </Drawer>
  );
}
