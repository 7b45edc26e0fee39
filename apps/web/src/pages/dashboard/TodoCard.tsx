import { useQuery } from '@tanstack/react-query';
import { Card, Empty, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { unwrap } from '../../api/system-tree';
import { todoTasks } from '../../api/workflow-tasks';
import { useT } from '../../locales/screens/workflow';
import type { MenuRoute } from '../../router/menu-routes';
import { busIdLink, pageRoute } from '../../router/page-route';
import DueTime from '../workflow/shared/DueTime';
import { APPROVAL_QUERY } from '../workflow/shared/queries';
import { CodeTag, PRIORITY } from '../workflow/shared/tags';

export const LATEST_TODOS = 5;

/** 我的待办 of 工作台: how many tasks wait for me and the latest five, each opening the todo page at that task. */
export default function TodoCard({ routes }: { routes: readonly MenuRoute[] }) {
  const t = useT();
  const q = useQuery({
    queryKey: [APPROVAL_QUERY, 'todo', 'workplace'],
    queryFn: async () => unwrap(await todoTasks({ pageNo: 1, pageSize: LATEST_TODOS })),
  });
  const route = pageRoute(routes, 'workflow/TodoList');
  const tasks = q.data?.records ?? [];
  return (
    <Card
      title={`${t('approval.todoCard')}${q.data ? ` · ${q.data.total}` : ''}`}
      loading={q.isPending}
      extra={route && <Link to={route.path}>{t('approval.allTodos')}</Link>}
      data-testid="workplace-todo"
    >
      {tasks.length ? (
        <List
          size="small"
          dataSource={tasks}
          renderItem={(task) => (
            <List.Item extra={<Typography.Text type="secondary">{task.createTime}</Typography.Text>}>
              <Space size={6} wrap>
                <CodeTag dict={PRIORITY} value={task.priority} text={task.priority_dictText} />
                {route ? <Link to={busIdLink(route, task.id)}>{task.title}</Link> : task.title}
                <Typography.Text type="secondary">
                  {task.processName} · {task.name}
                </Typography.Text>
                {task.overdue && <DueTime task={task} />}
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.noTodos')} />
      )}
    </Card>
  );
}
