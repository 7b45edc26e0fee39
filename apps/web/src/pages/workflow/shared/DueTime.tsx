import { Typography } from 'antd';
import type { Task } from '../../../api/workflow-tasks';

/** A task's due time; past due it reads in red. */
export default function DueTime({ task }: { task: Pick<Task, 'dueTime' | 'overdue'> }) {
  if (!task.dueTime) return null;
  return task.overdue ? <Typography.Text type="danger">{task.dueTime}</Typography.Text> : task.dueTime;
}
