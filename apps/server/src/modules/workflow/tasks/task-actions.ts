import { ApiError, badRequest } from '../../../core/errors.js';
import type { WriteOrigin } from '../../../core/unit-of-work.js';
import type { WfInstance, WfTask } from '../../../db/workflow-types.js';
import type { Version } from '../processes.js';
import { TaskConflict } from '../runtime/commit.js';
import {
  APPLICANT_NODE,
  APPLICANT_NODE_NAME,
  type Attachment,
  done,
  emptyPlan,
  type Plan,
  taskEvent,
  taskRow,
} from '../runtime/plan.js';
import type { Runtime } from '../runtime/runtime.js';
import type { Actor, TaskGate } from './task-gate.js';

export interface Opinion {
  comment?: string | null;
  attachments?: Attachment[];
}

/** Fresh process variables of an application being resubmitted (its form as it is now). */
export type Refresh = (instance: WfInstance) => Promise<Record<string, unknown>>;

/**
 * The task actions that move a process: 通过 (and, by the applicant, 重新提交), 驳回 to the applicant, 退回 to an
 * earlier node, 撤销申请. Each is planned and committed through the runtime, after the gate's check.
 */
export class TaskActions {
  constructor(
    private readonly runtime: Runtime,
    private readonly gate: TaskGate,
    private readonly refresh: Refresh,
  ) {}

  /**
   * The task an action is on: one the actor may act on now (the gate), or — for what the server does by itself
   * (`system`: a time-out) — one still open.
   */
  private async subject(taskId: string, actor: Actor, instance: WfInstance, system: boolean): Promise<WfTask> {
    if (!system) return this.gate.actable(taskId, actor, instance);
    const t = await this.gate.task(taskId, actor.tenantId);
    if (t.status !== 'todo' || instance.status !== 'running') throw new TaskConflict();
    return t;
  }

  /** 通过: completes the task; the node completes when its approval mode says so, and the process moves on. */
  async pass(origin: WriteOrigin, actor: Actor, taskId: string, o: Opinion, system = false): Promise<Plan> {
    const { person } = actor;
    const task = await this.gate.task(taskId, actor.tenantId);
    return this.runtime.act(
      origin,
      task.instanceId,
      async (instance, version) => {
        const t = await this.subject(taskId, actor, instance, system);
        const plan = emptyPlan(instance);
        if (t.kind === 'delegate') {
          plan.tasks.push({
            id: t.id,
            from: 'todo',
            assignee: t.assignee,
            set: { assignee: t.owner, assigneeName: null, owner: null, kind: 'approve' },
          });
          plan.events.push(taskEvent(t, 'resolve', person, o.comment, o.attachments));
          plan.wake = [{ ...t, assignee: t.owner }];
          return plan;
        }
        if (t.kind === 'applicant') {
          plan.tasks.push(done(t, 'resubmit', person, o.comment, o.attachments));
          plan.events.push(taskEvent(t, 'resubmit', person, o.comment, o.attachments));
          const vars = await this.refresh(instance);
          plan.instanceSet = { variables: JSON.stringify(vars), status: 'running', result: 1 };
          plan.business = { status: 1, result: 1 };
          plan.ended = 'resubmitted';
          await this.runtime.move(plan, version, { kind: 'start' }, null, vars);
          return plan;
        }
        const action = system ? 'timeout' : 'approve';
        plan.tasks.push(done(t, action, person, o.comment, o.attachments));
        plan.events.push(taskEvent(t, action, person, o.comment, o.attachments));
        if (await this.nodeDone(plan, version, t)) {
          await this.runtime.move(
            plan,
            version,
            { kind: 'signal', nodeId: t.nodeId, executionId: t.executionId as string },
            instance.state,
            this.runtime.variables(instance),
          );
        }
        return plan;
      },
      { by: person, comment: o.comment, label: '通过' },
    );
  }

  /**
   * Whether approving `t` completes its node: 或签 — the first approval does (the others are cancelled); 依次审批 —
   * the next in turn gets the task until none is left; otherwise (one approver, 会签, added signers) when nothing
   * of the node is open any more. A 前加签 signer's last approval gives its task back to whom it was added for.
   */
  private async nodeDone(plan: Plan, version: Version, t: WfTask): Promise<boolean> {
    const open = (await this.runtime.openTasks(t.instanceId)).filter(
      (x) => x.executionId === t.executionId && x.id !== t.id,
    );
    const mode = version.nodes.get(t.nodeId)?.config?.mode ?? 'single';
    if (t.kind === 'signer' && t.parentId) {
      const parent = open.find((x) => x.id === t.parentId);
      const siblings = open.filter((x) => x.parentId === t.parentId && x.kind === 'signer');
      if (parent?.status === 'waiting' && !siblings.length) {
        plan.tasks.push({ id: parent.id, from: 'waiting', set: { status: 'todo' } });
        plan.wake = [...(plan.wake ?? []), parent];
        return false;
      }
    }
    if (mode === 'any' && t.kind === 'approve') {
      for (const x of open) plan.tasks.push({ id: x.id, from: x.status as 'todo', set: { status: 'cancelled' } });
      return true;
    }
    if (mode === 'sequence' && t.kind === 'approve') {
      const next = open.filter((x) => x.kind === 'approve' && x.status === 'waiting').sort((a, b) => a.seq - b.seq)[0];
      if (next) {
        plan.tasks.push({ id: next.id, from: 'waiting', set: { status: 'todo' } });
        plan.wake = [...(plan.wake ?? []), next];
        return false;
      }
    }
    return open.length === 0;
  }

