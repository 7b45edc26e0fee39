import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { type DoneTask, doneTasks, EXPORT_URLS } from '../../../api/workflow-tasks';
import { useT } from '../../../locales/screens/workflow';
import ApprovalList from '../shared/ApprovalList';
import { formatDuration } from '../shared/duration';
import { type FilterDef, NAME_FILTER, PROCESS_KEY_FILTER, timeRangeFilter } from '../shared/filters';
import InstanceDetail, { type InstanceTarget } from '../shared/InstanceDetail';
import { ACTION, CodeTag } from '../shared/tags';

/** How a task of mine can have ended (the `bpm_action` values of a handled task). */
const DONE_ACTIONS = [
  'approve',
  'reject',
  'return',
  'delegate',
  'resolve',
  'transfer',
  'addSign',
  'resubmit',
  'cancel',
];

const FILTERS: readonly FilterDef[] = [
  NAME_FILTER,
  PROCESS_KEY_FILTER,
  { kind: 'dict', name: 'action', label: 'approval.myAction', dict: ACTION, only: DONE_ACTIONS },
  timeRangeFilter('endTime', 'approval.handledTime'),
];

/** workflow/DoneList (我的已办): the tasks I handled, what I did and said, how long it took; 查看 and export. */
export default function DoneList() {
  const t = useT();
  const [target, setTarget] = useState<InstanceTarget | null>(null);

  const columns: TableColumnsType<DoneTask> = [
    { key: 'title', dataIndex: 'title', title: t('approval.title') },
    { key: 'process', dataIndex: 'processName', title: t('approval.process') },
    { key: 'node', dataIndex: 'name', title: t('approval.node') },
    { key: 'applicant', title: t('approval.applicant'), render: (_, task) => task.applicantName || task.applicant },
    {
      key: 'action',
      title: t('approval.myAction'),
      render: (_, task) => <CodeTag dict={ACTION} value={task.action} text={task.action_dictText} />,
    },
    { key: 'comment', dataIndex: 'comment', title: t('approval.comment'), ellipsis: true, width: 220 },
    { key: 'end', dataIndex: 'endTime', title: t('approval.handledTime'), width: 170 },
    { key: 'duration', title: t('approval.duration'), render: (_, task) => formatDuration(task.durationMs) },
    {
      key: 'view',
      title: t('common.actions'),
      width: 90,
      align: 'center',
      fixed: 'right',
      render: (_, task) => (
        <Button
          type="link"
          size="small"
          onClick={() =>
            setTarget({
              procInstId: task.procInstId,
              title: task.title,
              processName: task.processName,
              applicantName: task.applicantName || task.applicant,
            })
          }
        >
          {t('approval.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ApprovalList<DoneTask>
        name="done"
        load={doneTasks}
        filters={FILTERS}
        columns={columns}
        exportFile={{ url: EXPORT_URLS.done, fileName: t('approval.doneFile'), permission: 'workflow:done:export' }}
        testId="done-list"
      />
      <InstanceDetail target={target} onClose={() => setTarget(null)} />
    </>
  );
}
