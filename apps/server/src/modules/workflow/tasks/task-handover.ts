import { ApiError, badRequest, forbidden } from '../../../core/errors.js';
import { formatDateTime } from '../../../core/time.js';
import type { WriteOrigin } from '../../../core/unit-of-work.js';
import type { WfTask } from '../../../db/workflow-types.js';
import type { Assignees, Person } from '../assignees.js';
import { emptyPlan, OPEN, type Plan, taskEvent, taskRow } from '../runtime/plan.js';
import type { Runtime } from '../runtime/runtime.js';
import type { Opinion } from './task-actions.js';
import { type Actor, NOT_YOURS, SUSPENDED, type TaskGate } from './task-gate.js';

export type SignPosition = 'before' | 'after';

/**
 * The task actions that hand work over without moving the process: 认领 / 取消认领, 委派 (the delegate acts, then
 * it comes back), 转办 (it becomes theirs), 加签 (others approve before or with the assignee), and 评论.
 */
export class TaskHandover {
  constructor(
    private readonly runtime: Runtime,
    private readonly gate: TaskGate,
    private readonly assignees: Assignees,
  ) {}

  /** 认领: one of several candidates takes the task. */
  async claim(origin: WriteOrigin, actor: Actor, taskId: string): Promise<Plan> {
    const { person } = actor;
    return this.onTask(origin, actor, taskId, '认领', null, async (t, plan) => {
      if ((await this.gate.standing(t, person.username)) === null) throw forbidden(NOT_YOURS);
      if (t.assignee) throw new ApiError('该任务已被认领');
      plan.tasks.push({
        id: t.id,
        from: 'todo',
        assignee: null,
        set: { assignee: person.username, assigneeName: person.realname, claimTime: formatDateTime() },
      });
      plan.events.push(taskEvent(t, 'claim', person));
    });
  }

  /** 取消认领: back to all of its candidates. */
  async unclaim(origin: WriteOrigin, actor: Actor, taskId: string): Promise<Plan> {
    const { person } = actor;
    return this.onTask(origin, actor, taskId, '取消认领', null, async (t, plan) => {
      if (t.assignee !== person.username || t.status !== 'todo') throw forbidden(NOT_YOURS);
      if ((await this.gate.candidates(t.id)).length < 2) throw new ApiError('该任务不是认领来的，不能取消认领');
      plan.tasks.push({
        id: t.id,
        from: 'todo',
        assignee: person.username,
        set: { assignee: null, assigneeName: null, claimTime: null },
      });
      plan.events.push(taskEvent(t, 'unclaim', person));
    });
  }

  /** 委派: the delegate handles it and it comes back to the assignee to complete. */
  async delegate(origin: WriteOrigin, actor: Actor, taskId: string, username: string, o: Opinion): Promise<Plan> {
    return this.handOver(origin, actor, taskId, username, o, 'delegate');
  }

  /** 转办: the task becomes someone else's. */
  async transfer(origin: WriteOrigin, actor: Actor, taskId: string, username: string, o: Opinion): Promise<Plan> {
    return this.handOver(origin, actor, taskId, username, o, 'transfer');
  }

  private async handOver(
    origin: WriteOrigin,
    actor: Actor,
    taskId: string,
    username: string,
    o: Opinion,
    how: 'delegate' | 'transfer',
  ): Promise<Plan> {
    const label = how === 'delegate' ? '委派' : '转办';
    const [target] = await this.targets([username], actor);
    return this.onTask(origin, actor, taskId, label, o.comment, async (t, plan, instance) => {
      const actable = await this.gate.actable(taskId, actor, instance);
      if (actable.kind === 'applicant' || (how === 'delegate' && actable.kind === 'delegate')) {
        throw new ApiError(`该任务不能${label}`);
      }
      const owner = how === 'delegate' ? (t.owner ?? t.assignee) : null;
      const kind = how === 'delegate' ? 'delegate' : t.kind;
      plan.tasks.push({
        id: t.id,
        from: 'todo',
        assignee: t.assignee,
        set: { assignee: target.username, assigneeName: target.realname, owner, kind },
      });
      const note = `${label}给 ${target.realname ?? target.username}${o.comment ? `：${o.comment}` : ''}`;
      plan.events.push({ ...taskEvent(t, how, actor.person, note, o.attachments), comment: note });
      plan.wake = [{ ...t, assignee: target.username }];
    });
  }

