import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../../api/http';
import { useSession } from '../../../stores/session';
import { feedback } from '../../../utils/feedback';
import { leaveTask, taskDetailOf } from '../shared/fixtures';
import { answersByUrl, ok, refused, renderScreen } from '../shared/testing';
import TodoList from './TodoList';

vi.mock('../../../api/http', (original) => import('../shared/testing').then((m) => m.mockedHttp(original)));
vi.mock('../../../utils/feedback', () => import('../shared/testing').then((m) => m.mockedFeedback()));

const SLOW = { timeout: 10_000 };
const page = { records: [leaveTask, { ...leaveTask, id: 't2', title: '报销-李四', needsClaim: true }], total: 2 };

function Address() {
  return <span data-testid="address">{useLocation().search || '无参数'}</span>;
}

const openAt = (path: string, detail: unknown) => {
  vi.mocked(getAction).mockImplementation(
    answersByUrl({ '/actTask/todoList': ok(page), '/actTask/detail': detail }) as never,
  );
  renderScreen(
    <>
      <TodoList />
      <Address />
    </>,
    path,
  );
};

describe('我的待办', () => {
  beforeEach(() => {
    vi.mocked(getAction).mockReset();
    useSession.setState({
      permissions: {
        menu: [],
        routes: [],
        auth: [
          { action: 'workflow:todo:list', type: '1' },
          { action: 'workflow:todo:handle', type: '1' },
        ],
        allAuth: [],
      },
    });
  });

  it('lists my tasks: priority, overdue due time in red, 认领 only for those to claim', async () => {
    openAt('/workflow/todo', ok(taskDetailOf()));
    await screen.findByText('报销-李四', {}, SLOW);
    const rows = screen.getAllByRole('row');
    const [, first, second] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('重要')).toBeTruthy();
    expect(within(first).getByText('2026-03-02 09:00:00').closest('.ant-typography-danger')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /^认\s?领$/ })).toBeNull();
    expect(within(second).getByText('待认领')).toBeTruthy();
    expect(within(second).getByRole('button', { name: /^认\s?领$/ })).toBeTruthy();
    expect(getAction).toHaveBeenCalledWith('/actTask/todoList', { pageNo: 1, pageSize: 10 });
  });

  it('opened with ?busId=<taskId> (a notice, the 工作台 card) opens that task and drops the parameter', async () => {
    openAt('/workflow/todo?busId=t1', ok(taskDetailOf()));
    const drawer = await screen.findByTestId('task-drawer', {}, SLOW);
    expect(await within(drawer).findByText('回家探亲', {}, SLOW)).toBeTruthy();
    expect(getAction).toHaveBeenCalledWith('/actTask/detail', { id: 't1' });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('无参数'));
  });

  it('says so when the task is no longer mine', async () => {
    openAt('/workflow/todo?busId=t1', refused('该任务已被他人处理，请刷新后重试', 409));
    await waitFor(
      () => expect(feedback.message.warning).toHaveBeenCalledWith('该任务已被他人处理，请刷新后重试'),
      SLOW,
    );
    expect(screen.queryByTestId('task-drawer')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('无参数'));
  });
});