  /** 驳回: back to the applicant, who adjusts and resubmits it, or withdraws it. */
  async back(origin: WriteOrigin, actor: Actor, taskId: string, o: Opinion, system = false): Promise<Plan> {
    if (!o.comment?.trim()) throw badRequest('请填写驳回意见');
    const task = await this.gate.task(taskId, actor.tenantId);
    return this.runtime.act(
      origin,
      task.instanceId,
      async (instance) => {
        const t = await this.subject(taskId, actor, instance, system);
        if (t.kind === 'applicant') throw new ApiError('申请人不能驳回自己的申请');
        const plan = emptyPlan(instance);
        plan.tasks.push(done(t, 'reject', actor.person, o.comment, o.attachments));
        plan.events.push(taskEvent(t, 'reject', actor.person, o.comment, o.attachments));
        plan.cancelOthers = true;
        plan.dropTimers = true;
        plan.newTasks.push({
          row: taskRow(instance, { id: APPLICANT_NODE, name: APPLICANT_NODE_NAME, executionId: null }, 'applicant', {
            assignee: instance.applicant,
            assigneeName: instance.applicantName,
          }),
          candidates: [],
          notify: await this.applicantIds(instance),
        });
        plan.business = { result: 3 };
        plan.ended = 'returned';
        return plan;
      },
      { by: actor.person, comment: o.comment, label: '驳回' },
    );
  }

  /** The earlier nodes an instance may return to: approval nodes already passed, with the state they were reached in. */
  async backNodes(instance: WfInstance, exceptNode?: string): Promise<{ nodeId: string; name: string }[]> {
    const passed = await this.runtime.passedNodes(instance);
    return passed.filter((n) => n.nodeId !== exceptNode).map(({ nodeId, name }) => ({ nodeId, name }));
  }

  /** 退回: the process goes back to where it stood when an earlier node was reached. */
  async backToTask(origin: WriteOrigin, actor: Actor, taskId: string, nodeId: string, o: Opinion): Promise<Plan> {
    const task = await this.gate.task(taskId, actor.tenantId);
    return this.runtime.act(
      origin,
      task.instanceId,
      async (instance, version) => {
        const t = await this.gate.actable(taskId, actor, instance);
        const target = (await this.runtime.passedNodes(instance)).find(
          (n) => n.nodeId === nodeId && n.nodeId !== t.nodeId,
        );
        if (!target || t.kind === 'applicant') throw badRequest('不能退回到该节点');
        const plan = emptyPlan(instance);
        plan.tasks.push(done(t, 'return', actor.person, o.comment, o.attachments));
        plan.events.push({
          ...taskEvent(t, 'return', actor.person, o.comment, o.attachments),
          comment: `退回至「${target.name}」${o.comment ? `：${o.comment}` : ''}`,
        });
        plan.forgetAfter = target.seq;
        await this.runtime.move(plan, version, { kind: 'resume' }, target.state, this.runtime.variables(instance));
        return plan;
      },
      { by: actor.person, comment: o.comment, label: '退回' },
    );
  }

  /** 撤销申请: the applicant, handed the application back, withdraws it for good. */
  async cancelApply(origin: WriteOrigin, actor: Actor, taskId: string, o: Opinion): Promise<Plan> {
    const task = await this.gate.task(taskId, actor.tenantId);
    return this.runtime.act(
      origin,
      task.instanceId,
      async (instance) => {
        const t = await this.gate.actable(taskId, actor, instance);
        if (t.kind !== 'applicant') throw new ApiError('只有退回给申请人的任务可以撤销申请');
        const plan = emptyPlan(instance);
        plan.tasks.push(done(t, 'cancel', actor.person, o.comment));
        plan.events.push(taskEvent(t, 'cancel', actor.person, o.comment));
        this.runtime.end(plan, 'cancelled', o.comment || '申请人撤销申请');
        return plan;
      },
      { by: actor.person, comment: o.comment, label: '撤销申请' },
    );
  }

  private async applicantIds(instance: WfInstance): Promise<string[]> {
    return this.runtime.userIds([instance.applicant]);
  }
}
