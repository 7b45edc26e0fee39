import type { TaskAction } from '@yunzhan/common/workflow/task-actions';
import type { Page } from './entity';
import { deleteAction, getAction, postAction } from './http';
import type { Envelope } from './types';

/** The routes of 发起申请, 我的待办, 我的已办, 已办结, 流程实例 and 流程历史 (docs/workflow.md). */

export type Paging = { pageNo: number; pageSize: number };
type Query = Record<string, unknown>;

/** A definition the caller may start (`/actBusiness/processes`). */
export interface StartableProcess {
  id: string;
  name: string;
  processKey: string;
  version: number;
  category: string | null;
  description: string | null;
  formKey: string;
  formTitle: string | null;
}

/** 0 草稿, 1 处理中, 2 已结束, 3 已撤销. */
export type BusinessStatus = 0 | 1 | 2 | 3;
/** 0 待提交, 1 处理中, 2 已通过, 3 已驳回, 4 已撤销. */
export type BusinessResult = 0 | 1 | 2 | 3 | 4;
/** 0 普通, 1 重要, 2 紧急. */
export type Priority = 0 | 1 | 2;

/** An application of mine (`/actBusiness/listData`). */
export interface Business {
  id: string;
  title: string;
  procDefId: string;
  processName: string;
  processKey: string;
  procInstId: string | null;
  formKey: string | null;
  /** The entity of the business row: the form's (`wf.leave`), or the content module under review (`cms.product`). */
  tableName: string | null;
  tableId: string | null;
  status: BusinessStatus;
  status_dictText?: string;
  result: BusinessResult;
  result_dictText?: string;
  priority: Priority | null;
  priority_dictText?: string;
  applyTime: string | null;
  currTaskName: string | null;
  createBy: string;
  createTime: string;
}

export type FormData = Record<string, unknown>;

export type TaskKind = 'approve' | 'applicant' | 'delegate' | 'signer';

/** A task of 我的待办 (`/actTask/todoList`). */
export interface Task {
  id: string;
  name: string;
  nodeId: string;
  kind: TaskKind;
  assignee: string | null;
  assigneeName: string | null;
  owner: string | null;
  needsClaim: boolean;
  procDefId: string;
  procInstId: string;
  businessId: string;
  title: string;
  processName: string;
  processKey: string;
  applicant: string;
  applicantName: string | null;
  priority: Priority | null;
  priority_dictText?: string;
  createTime: string;
  dueTime: string | null;
  overdue: boolean;
  suspended: boolean;
}

/** A task of 我的已办 (`/actTask/doneList`): the task and what I did. */
export interface DoneTask extends Task {
  action: string;
  action_dictText?: string;
  comment: string | null;
  endTime: string | null;
  durationMs: number | null;
}

export type { TaskAction };

export interface Attachment {
  name: string;
  url: string;
}

/** A step of an instance's history (`/actTask/historicFlow/{procInstId}`). */
export interface FlowEvent {
  id: string;
  nodeId: string;
  nodeName: string;
  action: string;
  action_dictText?: string;
  actor: string | null;
  actorName: string | null;
  comment: string | null;
  attachments: Attachment[] | null;
  startTime: string | null;
  endTime: string | null;
  durationMs: number | null;
  /** A step still open (its task waits): action `pending`. */
  pending?: boolean;
}

export interface BackNode {
  nodeId: string;
  name: string;
}

/** What the task drawer shows (`/actTask/detail`). */
export interface TaskDetail {
  task: Task;
  business: Business;
  data: FormData;
  /** The form's key (`wf.leave`, or `content` for a content review). */
  formKey: string | null;
  actions: TaskAction[];
  history: FlowEvent[];
  backNodes: BackNode[];
}

export type InstanceStatus = 'running' | 'suspended' | 'completed' | 'rejected' | 'cancelled';

/** A process instance (流程实例, 已办结, 流程历史). */
export interface Instance {
  id: string;
  procDefId: string;
  processName: string;
  processKey: string;
  version: number;
  businessId: string;
  title: string;
  applicant: string;
  applicantName: string | null;
  status: InstanceStatus;
  status_dictText?: string;
  result: string | number | null;
  result_dictText?: string;
  currTaskName: string | null;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
}

