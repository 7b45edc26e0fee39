import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { type Task, type TaskDetail, taskAction, taskDetail, todoTasks } from '../../../api/workflow-tasks';
import { usePermission } from '../../../components/Authorized/use-permission';
import { useBusId } from '../../../components/entity/use-bus-id';
import { type MessageKey, useT } from '../../../locales/screens/workflow';
import { feedback } from '../../../utils/feedback';
import ApprovalList, { useApprovalRefresh } from '../shared/ApprovalList';
import DueTime from '../shared/DueTime';
import { type FilterDef, NAME_FILTER, PROCESS_KEY_FILTER } from '../shared/filters';
import { taskDetailQuery } from '../shared/queries';
import TaskDrawer from '../shared/TaskDrawer';
import { CodeTag, PRIORITY } from '../shared/tags';

const FILTERS: readonly FilterDef[] = [
  NAME_FILTER,
  PROCESS_KEY_FILTER,
  { kind: 'dict', name: 'priority', label: 'approval.priority', dict: PRIORITY },
  { kind: 'check', name: 'claim', label: 'approval.onlyToClaim' },
];

/** The marks of a task that is not a plain approval waiting for me. */
const TASK_MARKS: readonly { key: string; color: string; label: MessageKey; applies(task: Task): boolean }[] = [
  { key: 'claim', color: 'gold', label: 'approval.toClaim', applies: (task) => task.needsClaim },
  { key: 'suspended', color: 'warning', label: 'approval.instance.suspended', applies: (task) => task.suspended },
  { key: 'returned', color: 'red', label: 'approval.kind.applicant', applies: (task) => task.kind === 'applicant' },
  { key: 'delegate', color: 'purple', label: 'approval.kind.delegate', applies: (task) => task.kind === 'delegate' },
  { key: 'signer', color: 'cyan', label: 'approval.kind.signer', applies: (task) => task.kind === 'signer' },
];

function TaskMarks({ task }: { task: Task }) {
  const t = useT();
  return (
    <Space size={4}>
      {TASK_MARKS.filter((mark) => mark.applies(task)).map((mark) => (
        <Tag key={mark.key} color={mark.color}>
          {t(mark.label)}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * workflow/TodoList (我的待办): the tasks waiting for me, 认领 of those to claim, 办理 in the task drawer. Opened with
 * `?busId=<taskId>` (a notice's 去处理, the 工作台 card) it opens that task.
 */
export default function TodoList() {
  const t = useT();
  const permission = usePermission();
  const canHandle = permission.has('workflow:todo:handle');
  const client = useQueryClient();
  const refresh = useApprovalRefresh();
  const [taskId, setTaskId] = useState<string | null>(null);

  const openFound = useCallback(
    (detail: TaskDetail) => {
      client.setQueryData(taskDetailQuery(detail.task.id).queryKey, detail);
      setTaskId(detail.task.id);
    },
    [client],
  );
  const refused = useCallback((message: string) => feedback.message.warning(message), []);
  useBusId(taskDetail, openFound, refused);

  const claim = async (task: Task) => {
    const answer = await taskAction('claim', { id: task.id });
    if (answer.success) feedback.message.success(answer.message || t('approval.actionDone'));
    else feedback.message.warning(answer.message);
    refresh();
  };

  const columns: TableColumnsType<Task> = [
    {
      key: 'title',
      title: t('approval.title'),
      render: (_, task) => (
        <Space size={6}>
          <CodeTag dict={PRIORITY} value={task.priority} text={task.priority_dictText} />
          {task.title}
        </Space>
      ),
    },
    { key: 'process', dataIndex: 'processName', title: t('approval.process') },
    { key: 'node', dataIndex: 'name', title: t('approval.node') },
    { key: 'applicant', title: t('approval.applicant'), render: (_, task) => task.applicantName || task.applicant },
    { key: 'state', title: t('approval.state'), render: (_, task) => <TaskMarks task={task} /> },
    { key: 'created', dataIndex: 'createTime', title: t('approval.arrivedTime'), width: 170 },
    { key: 'due', title: t('approval.dueTime'), width: 170, render: (_, task) => <DueTime task={task} /> },
    {
      key: 'action',
      title: t('common.actions'),
      width: 140,
      align: 'center',
      fixed: 'right',
      render: (_, task) =>
        canHandle ? (
          <Space size={0}>
            {task.needsClaim && (
              <Button type="link" size="small" onClick={() => void claim(task)}>
                {t('approval.action.claim')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setTaskId(task.id)}>
              {t('approval.handle')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <ApprovalList<Task> name="todo" load={todoTasks} filters={FILTERS} columns={columns} testId="todo-list" />
      <TaskDrawer taskId={taskId} onClose={() => setTaskId(null)} />
    </>
  );
}
