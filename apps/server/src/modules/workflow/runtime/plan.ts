import { formatDateTime, newId } from '../../../core/time.js';
import type { ActBusiness, WfEvent, WfInstance, WfTask } from '../../../db/workflow-types.js';
import type { Person } from '../assignees.js';
import type { RunOutcome } from '../engine/process-run.js';

/** Task kinds: an approval step, the applicant's own returned application, a delegated task, an added signer. */
export type TaskKind = 'approve' | 'applicant' | 'delegate' | 'signer';
/** `waiting`: not yet its turn (依次审批, or a task whose 前加签 signers act first). */
export type TaskStatus = 'todo' | 'waiting' | 'done' | 'cancelled';

/** What the history records (dictionary `bpm_action`). */
export type Action =
  | 'start'
  | 'approve'
  | 'reject'
  | 'return'
  | 'delegate'
  | 'resolve'
  | 'transfer'
  | 'addSign'
  | 'claim'
  | 'unclaim'
  | 'comment'
  | 'withdraw'
  | 'resubmit'
  | 'cancel'
  | 'terminate'
  | 'timer'
  | 'timeout'
  | 'escalate'
  | 'auto'
  | 'suspend'
  | 'activate'
  | 'end';

/** The node of a task returned to the applicant (outside the model). */
export const APPLICANT_NODE = '__applicant__';
export const APPLICANT_NODE_NAME = '申请人调整';
/** The actor of what the server does by itself (time-outs, timers, automatic passes). */
export const SYSTEM: Person = { id: '', username: 'system', realname: '系统' };

export interface Attachment {
  name: string;
  url: string;
}

/** A change to one existing task, applied only while it still has the status the action read. */
export interface TaskChange {
  id: string;
  from: TaskStatus;
  /** The assignee the action read (`null`: unclaimed); a task reassigned meanwhile is a conflict. */
  assignee?: string | null;
  set: Partial<WfTask>;
}

export interface NewTask {
  row: WfTask;
  candidates: string[];
  /** Who is told of it (user ids). */
  notify: string[];
}

/** One step's writes, built before the transaction and applied in it (`commit.ts`). */
export interface Plan {
  /** The instance as read: its revision guards the whole plan. */
  instance: WfInstance;
  tasks: TaskChange[];
  /** Cancels every open task of the instance but those listed in `tasks`. */
  cancelOthers?: boolean;
  newTasks: NewTask[];
  events: WfEvent[];
  /** The engine's new state, timers and checkpoints (absent: the engine did not move). */
  outcome?: RunOutcome;
  /** Checkpoints to keep: node id → state (the state in which the node was reached). */
  checkpoints?: Record<string, string>;
  /** Forget earlier checkpoints (a restart from the beginning). */
  restart?: boolean;
  /** Forget the checkpoints reached after this one (a return to an earlier node). */
  forgetAfter?: number;
  /** Drop the instance's timers (the engine is frozen: returned to the applicant, ended). */
  dropTimers?: boolean;
  instanceSet: Partial<WfInstance>;
  business?: Partial<ActBusiness>;
  /** Marks the instance's open tasks suspended or not (挂起 / 激活). */
  suspend?: boolean;
  /** Existing tasks that became someone's to act on (the next in turn, a delegation resolved): they are told. */
  wake?: WfTask[];
  /** How the application ended, for the hooks (content review publishes or returns to draft). */
  ended?: 'approved' | 'returned' | 'withdrawn' | 'cancelled' | 'resubmitted';
}

const at = () => formatDateTime();
let seq = 0;
/** Orders events written within one millisecond (several per step). */
export const eventSeq = () => Date.now() * 1000 + (seq++ % 1000);

export function eventRow(
  instance: Pick<WfInstance, 'id' | 'tenantId'>,
  action: Action,
  by: Person,
  more: Partial<WfEvent> = {},
): WfEvent {
  return {
    id: newId(),
    instanceId: instance.id,
    seq: eventSeq(),
    taskId: null,
    nodeId: null,
    nodeName: null,
    action,
    actor: by.username,
    actorName: by.realname,
    comment: null,
    attachments: null,
    startTime: null,
    endTime: at(),
    durationMs: null,
    tenantId: instance.tenantId,
    ...more,
  };
}

/** The event of a task's completion: its node, who, the comment, and how long the task waited. */
export function taskEvent(task: WfTask, action: Action, by: Person, comment?: string | null, files?: Attachment[]) {
  return eventRow({ id: task.instanceId, tenantId: task.tenantId }, action, by, {
    taskId: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    comment: comment ?? null,
    attachments: files?.length ? JSON.stringify(files) : null,
    startTime: task.createTime,
    durationMs: Math.max(0, Date.now() - Date.parse(task.createTime.replace(' ', 'T'))),
  });
}

/** A task's completion by someone. */
export function done(
  task: WfTask,
  action: Action,
  by: Person,
  comment?: string | null,
  files?: Attachment[],
): TaskChange {
  return {
    id: task.id,
    from: task.status as TaskStatus,
    assignee: task.assignee,
    set: {
      status: 'done',
      action,
      comment: comment ?? null,
      attachments: files?.length ? JSON.stringify(files) : null,
      handledBy: by.username,
      handledByName: by.realname,
      endTime: at(),
      durationMs: Math.max(0, Date.now() - Date.parse(task.createTime.replace(' ', 'T'))),
    },
  };
}

/** A new task row of an instance at a node. */
export function taskRow(
  instance: WfInstance,
  node: { id: string; name: string; executionId: string | null },
  kind: TaskKind,
  more: Partial<WfTask> = {},
): WfTask {
  return {
    id: newId(),
    instanceId: instance.id,
    businessId: instance.businessId,
    procDefId: instance.procDefId,
    processKey: instance.processKey,
    processName: instance.processName,
    title: instance.title,
    applicant: instance.applicant,
    applicantName: instance.applicantName,
    nodeId: node.id,
    nodeName: node.name,
    executionId: node.executionId,
    kind,
    assignee: null,
    assigneeName: null,
    owner: null,
    parentId: null,
    seq: 0,
    status: 'todo',
    priority: instance.priority,
    suspended: instance.status === 'suspended' ? 1 : 0,
    dueAt: null,
    timeoutDone: 0,
    createTime: at(),
    claimTime: null,
    endTime: null,
    durationMs: null,
    action: null,
    comment: null,
    attachments: null,
    handledBy: null,
    handledByName: null,
    tenantId: instance.tenantId,
    ...more,
  };
}

export const OPEN: readonly TaskStatus[] = ['todo', 'waiting'];
export const emptyPlan = (instance: WfInstance): Plan => ({
  instance,
  tasks: [],
  newTasks: [],
  events: [],
  instanceSet: {},
});
