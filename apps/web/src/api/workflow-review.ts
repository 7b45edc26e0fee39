import { CONTENT_REVIEW_FORM } from '@yunzhan/common/workflow/variables';
import { getAction, putAction } from './http';
import { type PublishRule, processList } from './workflow-models';

/**
 * Publishing under approval in the content modules (docs/workflow.md "Publishing under approval"); the rules
 * themselves are written by `setPublishRule` of 流程管理's client.
 */

export { type PublishRule, setPublishRule } from './workflow-models';

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

/** The module's rule in the session's site; `null`: its rows are published directly. */
export const publishRuleOf = (entity: string) =>
  getAction<PublishRule | null>('/activiti_process/publishRule', { entity });

/** The latest active versions of the processes a rule may name (content reviews). */
export const reviewProcesses = () =>
  processList({ zx: true, status: 1, formKey: CONTENT_REVIEW_FORM, pageNo: 1, pageSize: 200 });

/** 提交审批: each row goes under review (status `reviewing`) in the rule's process. */
export const submitReview = (apiBase: string, ids: readonly string[]) =>
  putAction<null>(`${apiBase}/submitReview`, { ids: ids.join(',') });

/** `null`: the row was never submitted. */
export const reviewStateOf = (apiBase: string, id: string) =>
  getAction<ReviewState | null>(`${apiBase}/reviewState`, { id });
