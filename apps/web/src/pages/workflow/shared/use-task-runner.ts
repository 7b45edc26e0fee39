import type { FormInstance } from 'antd';
import { useState } from 'react';
import { type Attachment, type FormData, taskAction } from '../../../api/workflow-tasks';
import { t } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import { useApprovalRefresh } from './ApprovalList';
import type { CommentValues } from './CommentBox';
import { type ActionButton, type ActionInput, actionBody } from './task-actions';

interface Options {
  taskId: string;
  commentForm: FormInstance<CommentValues>;
  attachments: Attachment[];
  /** The edited form of an application returned to its applicant, sent when it is resubmitted. */
  editedData?(): Promise<FormData | null>;
  onClose(): void;
}

/**
 * Runs a task's actions: checks the comment a button needs, asks the dialog's questions first, confirms what cannot
 * be undone, then shows the server's message and refreshes every workflow list (and the task, when it stays open).
 */
export function useTaskRunner({ taskId, commentForm, attachments, editedData, onClose }: Options) {
  const refresh = useApprovalRefresh();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<ActionButton | null>(null);

  const run = async (button: ActionButton, input: ActionInput = {}) => {
    const data = button.action === 'pass' && editedData ? await editedData() : undefined;
    if (data === null) return;
    const body = actionBody(button.action, taskId, {
      ...input,
      comment: commentForm.getFieldValue('comment'),
      attachments,
      data,
    });
    setBusy(true);
    try {
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
