import type { ActionBodies, Attachment, TaskAction, TaskDetail, TaskKind } from '../../../api/workflow-tasks';
import type { MessageKey } from '../../../locales/screens/workflow';

/** What a button asks before it acts: an earlier node, a user, or the signers and where they sign. */
export type ActionDialog = 'backNode' | 'user' | 'signers';

export interface ActionButton {
  action: TaskAction;
  label: MessageKey;
  type?: 'primary';
  danger?: boolean;
  /** The comment box must hold a comment. */
  needsComment?: boolean;
  dialog?: ActionDialog;
  /** Asked before acting (the action cannot be undone). */
  confirm?: MessageKey;
  /** My part ends with it: the drawer closes. Otherwise the task is read again. */
  closes?: boolean;
}

const BUTTONS: readonly ActionButton[] = [
  { action: 'claim', label: 'approval.action.claim', type: 'primary' },
  { action: 'pass', label: 'approval.action.pass', type: 'primary', closes: true },
  { action: 'back', label: 'approval.action.back', danger: true, needsComment: true, closes: true },
  { action: 'backToTask', label: 'approval.action.backToTask', needsComment: true, dialog: 'backNode', closes: true },
  { action: 'delegate', label: 'approval.action.delegate', dialog: 'user', closes: true },
  { action: 'transfer', label: 'approval.action.transfer', dialog: 'user', closes: true },
  { action: 'addSign', label: 'approval.action.addSign', dialog: 'signers' },
  { action: 'comment', label: 'approval.action.comment', needsComment: true },
  { action: 'unclaim', label: 'approval.action.unclaim' },
  {
    action: 'cancelApply',
    label: 'approval.action.cancelApply',
    danger: true,
    confirm: 'approval.confirmCancelApply',
    closes: true,
  },
];

/** An application returned to its applicant: 通过 is sending it again, with the edited form. */
const RESUBMIT: Partial<ActionButton> = { label: 'approval.action.resubmit' };

/**
 * The buttons of a task, in a fixed order: exactly the actions the server lists for the caller now; 退回 only when
 * there is an earlier node to return to.
 */
export function taskButtons(detail: Pick<TaskDetail, 'actions' | 'backNodes'> & { task: { kind: TaskKind } }) {
  const allowed = new Set(detail.actions);
  return BUTTONS.filter(
    (button) => allowed.has(button.action) && (button.action !== 'backToTask' || detail.backNodes.length > 0),
  ).map((button) =>
    detail.task.kind === 'applicant' && button.action === 'pass' ? { ...button, ...RESUBMIT } : button,
  );
}

/** Whether the task shows the comment box: some action of it sends a comment. */
export const takesComment = (actions: readonly TaskAction[]) =>
  actions.some((action) => action !== 'claim' && action !== 'unclaim');

/** What the user gave: the comment box and the dialog's answer. */
export interface ActionInput {
  comment?: string;
  attachments?: Attachment[];
  backTaskKey?: string;
  userId?: string;
  userIds?: string[];
  position?: 'before' | 'after';
}

/** The request body of an action on a task. */
export function actionBody<A extends TaskAction>(action: A, id: string, input: ActionInput): ActionBodies[A] {
  const comment = input.comment?.trim() || undefined;
  const attachments = input.attachments?.length ? input.attachments : undefined;
  const bodies: { [K in TaskAction]: () => ActionBodies[K] } = {
    claim: () => ({ id }),
    unclaim: () => ({ id }),
    pass: () => ({ id, comment, attachments }),
    back: () => ({ id, comment: comment ?? '', attachments }),
    backToTask: () => ({ id, backTaskKey: input.backTaskKey ?? '', comment: comment ?? '', attachments }),
    delegate: () => ({ id, userId: input.userId ?? '', comment }),
    transfer: () => ({ id, userId: input.userId ?? '', comment }),
    addSign: () => ({ id, userIds: input.userIds ?? [], position: input.position ?? 'after', comment }),
    comment: () => ({ id, comment: comment ?? '', attachments }),
    cancelApply: () => ({ id, comment }),
  };
  return bodies[action]();
}
