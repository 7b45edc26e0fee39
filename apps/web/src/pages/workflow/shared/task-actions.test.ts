import { describe, expect, it } from 'vitest';
import type { TaskAction, TaskKind } from '../../../api/workflow-tasks';
import { t } from '../../../locales/screens/workflow';
import { actionBody, takesComment, taskButtons } from './task-actions';

const labels = (
  actions: TaskAction[],
  kind: TaskKind = 'approve',
  backNodes = [{ nodeId: 'dept', name: '部门审批' }],
) => taskButtons({ actions, backNodes, task: { kind } }).map((button) => t(button.label));

describe('the buttons of a task', () => {
  it('are exactly the actions the server lists, in a fixed order', () => {
    expect(labels(['comment', 'transfer', 'back', 'pass', 'addSign', 'delegate', 'backToTask'])).toEqual([
      '通过',
      '驳回',
      '退回',
      '委派',
      '转办',
      '加签',
      '评论',
    ]);
    expect(labels(['claim'])).toEqual(['认领']);
    expect(labels(['pass', 'unclaim'])).toEqual(['通过', '取消认领']);
    expect(labels([])).toEqual([]);
  });

  it('offer 退回 only with an earlier node to return to', () => {
    expect(labels(['pass', 'backToTask'], 'approve', [])).toEqual(['通过']);
  });

  it('make 通过 a resubmission for an application returned to its applicant', () => {
    expect(labels(['pass', 'cancelApply'], 'applicant')).toEqual(['重新提交', '撤销申请']);
  });

  it('say which need a comment, a dialog, a confirmation, and which end my part', () => {
    const [pass, back, backToTask, delegate, addSign, comment, cancelApply] = taskButtons({
      actions: ['pass', 'back', 'backToTask', 'delegate', 'addSign', 'comment', 'cancelApply'],
      backNodes: [{ nodeId: 'a', name: 'A' }],
      task: { kind: 'approve' },
    });
    expect([pass, back, backToTask, comment].map((b) => !!b?.needsComment)).toEqual([false, true, true, true]);
    expect([backToTask, delegate, addSign].map((b) => b?.dialog)).toEqual(['backNode', 'user', 'signers']);
    expect(cancelApply?.confirm).toBe('approval.confirmCancelApply');
    expect([pass, back, delegate, addSign, comment].map((b) => !!b?.closes)).toEqual([true, true, true, false, false]);
  });

  it('show the comment box unless claiming is all the task allows', () => {
    expect(takesComment(['claim'])).toBe(false);
    expect(takesComment(['unclaim', 'pass'])).toBe(true);
  });
});

describe('the request body of an action', () => {
  const files = [{ name: '发票.pdf', url: 'workflow/2026/a.pdf' }];

  it('carries the trimmed comment and the files; an empty comment is left out', () => {
    expect(actionBody('pass', 't1', { comment: '  同意 ', attachments: files })).toEqual({
      id: 't1',
      comment: '同意',
      attachments: files,
    });
    expect(actionBody('pass', 't1', { comment: ' ', attachments: [] })).toEqual({
      id: 't1',
      comment: undefined,
      attachments: undefined,
    });
  });

  it('sends the answers of the dialogs', () => {
    expect(actionBody('backToTask', 't1', { comment: '补充材料', backTaskKey: 'dept' })).toEqual({
      id: 't1',
      backTaskKey: 'dept',
      comment: '补充材料',
      attachments: undefined,
    });
    expect(actionBody('transfer', 't1', { userId: 'editor' })).toEqual({
      id: 't1',
      userId: 'editor',
      comment: undefined,
    });
    expect(actionBody('addSign', 't1', { userIds: ['a', 'b'], position: 'before' })).toEqual({
      id: 't1',
      userIds: ['a', 'b'],
      position: 'before',
      comment: undefined,
    });
    expect(actionBody('claim', 't1', { comment: 'x' })).toEqual({ id: 't1' });
  });
});
