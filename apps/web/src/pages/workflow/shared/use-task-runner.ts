import type { FormInstance } from 'antd';
import { useState } from 'react';
import { type Attachment, taskAction } from '../../../api/workflow-tasks';
import { t } from '../../../locales/screens/workflow';
import { feedback } from '../../../utils/feedback';
import { useApprovalRefresh } from './ApprovalList';
import type { CommentValues } from './CommentBox';
import { type ActionButton, type ActionInput, actionBody } from './task-actions';

interface Options {
  taskId: string;
  commentForm: FormInstance<CommentValues>;
  attachments: Attachment[];
  /**
   * Before 通过 (an application returned to its applicant: 重新提交): saves the edited form; false stops the action
   * (a field is not valid, or the server refused the form and said why).
   */
  beforePass?(): Promise<boolean>;
  onClose(): void;
}

/**
 * Runs a task's actions: checks the comment a button needs, asks the dialog's questions first, confirms what cannot
 * be undone, then shows the server's message and refreshes every workflow list (and the task, when it stays open).
 */
export function useTaskRunner({ taskId, commentForm, attachments, beforePass, onClose }: Options) {
  const refresh = useApprovalRefresh();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<ActionButton | null>(null);

  const run = async (button: ActionButton, input: ActionInput = {}) => {
    const body = actionBody(button.action, taskId, {
      ...input,
      comment: commentForm.getFieldValue('comment'),
      attachments,
    });
    setBusy(true);
    try {
      if (button.action === 'pass' && beforePass && !(await beforePass())) return;
      const answer = await taskAction(button.action, body);
      if (!answer.success) {
        feedback.message.warning(answer.message);
      } else {
        feedback.message.success(answer.message || t('approval.actionDone'));
        setDialog(null);
        commentForm.resetFields();
        if (button.closes) onClose();
      }
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const hasComment = () => !!String(commentForm.getFieldValue('comment') ?? '').trim();

  /** A button was pressed. */
  const press = async (button: ActionButton) => {
    if (button.needsComment && !hasComment()) {
      commentForm.setFields([{ name: 'comment', errors: [t('approval.commentRequired')] }]);
      commentForm.scrollToField('comment', { block: 'center', focus: true });
      return;
    }
    if (button.dialog) setDialog(button);
    else if (button.confirm)
      feedback.modal.confirm({ title: t(button.label), content: t(button.confirm), onOk: () => run(button) });
    else await run(button);
  };

  return {
    busy,
    dialog,
    press,
    confirmDialog: (input: ActionInput) => dialog && void run(dialog, input),
    closeDialog: () => setDialog(null),
  };
}
