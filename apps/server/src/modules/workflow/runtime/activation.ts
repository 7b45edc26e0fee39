import { SUPER_USER } from '../../../core/auth/tenants.js';
import { formatDateTime } from '../../../core/time.js';
import type { WfInstance, WfTask } from '../../../db/workflow-types.js';
import type { Assignees, Person } from '../assignees.js';
import type { RunOutcome, Wait } from '../engine/process-run.js';
import type { Version } from '../processes.js';
import { eventRow, type NewTask, OPEN, SYSTEM, type TaskChange, taskRow } from './plan.js';

export interface Reconciled {
  /** Open tasks whose engine execution no longer waits (a boundary timer interrupted it, a return …). */
  cancel: TaskChange[];
  newTasks: NewTask[];
  events: ReturnType<typeof eventRow>[];
  /** The state in which each newly reached node was reached (returning to it restores it). */
  checkpoints: Record<string, string>;
  /** Waits nobody can act on whose model says to pass them. */
  autoPass: Wait[];
}

/**
 * Brings Yunzhan's task table to where the engine stands after a step: a user task the engine waits at gets its
 * tasks (who, per the node's approval mode), a task whose execution no longer waits is cancelled.
 */
export class Activations {
  constructor(private readonly assignees: Assignees) {}

  async reconcile(
    version: Version,
    instance: WfInstance,
    outcome: RunOutcome,
    open: readonly WfTask[],
  ): Promise<Reconciled> {
    const out: Reconciled = { cancel: [], newTasks: [], events: [], checkpoints: {}, autoPass: [] };
    const waiting = new Set(outcome.waits.map((w) => w.executionId));
    for (const t of open) {
      if (t.executionId && !waiting.has(t.executionId) && OPEN.includes(t.status as never)) {
        out.cancel.push({
          id: t.id,
          from: t.status as 'todo',
          set: { status: 'cancelled', endTime: formatDateTime() },
        });
      }
    }
    const active = new Set(open.map((t) => t.executionId));
    for (const wait of outcome.waits) {
      if (active.has(wait.executionId)) continue;
      const node = version.nodes.get(wait.nodeId);
      const name = node?.name ?? wait.nodeId;
      const c = node?.config;
      let people = c
        ? await this.assignees.resolve(
            c,
            { username: instance.applicant, realname: instance.applicantName, orgCode: instance.applicantDept },
            instance.tenantId,
          )
        : [];
      if (!people.length) {
        if (c?.onEmpty === 'pass') {
          out.autoPass.push(wait);
          out.events.push(
            eventRow(instance, 'auto', SYSTEM, {
              nodeId: wait.nodeId,
              nodeName: name,
              comment: '未找到审批人，自动通过',
            }),
          );
          continue;
        }
        people = await this.assignees.known([SUPER_USER], instance.tenantId, true);
        out.events.push(
          eventRow(instance, 'auto', SYSTEM, {
            nodeId: wait.nodeId,
            nodeName: name,
            comment: '未找到审批人，已转交管理员',
          }),
        );
      }
      out.checkpoints[wait.nodeId] = outcome.state;
      const at = { id: wait.nodeId, name, executionId: wait.executionId };
      const dueAt = c?.dueMs ? Date.now() + c.dueMs : null;
      out.newTasks.push(...tasksFor(instance, at, c?.mode ?? 'single', people, dueAt));
    }
    return out;
  }
}

/** The tasks of a node reached: one for the one approver (or for candidates to claim), one per approver else. */
function tasksFor(
  instance: WfInstance,
  at: { id: string; name: string; executionId: string },
  mode: 'single' | 'all' | 'any' | 'sequence',
  people: readonly Person[],
  dueAt: number | null,
): NewTask[] {
  const assigned = (p: Person, more: Partial<WfTask> = {}): NewTask => ({
    row: taskRow(instance, at, 'approve', { assignee: p.username, assigneeName: p.realname, dueAt, ...more }),
    candidates: [],
    notify: more.status === 'waiting' ? [] : [p.id],
  });
  if (mode === 'single') {
    if (people.length === 1) return [assigned(people[0] as Person)];
    return [
      {
        row: taskRow(instance, at, 'approve', { dueAt }),
        candidates: people.map((p) => p.username),
        notify: people.map((p) => p.id),
      },
    ];
  }
  return people.map((p, i) =>
    assigned(p, mode === 'sequence' ? { seq: i, status: i === 0 ? 'todo' : 'waiting' } : { seq: i }),
  );
}
