import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import type { WfTask } from '../../db/workflow-types.js';
import type { SystemMessage } from '../announcement/service.js';
import type { Plan } from './runtime/plan.js';
import type { Notifier } from './runtime/runtime.js';

export type PostMessage = (m: SystemMessage) => Promise<void>;

/** Where 去处理 of a task's message leads: 我的待办, opening that task. */
export const TODO_PAGE = '/workflow/todo';

/**
 * Tells people of what a step did, once it committed: each new task (or one that became someone's turn) reaches
 * its assignee or candidates through 消息中心 and the notice bell; the applicant hears of the end, and of the
 * progress its model's 通知申请人 service tasks report. A message that cannot be sent is logged, never undoes the step.
 */
export class WorkflowNotifier implements Notifier {
  constructor(
    private readonly db: Database,
    private readonly post: PostMessage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async afterCommit(plan: Plan): Promise<void> {
    const i = plan.instance;
    const messages: SystemMessage[] = [];
    const base = { sender: 'system', busType: 'bpm', tenantId: i.tenantId };
    for (const t of plan.newTasks) {
      if (t.row.status === 'todo' && t.notify.length) messages.push(this.taskMessage(t.row, t.notify, base));
    }
    for (const t of plan.wake ?? []) {
      const ids = await this.ids(t.assignee ? [t.assignee] : []);
      if (ids.length) messages.push(this.taskMessage(t, ids, base));
    }
    const applicant = await this.ids([i.applicant]);
    const said = (content: string, busId: string) =>
      messages.push({ ...base, title: `申请进度：${i.title ?? ''}`, content, userIds: applicant, busId });
    if (plan.ended === 'approved')
      said(`您提交的「${i.processName}」${i.title ? `（${i.title}）` : ''}已审批通过。`, `${i.id}:end`);
    if (plan.ended === 'cancelled' && plan.instanceSet.deleteReason) {
      said(`您提交的「${i.processName}」已作废：${plan.instanceSet.deleteReason}`, `${i.id}:end`);
    }
    for (const e of plan.outcome?.effects ?? []) {
      if (e.service === 'notifyApplicant')
        said(`您提交的「${i.processName}」当前进度：${i.currTaskName ?? '处理中'}`, `${i.id}:${e.elementId}`);
    }
    for (const m of messages) {
      if (!m.userIds.length) continue;
      await this.post(m).catch((err: unknown) => this.log.warn({ err }, 'workflow message'));
    }
  }

  private taskMessage(
    t: WfTask,
    userIds: string[],
    base: { sender: string; busType: string; tenantId: number },
  ): SystemMessage {
    return {
      ...base,
      title: `待办：${t.title ?? t.processName ?? ''}`.slice(0, 100),
      content: `${t.applicantName ?? t.applicant ?? ''}提交的「${t.processName ?? ''}」已到「${t.nodeName ?? ''}」，请您处理。`,
      userIds,
      busId: t.id,
      openPage: TODO_PAGE,
    };
  }

  private async ids(usernames: readonly string[]): Promise<string[]> {
    if (!usernames.length) return [];
    const rows = await this.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', 'in', [...usernames])
      .execute();
    return rows.map((r) => r.id);
  }
}
