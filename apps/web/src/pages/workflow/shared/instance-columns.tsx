import { Button, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { Instance } from '../../../api/workflow-tasks';
import { t } from '../../../locales/screens/workflow';
import { formatDuration } from './duration';
import type { InstanceTarget } from './InstanceDetail';
import { CodeTag, INSTANCE_STATUS, RESULT } from './tags';

export const instanceStatusTag = (row: Instance) => (
  <CodeTag dict={INSTANCE_STATUS} value={row.status} text={row.status_dictText} />
);

export const instanceResultTag = (row: Instance) => (
  <CodeTag dict={RESULT} value={row.result} text={row.result_dictText} />
);

/** How long an instance took, or (running) has been running: the server counts only ended ones. */
export const elapsedMs = (row: Pick<Instance, 'durationMs' | 'startTime' | 'endTime'>, now = Date.now()) =>
  row.durationMs ?? (row.endTime ? null : Math.max(0, now - dayjs(row.startTime).valueOf()));

/** What 查看 of an instance row shows. */
export const instanceTarget = (row: Instance, status: (row: Instance) => ReactNode): InstanceTarget => ({
  procInstId: row.id,
  title: row.title,
  processName: row.processName,
  applicantName: row.applicantName || row.applicant,
  startTime: row.startTime,
  endTime: row.endTime,
  duration: elapsedMs(row),
  status: status(row),
});

interface Options {
  /** The state column: the instance's status, or (ended ones) its result. */
  state: (row: Instance) => ReactNode;
  /** The current node (running instances), the end time (ended ones). */
  show: { node: boolean; end: boolean };
  /** Links of a row's operation column before 查看. */
  actions?(row: Instance): ReactNode;
  onView(target: InstanceTarget): void;
}

/** The columns of the instance lists (已办结, 流程实例, 流程历史). */
export function instanceColumns({ state, show, actions, onView }: Options): TableColumnsType<Instance> {
  return [
    { key: 'title', dataIndex: 'title', title: t('approval.title') },
    {
      key: 'process',
      title: t('approval.process'),
      render: (_, row) => `${row.processName} · v${row.version}`,
    },
    { key: 'applicant', title: t('approval.applicant'), render: (_, row) => row.applicantName || row.applicant },
    ...(show.node ? [{ key: 'node', dataIndex: 'currTaskName', title: t('approval.currentNode') }] : []),
    { key: 'state', title: t('approval.state'), render: (_, row) => state(row) },
    { key: 'start', dataIndex: 'startTime', title: t('approval.startTime'), width: 170 },
    ...(show.end ? [{ key: 'end', dataIndex: 'endTime', title: t('approval.endTime'), width: 170 }] : []),
    { key: 'duration', title: t('approval.duration'), render: (_, row) => formatDuration(elapsedMs(row)) },
    {
      key: 'action',
      title: t('common.actions'),
      align: 'center',
      fixed: 'right',
      render: (_, row) => (
        <>
          {actions?.(row)}
          <Button type="link" size="small" onClick={() => onView(instanceTarget(row, state))}>
            {t('approval.view')}
          </Button>
        </>
      ),
    },
  ];
}
