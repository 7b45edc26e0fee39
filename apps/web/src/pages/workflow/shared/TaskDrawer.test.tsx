import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction, postAction } from '../../../api/http';
import { feedback } from '../../../utils/feedback';
import { leaveData, taskDetailOf } from './fixtures';
import TaskDrawer from './TaskDrawer';
import { answersByUrl, ok, refused, renderScreen } from './testing';

vi.mock('../../../api/http', (original) => import('./testing').then((m) => m.mockedHttp(original)));
vi.mock('../../../utils/feedback', () => import('./testing').then((m) => m.mockedFeedback()));

const SLOW = { timeout: 10_000 };

function openDrawer(detail = taskDetailOf()) {
  vi.mocked(getAction).mockImplementation(answersByUrl({ '/actTask/detail': ok(detail) }) as never);
  const onClose = vi.fn();
  renderScreen(<TaskDrawer taskId="t1" onClose={onClose} />);
  return onClose;
}

const actionButtons = async () => {
  const bar = await screen.findByTestId('task-actions', {}, SLOW);
  return within(bar)
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));
};

describe('the task drawer', () => {
  beforeEach(() => {
    vi.mocked(getAction).mockReset();
    vi.mocked(postAction).mockReset();
    vi.mocked(feedback.message.success).mockReset();
    vi.mocked(feedback.message.warning).mockReset();
  });

  it('shows the application read-only, the history and the buttons the server lists', async () => {
    openDrawer();
    expect(await actionButtons()).toEqual(['通过', '驳回', '退回', '评论']);
    const form = screen.getByTestId('application-form');
    expect(within(form).getByText('请假事由')).toBeTruthy();
    expect(within(form).getByText('回家探亲')).toBeTruthy();
    expect(within(form).queryByRole('textbox')).toBeNull();
    expect(screen.getAllByTestId('flow-step')).toHaveLength(2);
    expect(screen.getByText('请批准')).toBeTruthy();
    expect(screen.getByText('行程单.pdf')).toBeTruthy();
    expect(screen.getByText('待处理')).toBeTruthy();
  });

  it('asks for a comment before 驳回, then sends it, shows the message and closes', async () => {
    const onClose = openDrawer();
    await actionButtons();
    fireEvent.click(screen.getByRole('button', { name: '驳 回' }));
    expect(await screen.findByText('请输入审批意见')).toBeTruthy();
    expect(postAction).not.toHaveBeenCalled();

    vi.mocked(postAction).mockResolvedValue(ok(null, '已驳回') as never);
    fireEvent.change(screen.getByPlaceholderText('请输入审批意见'), { target: { value: '天数不对' } });
    fireEvent.click(screen.getByRole('button', { name: '驳 回' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postAction).toHaveBeenCalledWith('/actTask/back', { id: 't1', comment: '天数不对', attachments: undefined });
    expect(feedback.message.success).toHaveBeenCalledWith('已驳回');
  });

  it('asks 退回 for the node to return to', async () => {
    openDrawer();
    await actionButtons();
    fireEvent.change(screen.getByPlaceholderText('请输入审批意见'), { target: { value: '请补充行程' } });
    fireEvent.click(screen.getByRole('button', { name: '退 回' }));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeTruthy());
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('发起申请'));
    vi.mocked(postAction).mockResolvedValue(ok(null, '已退回') as never);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(postAction).toHaveBeenCalledWith('/actTask/backToTask', {
        id: 't1',
        backTaskKey: 'start',
        comment: '请补充行程',
        attachments: undefined,
      }),
    );
  });

  it('shows a refusal and stays open', async () => {
    const onClose = openDrawer();
    await actionButtons();
    vi.mocked(postAction).mockResolvedValue(refused('该任务已被他人处理，请刷新后重试', 409) as never);
    fireEvent.click(screen.getByRole('button', { name: '通 过' }));
    await waitFor(() => expect(feedback.message.warning).toHaveBeenCalledWith('该任务已被他人处理，请刷新后重试'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets the applicant edit a returned application: saves the form, then resubmits it', async () => {
    const onClose = openDrawer(
      taskDetailOf({ actions: ['pass', 'cancelApply', 'comment'], backNodes: [] }, { kind: 'applicant' }),
    );
    expect(await actionButtons()).toEqual(['重新提交', '评论', '撤销申请']);
    const reason = await screen.findByDisplayValue('回家探亲');
    fireEvent.change(reason, { target: { value: '回家探亲，改为一天' } });
    vi.mocked(postAction).mockImplementation(
      answersByUrl({ '/actBusiness/editForm': ok(null, '保存成功！'), '/actTask/pass': ok(null, '审批通过') }) as never,
    );
    fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(postAction).toHaveBeenNthCalledWith(1, '/actBusiness/editForm', {
      id: 'b1',
      data: { ...leaveData, reason: '回家探亲，改为一天' },
    });
    expect(postAction).toHaveBeenNthCalledWith(2, '/actTask/pass', {
      id: 't1',
      comment: undefined,
      attachments: undefined,
    });
  });

  it('does not resubmit a returned application whose form the server refused', async () => {
    const onClose = openDrawer(
      taskDetailOf({ actions: ['pass', 'cancelApply'], backNodes: [] }, { kind: 'applicant' }),
    );
    await actionButtons();
    vi.mocked(postAction).mockImplementation(
      answersByUrl({ '/actBusiness/editForm': refused('只有草稿或被驳回的申请可以修改') }) as never,
    );
    fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(feedback.message.warning).toHaveBeenCalledWith('只有草稿或被驳回的申请可以修改'));
    expect(postAction).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers only 认领 for a task to claim', async () => {
    openDrawer(taskDetailOf({ actions: ['claim'] }, { needsClaim: true }));
    expect(await actionButtons()).toEqual(['认领']);
    expect(screen.queryByTestId('comment-box')).toBeNull();
  });
});