  /** 加签: more approvers on this node — before the assignee (the task waits for them) or with them. */
  async addSign(
    origin: WriteOrigin,
    actor: Actor,
    taskId: string,
    usernames: readonly string[],
    position: SignPosition,
    o: Opinion,
  ): Promise<Plan> {
    const people = await this.targets(usernames, actor);
    return this.onTask(origin, actor, taskId, '加签', o.comment, async (t, plan, instance) => {
      const actable = await this.gate.actable(taskId, actor, instance);
      if (actable.kind === 'applicant' || actable.kind === 'delegate') throw new ApiError('该任务不能加签');
      const open = (await this.runtime.openTasks(t.instanceId)).filter((x) => x.executionId === t.executionId);
      const already = people.filter((p) => open.some((x) => x.assignee === p.username));
      if (already.length)
        throw new ApiError(`${already.map((p) => p.realname ?? p.username).join('、')}已在处理该环节`);
      for (const p of people) {
        plan.newTasks.push({
          row: taskRow(instance, { id: t.nodeId, name: t.nodeName ?? t.nodeId, executionId: t.executionId }, 'signer', {
            assignee: p.username,
            assigneeName: p.realname,
            parentId: t.id,
            dueAt: t.dueAt,
          }),
          candidates: [],
          notify: [p.id],
        });
      }
      if (position === 'before')
        plan.tasks.push({ id: t.id, from: 'todo', assignee: t.assignee, set: { status: 'waiting' } });
      const names = people.map((p) => p.realname ?? p.username).join('、');
      const note = `${position === 'before' ? '前加签' : '后加签'}：${names}${o.comment ? `；${o.comment}` : ''}`;
      plan.events.push({ ...taskEvent(t, 'addSign', actor.person, note, o.attachments), comment: note });
    });
  }

  /** 评论: a comment (and files) on the step, without acting on it. */
  async comment(origin: WriteOrigin, actor: Actor, taskId: string, o: Opinion): Promise<Plan> {
    if (!o.comment?.trim() && !o.attachments?.length) throw badRequest('请填写评论内容');
    return this.onTask(origin, actor, taskId, '评论', o.comment, async (t, plan, instance) => {
      await this.gate.actable(taskId, actor, instance);
      plan.events.push(taskEvent(t, 'comment', actor.person, o.comment, o.attachments));
    });
  }

  private async onTask(
    origin: WriteOrigin,
    actor: Actor,
    taskId: string,
    label: string,
    comment: string | null | undefined,
    build: (t: WfTask, plan: Plan, instance: Plan['instance']) => Promise<void>,
  ): Promise<Plan> {
    const task = await this.gate.task(taskId, actor.tenantId);
    return this.runtime.act(
      origin,
      task.instanceId,
      async (instance) => {
        const t = await this.gate.task(taskId, actor.tenantId);
        if (!OPEN.includes(t.status as never)) await this.gate.actable(taskId, actor, instance);
        if (instance.status === 'suspended') throw new ApiError(SUSPENDED);
        const plan = emptyPlan(instance);
        await build(t, plan, instance);
        return plan;
      },
      { by: actor.person, comment, label },
    );
  }

  /** The people work is handed to: active users of the tenant, not the actor. */
  private async targets(usernames: readonly string[], actor: Actor): Promise<[Person, ...Person[]]> {
    const wanted = [...new Set(usernames.filter(Boolean))];
    if (!wanted.length) throw badRequest('请选择人员');
    if (wanted.includes(actor.person.username)) throw badRequest('不能选择自己');
    const people = await this.assignees.known(wanted, actor.tenantId);
    if (people.length !== wanted.length) throw badRequest('所选人员不存在或已停用');
    return people as [Person, ...Person[]];
  }
}
