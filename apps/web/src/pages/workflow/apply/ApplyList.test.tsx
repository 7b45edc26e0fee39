import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction, postAction } from '../../../api/http';
import { useSession } from '../../../stores/session';
import { feedback } from '../../../utils/feedback';
import { leaveBusiness, leaveData, taskDetailOf } from '../shared/fixtures';
import { answersByUrl, ok, renderScreen } from '../shared/testing';
import ApplyList from './ApplyList';

vi.mock('../../../api/http', (original) => import('../shared/testing').then((m) => m.mockedHttp(original)));
vi.mock('../../../utils/feedback', () => import('../shared/testing').then((m) => m.mockedFeedback()));

const SLOW = { timeout: 10_000 };
const draft = {
  ...leaveBusiness,
  id: 'b0',
  title: '草稿申请',
  status: 0 as const,
  result: 0 as const,
  procInstId: null,
};

const rowOf = async (title: string) => (await screen.findByText(title, {}, SLOW)).closest('tr') as HTMLElement;
const links = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

describe('发起申请: my applications', () => {
  beforeEach(() => {
    vi.mocked(getAction)
      .mockReset()
      .mockImplementation(
        answersByUrl({
          '/actBusiness/processes': ok([]),
          '/actBusiness/listData': ok({ records: [draft, leaveBusiness], total: 2 }),
          '/actBusiness/getForm': ok({ business: leaveBusiness, data: leaveData }),
          '/actTask/historicFlow/i1': ok(taskDetailOf().history),
        }) as never,
      );
    vi.mocked(postAction).mockReset();
    useSession.setState({
      permissions: {
        menu: [],
        routes: [],
        auth: ['workflow:apply:list', 'workflow:apply:add'].map((action) => ({ action, type: '1' })),
        allAuth: [],
      },
    });
  });

  it('offer 编辑, 提交 and 删除 for a draft, 撤回 for one in progress, 查看 for all', async () => {
    renderScreen(<ApplyList />);
    expect(links(await rowOf('草稿申请'))).toEqual(['查看', '编辑', '提交', '删除']);
    const inProgress = await rowOf('请假流程-张三');
    expect(links(inProgress)).toEqual(['查看', '撤回']);
    expect(within(inProgress).getByText('重要')).toBeTruthy();
    expect(within(inProgress).getAllByText('处理中')).toHaveLength(2);
  });

  it('撤回 asks for a reason and shows what the server answers', async () => {
    vi.mocked(postAction).mockResolvedValue(ok(null, '已撤回') as never);
    renderScreen(<ApplyList />);
    fireEvent.click(within(await rowOf('请假流程-张三')).getByRole('button', { name: '撤回' }));
    const reason = await screen.findByLabelText('撤回原因');
    fireEvent.change(reason, { target: { value: '行程取消' } });
    fireEvent.click(within(reason.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() =>
      expect(postAction).toHaveBeenCalledWith('/actBusiness/cancel', { id: 'b1', reason: '行程取消' }),
    );
    expect(feedback.message.success).toHaveBeenCalledWith('已撤回');
  });

  it('查看 shows the form read-only and the history', async () => {
    renderScreen(<ApplyList />);
    fireEvent.click(within(await rowOf('请假流程-张三')).getByRole('button', { name: '查看' }));
    const detail = await screen.findByTestId('instance-detail', {}, SLOW);
    expect(await within(detail).findByText('回家探亲', {}, SLOW)).toBeTruthy();
    expect(await within(detail).findByText('请批准', {}, SLOW)).toBeTruthy();
  });
});
