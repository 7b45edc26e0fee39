import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAction, getAction } from '../../../api/http';
import type { Instance } from '../../../api/workflow-tasks';
import { useSession } from '../../../stores/session';
import { answersByUrl, ok, renderScreen } from '../shared/testing';
import InstanceList from './InstanceList';

vi.mock('../../../api/http', (original) => import('../shared/testing').then((m) => m.mockedHttp(original)));
vi.mock('../../../utils/feedback', () => import('../shared/testing').then((m) => m.mockedFeedback()));

const SLOW = { timeout: 10_000 };
const instance = (id: string, status: Instance['status']): Instance => ({
  id,
  procDefId: 'leave:1',
  processName: '请假流程',
  processKey: 'leave',
  version: 3,
  businessId: `b${id}`,
  title: `申请${id}`,
  applicant: 'zhangsan',
  applicantName: '张三',
  status,
  result: 1,
  currTaskName: '部门审批',
  startTime: '2026-03-01 09:00:00',
  endTime: null,
  durationMs: 90 * 60_000,
});

function signIn(auth: string[]) {
  useSession.setState({
    permissions: { menu: [], routes: [], auth: auth.map((action) => ({ action, type: '1' })), allAuth: [] },
  });
}

const rowOf = async (title: string) => (await screen.findByText(title, {}, SLOW)).closest('tr') as HTMLElement;

describe('流程实例', () => {
  beforeEach(() => {
    vi.mocked(getAction)
      .mockReset()
      .mockImplementation(
        answersByUrl({
          '/actProcessIns/getRunningProcess': ok({
            records: [instance('1', 'running'), instance('2', 'suspended')],
            total: 2,
          }),
          '/actProcessIns/suspend': ok(null, '挂起成功'),
        }) as never,
      );
    vi.mocked(deleteAction)
      .mockReset()
      .mockResolvedValue(ok(null, '已作废') as never);
  });

  it('offers 挂起 for a running instance and 激活 for a suspended one, each by its permission', async () => {
    signIn(['workflow:instance:suspend']);
    renderScreen(<InstanceList />);
    const running = await rowOf('申请1');
    expect(within(running).getByText('1小时30分')).toBeTruthy();
    expect(within(running).getByText('请假流程 · v3')).toBeTruthy();
    expect(within(await rowOf('申请2')).queryByRole('button', { name: /激\s?活/ })).toBeNull();
    fireEvent.click(within(running).getByRole('button', { name: /挂\s?起/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(getAction).toHaveBeenCalledWith('/actProcessIns/suspend', { id: '1' }));
    expect(screen.queryByRole('button', { name: /作\s?废/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s?出/ })).toBeNull();
  });

  it('作废 asks for the reason, and cancels the selected ones at once', async () => {
    signIn(['workflow:instance:delete', 'workflow:instance:deleteBatch', 'workflow:instance:export']);
    renderScreen(<InstanceList />);
    await rowOf('申请1');
    expect(screen.getByRole('button', { name: /导\s?出/ })).toBeTruthy();
    for (const box of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: '批量作废（2）' }));
    const reason = await screen.findByLabelText('作废原因');
    fireEvent.change(reason, { target: { value: '重复申请' } });
    fireEvent.click(within(reason.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() =>
      expect(deleteAction).toHaveBeenCalledWith('/actProcessIns/delInsBatch', { ids: '1,2', reason: '重复申请' }),
    );
  });
});