/** The diagram of an instance with where it stands (`/actProcessIns/getHighlight/{procInstId}`). */
export interface Highlight {
  xml: string;
  active: string[];
  completed: string[];
  flows: string[];
}

// 发起申请

export const startableProcesses = () => getAction<StartableProcess[]>('/actBusiness/processes');

export const myApplications = (query: Query) => getAction<Page<Business>>('/actBusiness/listData', query);

export const applicationForm = (id: string) =>
  getAction<{ business: Business; data: FormData }>('/actBusiness/getForm', { id });

export const addApplication = (body: { procDefId: string; title?: string; data: FormData }) =>
  postAction<Business>('/actBusiness/add', body);

export const editApplication = (body: { id: string; title?: string; data: FormData }) =>
  postAction<null>('/actBusiness/editForm', body);

export const submitApplication = (id: string, priority: Priority) =>
  postAction<null>('/actBusiness/apply', { id, priority });

export const withdrawApplication = (id: string, reason?: string) =>
  postAction<null>('/actBusiness/cancel', { id, reason });

export const deleteDrafts = (ids: readonly string[]) =>
  deleteAction<null>('/actBusiness/delByIds', { ids: ids.join(',') });

// 我的待办

export const todoTasks = (query: Query) => getAction<Page<Task>>('/actTask/todoList', query);

export const taskDetail = (id: string) => getAction<TaskDetail>('/actTask/detail', { id });

/** The body of each task action (`POST /actTask/<action>`). */
export interface ActionBodies {
  claim: { id: string };
  unclaim: { id: string };
  pass: { id: string; comment?: string; attachments?: Attachment[] };
  back: { id: string; comment: string; attachments?: Attachment[] };
  backToTask: { id: string; backTaskKey: string; comment: string; attachments?: Attachment[] };
  delegate: { id: string; userId: string; comment?: string };
  transfer: { id: string; userId: string; comment?: string };
  addSign: { id: string; userIds: string[]; position: 'before' | 'after'; comment?: string };
  comment: { id: string; comment: string; attachments?: Attachment[] };
  cancelApply: { id: string; comment?: string };
}

export const taskAction = <A extends TaskAction>(action: A, body: ActionBodies[A]): Promise<Envelope<null>> =>
  postAction<null>(`/actTask/${action}`, body);

// 我的已办, 已办结, 流程实例, 流程历史

export const doneTasks = (query: Query) => getAction<Page<DoneTask>>('/actTask/doneList', query);

export const finishedInstances = (query: Query) =>
  getAction<Page<Instance>>('/actProcessIns/getFinishedProcess', query);

export const runningInstances = (query: Query) => getAction<Page<Instance>>('/actProcessIns/getRunningProcess', query);

export const allInstances = (query: Query) => getAction<Page<Instance>>('/actProcessIns/history', query);

/** 挂起 or 激活 an instance, each behind its own button permission. */
export const setInstanceSuspended = (id: string, suspended: boolean) =>
  getAction<null>(`/actProcessIns/${suspended ? 'suspend' : 'activate'}`, { id });

/** 作废: ends the instances as cancelled (several at once by the batch route, behind its own permission). */
export const cancelInstances = (ids: readonly string[], reason: string) =>
  deleteAction<null>(`/actProcessIns/${ids.length > 1 ? 'delInsBatch' : 'delInsByIds'}`, {
    ids: ids.join(','),
    reason,
  });

export const instanceHistory = (procInstId: string) =>
  getAction<FlowEvent[]>(`/actTask/historicFlow/${encodeURIComponent(procInstId)}`);

export const instanceHighlight = (procInstId: string) =>
  getAction<Highlight>(`/actProcessIns/getHighlight/${encodeURIComponent(procInstId)}`);

/** The export of each list, with the list's conditions. */
export const EXPORT_URLS = {
  done: '/actTask/doneList/exportXls',
  finished: '/actProcessIns/getFinishedProcess/exportXls',
  instance: '/actProcessIns/exportXls',
  history: '/actProcessIns/history/exportXls',
} as const;
