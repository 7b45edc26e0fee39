import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction, postAction } from '../../../api/http';
import type { StartableProcess } from '../../../api/workflow-tasks';
import { useSession } from '../../../stores/session';
import { feedback } from '../../../utils/feedback';
import { leaveBusiness, leaveData } from '../shared/fixtures';
import { answersByUrl, ok, refused, renderScreen } from '../shared/testing';
import ApplyFormModal from './ApplyFormModal';

vi.mock('../../../api/http', (original) => import('../shared/testing').then((m) => m.mockedHttp(original)));
vi.mock('../../../utils/feedback', () => import('../shared/testing').then((m) => m.mockedFeedback()));

const SLOW = { timeout: 10_000 };
const leaveProcess: StartableProcess = {
  id: 'leave:1',
  name: '请假流程',
  processKey: 'leave',
  version: 1,
  category: '人事',
  description: null,
  formKey: 'wf.leave',
  formTitle: '请假申请',
};
const draft = { ...leaveBusiness, status: 0 as const, result: 0 as const, procInstId: null, priority: 0 as const };

describe('发起申请: the form of a process', () => {
  beforeEach(() => {
    vi.mocked(getAction)
      .mockReset()
      .mockImplementation(answersByUrl({}) as never);
    vi.mocked(postAction).mockReset();
    useSession.setState({ userInfo: { id: 'u1', username: 'zhangsan', realname: '张三' } });
  });

  it('is built from the schema the process names, with its rules, a title and the priority', async () => {
    renderScreen(<ApplyFormModal target={{ process: leaveProcess }} onClose={() => {}} />);
    expect(await screen.findByText('请假申请（请假流程）', {}, SLOW)).toBeTruthy();
    for (const label of ['标题', '请假类型', '开始日期', '结束日期', '请假天数', '请假事由', '附件', '优先级']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByDisplayValue('请假流程-张三')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: '紧急' }, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请选择请假类型', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('请输入请假事由', {}, SLOW)).toBeTruthy();
    expect(postAction).not.toHaveBeenCalled();
  });

  it('submits an edited draft: saves its form, then starts it with the chosen priority', async () => {
    vi.mocked(getAction).mockImplementation(
      answersByUrl({ '/actBusiness/getForm': ok({ business: draft, data: leaveData }) }) as never,
    );
    vi.mocked(postAction).mockImplementation(
      answersByUrl({ '/actBusiness/editForm': ok(null), '/actBusiness/apply': ok(null, '提交成功') }) as never,
    );
    const onClose = vi.fn();
    renderScreen(<ApplyFormModal target={{ draft }} onClose={onClose} />);
    fireEvent.change(await screen.findByDisplayValue('回家探亲', {}, SLOW), { target: { value: '陪家人看病' } });
    fireEvent.click(screen.getByRole('radio', { name: '紧急' }));
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(postAction).toHaveBeenNthCalledWith(1, '/actBusiness/editForm', {
      id: 'b1',
      title: '请假流程-张三',
      data: { ...leaveData, reason: '陪家人看病' },
    });
    expect(postAction).toHaveBeenNthCalledWith(2, '/actBusiness/apply', { id: 'b1', priority: 2 });
    expect(feedback.message.success).toHaveBeenCalledWith('提交成功');
  });

  it('keeps a new application it could not start as a draft, and saves that draft on the next try', async () => {
    vi.mocked(getAction).mockImplementation(
      answersByUrl({ '/sys/dict/getDictItems/leave_type': ok([{ value: 'annual', text: '年假' }]) }) as never,
    );
    vi.mocked(postAction).mockImplementation(
      answersByUrl({
        '/actBusiness/add': ok({ ...draft, id: 'b9' }),
        '/actBusiness/apply': refused('流程已挂起'),
      }) as never,
    );
    renderScreen(<ApplyFormModal target={{ process: leaveProcess }} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('radio', { name: '年假' }, SLOW));
    for (const [label, value] of [
      ['开始日期', '2026-03-02'],
      ['结束日期', '2026-03-03'],
    ]) {
      const input = screen.getByRole('textbox', { name: label });
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    }
    fireEvent.change(screen.getByRole('spinbutton', { name: '请假天数' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: '请假事由' }), { target: { value: '回家探亲' } });
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(feedback.message.warning).toHaveBeenCalledWith('流程已挂起'), SLOW);
    expect(postAction).toHaveBeenNthCalledWith(1, '/actBusiness/add', {
      procDefId: 'leave:1',
      title: '请假流程-张三',
      data: { ...leaveData, attachment: null },
    });

    vi.mocked(postAction).mockClear();
    vi.mocked(postAction).mockImplementation(
      answersByUrl({ '/actBusiness/editForm': ok(null, '保存成功！') }) as never,
    );
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('保存成功！'), SLOW);
    expect(postAction).toHaveBeenCalledTimes(1);
    expect(postAction).toHaveBeenCalledWith('/actBusiness/editForm', expect.objectContaining({ id: 'b9' }));
  });
});
