import type { Page } from './entity';
import { getAction, postAction, putAction } from './http';

/** Publishing under approval (docs/workflow.md "Publishing under approval"). */

/** A content module's rule in the session's site: its rows publish after the named process approves them. */
export interface PublishRule {
  entity: string;
  title: string;
  processKey: string;
  processName: string;
}

/** A deployed process that reviews content (`yz:formKey="content"`), as 流程管理 lists it. */
export interface ReviewProcess {
  id: string;
  name: string;
  processKey: string;
  version: number;
}

/** Business result of a review returned to its applicant (0 待提交, 1 处理中, 2 已通过, 3 已驳回, 4 已撤销). */
export const REJECTED = 3;

/** Where a row's latest review stands; `comment`, `by` and `time` are those of its last rejection. */
export interface ReviewState {
  businessId: string;
  procInstId: string;
  status: number;
  result: number;
  currTaskName: string | null;
  comment: string | null;
  by: string | null;
  time: string | null;
}

/** `null`: the module's rows are published directly in this site. */
export const publishRuleOf = (entity: string) =>
  getAction<PublishRule | null>('/activiti_process/publishRule', { entity });

/** Sets the module's rule in the session's site; `null` removes it. */
export const savePublishRule = (entity: string, processKey: string | null) =>
  postAction<null>('/activiti_process/publishRule', { entity, processKey });

/** The latest active versions of the processes a rule may name. */
export const reviewProcesses = () =>
  getAction<Page<ReviewProcess>>('/activiti_process/listData', {
    zx: true,
    status: 1,
    formKey: 'content',
    pageNo: 1,
    pageSize: 200,
  });

/** 提交审批: each row goes under review (status `reviewing`) in the rule's process. */
export const submitReview = (apiBase: string, ids: readonly string[]) =>
  putAction<null>(`${apiBase}/submitReview`, { ids: ids.join(',') });

/** `null`: the row was never submitted. */
export const reviewStateOf = (apiBase: string, id: string) =>
  getAction<ReviewState | null>(`${apiBase}/reviewState`, { id });
