import { ApiError, forbidden, notFound } from '../../../core/errors.js';
import type { Database } from '../../../db/index.js';
import type { WfInstance, WfTask } from '../../../db/workflow-types.js';
import type { Person } from '../assignees.js';
import { TaskConflict } from '../runtime/commit.js';

/** Who acts, in which tenant. */
export interface Actor {
  person: Person;
  tenantId: number;
}

export const NOT_YOURS = '无权处理该任务';
export const CLAIM_FIRST = '该任务有多位候选人，请先认领';
export const SUSPENDED = '流程已挂起，暂不能办理';

/** How someone stands to a task: may act on it, may claim it (a candidate of several), or neither. */
export type Standing = 'act' | 'claim' | null;

/**
 * The one rule of every task action: the caller is the task's assignee, or its only candidate, or — after
 * claiming it — one of several candidates. Anyone else gets 403, whatever the task id they know; a task no
 * longer open is a conflict (handled by someone else meanwhile).
 */
export class TaskGate {
  constructor(private readonly db: Database) {}

  async task(id: string, tenantId: number): Promise<WfTask> {
    const row = await this.db
      .selectFrom('wfTask')
      .selectAll()
      .where('id', '=', id)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    if (!row) throw notFound('任务不存在');
    return row;
  }

  async candidates(taskId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('wfTaskCandidate').select('username').where('taskId', '=', taskId).execute();
    return rows.map((r) => r.username);
  }

  async standing(task: WfTask, username: string): Promise<Standing> {
    if (task.status !== 'todo') return null;
    if (task.assignee) return task.assignee === username ? 'act' : null;
    const candidates = await this.candidates(task.id);
    if (!candidates.includes(username)) return null;
    return candidates.length > 1 ? 'claim' : 'act';
  }

  /** The task, when the actor may act on it now; 403 or a conflict otherwise. */
  async actable(id: string, actor: Actor, instance: WfInstance): Promise<WfTask> {
    const task = await this.task(id, actor.tenantId);
    const standing = await this.standing(task, actor.person.username);
    if (standing === null) {
      if (task.status !== 'todo' && (await this.wasFor(task, actor.person.username))) throw new TaskConflict();
      throw forbidden(NOT_YOURS);
    }
    if (standing === 'claim') throw forbidden(CLAIM_FIRST);
    if (instance.status === 'suspended') throw new ApiError(SUSPENDED);
    return task;
  }

  /** Whether the task was once this person's to handle (then a closed task is a conflict, not a stranger's 403). */
  private async wasFor(task: WfTask, username: string): Promise<boolean> {
    if (task.assignee === username || task.handledBy === username || task.owner === username) return true;
    return (await this.candidates(task.id)).includes(username);
  }
}
