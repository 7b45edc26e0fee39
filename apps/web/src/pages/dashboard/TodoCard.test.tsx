import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../api/http';
import type { MenuRoute } from '../../router/menu-routes';
import { useSession } from '../../stores/session';
import { leaveTask } from '../workflow/shared/fixtures';
import { answersByUrl, ok, renderScreen } from '../workflow/shared/testing';
import Workplace from './Workplace';

vi.mock('../../api/http', (original) => import('../workflow/shared/testing').then((m) => m.mockedHttp(original)));

const SLOW = { timeout: 10_000 };
const todoRoute: MenuRoute = {
  path: '/workflow/todo',
  name: 'workflow-todo',
  component: 'workflow/TodoList',
  title: '我的待办',
  keepAlive: true,
  hidden: false,
  external: false,
  parents: [],
  childPaths: [],
};

function signIn(auth: string[]) {
  useSession.setState({
    userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
    permissions: { menu: [], routes: [todoRoute], auth: auth.map((action) => ({ action, type: '1' })), allAuth: [] },
  });
}

describe('工作台: the 我的待办 card', () => {
  beforeEach(() => {
    vi.mocked(getAction)
      .mockReset()
      .mockImplementation(
        answersByUrl({
          '/actTask/todoList': ok({ records: [leaveTask], total: 7 }),
          '/sys/workplace/drafts': ok({ total: 0, modules: [], latest: [] }),
          '/sys/workplace/edits': ok([]),
          '/intake/unread': ok({}),
          '/sys/annountCement/listByUser': ok({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }),
        }) as never,
      );
  });

  it('shows the count and the latest five, each opening the todo page at that task', async () => {
    signIn(['workflow:todo:list']);
    renderScreen(<Workplace />);
    const card = await screen.findByTestId('workplace-todo', {}, SLOW);
    expect(await within(card).findByText('我的待办 · 7', {}, SLOW)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '请假流程-张三' }).getAttribute('href')).toBe(
      '/workflow/todo?busId=t1',
    );
    expect(within(card).getByRole('link', { name: '全部待办' }).getAttribute('href')).toBe('/workflow/todo');
    expect(getAction).toHaveBeenCalledWith('/actTask/todoList', { pageNo: 1, pageSize: 5 });
  });

  it('is not there for a user without the todo list, who is not asked for tasks', async () => {
    signIn([]);
    renderScreen(<Workplace />);
    expect(await screen.findByTestId('workplace-drafts', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('workplace-todo')).toBeNull();
    expect(getAction).not.toHaveBeenCalledWith('/actTask/todoList', expect.anything());
  });
});
