import { ApiError } from '../../../core/errors.js';
import { formatDateTime, newId } from '../../../core/time.js';
import type { Database } from '../../../db/index.js';
import type { WfInstance } from '../../../db/workflow-types.js';
import { eventSeq, OPEN, type Plan } from './plan.js';

export const CONFLICT_MESSAGE = '该任务已被他人处理，请刷新后重试';

/** The task an action read is no longer as it was (handled, claimed or reassigned meanwhile). */
export class TaskConflict extends ApiError {
  constructor() {
    super(CONFLICT_MESSAGE, 409);
  }
}

/** Another step of the same instance committed first: the action is built again from what is there now. */
export class RevisionConflict extends Error {}

const changed = (r: { numUpdatedRows: bigint } | undefined) => Number(r?.numUpdatedRows ?? 0) > 0;
const merged = (before: string | null, more: readonly string[]) =>
  JSON.stringify([...new Set([...(before ? (JSON.parse(before) as string[]) : []), ...more])]);

/**
 * Writes a plan in the caller's transaction. The instance row moves to the next revision only if it is still at
 * the one the plan was built from, and each task changes only while it has the status (and assignee) the action
 * read: of two actions on one task exactly one commits, and of two steps on one instance too.
 */
export async function commitPlan(trx: Database, plan: Plan, create?: WfInstance): Promise<void> {
  const i = plan.instance;
  const o = plan.outcome;
  const set: Partial<WfInstance> = { ...plan.instanceSet };
  if (o) {
    set.state = o.state;
    set.completedNodes = plan.restart ? JSON.stringify(o.completed) : merged(i.completedNodes, o.completed);
    set.takenFlows = plan.restart ? JSON.stringify(o.flows) : merged(i.takenFlows, o.flows);
  }
  if (create) {
    await trx
      .insertInto('wfInstance')
      .values({ ...create, ...set, rev: 1 })
      .execute();
  } else {
    const r = await trx
      .updateTable('wfInstance')
      .set({ ...set, rev: i.rev + 1 })
      .where('id', '=', i.id)
      .where('rev', '=', i.rev)
      .executeTakeFirst();
    if (!changed(r)) throw new RevisionConflict();
  }
  const now = formatDateTime();
  if (plan.cancelOthers) {
    const keep = plan.tasks.map((t) => t.id);
    let q = trx
      .updateTable('wfTask')
      .set({ status: 'cancelled', endTime: now })
      .where('instanceId', '=', i.id)
      .where('status', 'in', [...OPEN]);
    if (keep.length) q = q.where('id', 'not in', keep);
    await q.execute();
  }
  for (const c of plan.tasks) {
    let q = trx.updateTable('wfTask').set(c.set).where('id', '=', c.id).where('status', '=', c.from);
    if (c.assignee !== undefined)
      q = c.assignee === null ? q.where('assignee', 'is', null) : q.where('assignee', '=', c.assignee);
    if (!changed(await q.executeTakeFirst())) throw new TaskConflict();
  }
  if (plan.suspend !== undefined) {
    await trx
      .updateTable('wfTask')
      .set({ suspended: plan.suspend ? 1 : 0 })
      .where('instanceId', '=', i.id)
      .where('status', 'in', [...OPEN])
      .execute();
  }
  if (plan.newTasks.length) {
    await trx
      .insertInto('wfTask')
      .values(plan.newTasks.map((t) => t.row))
      .execute();
    const candidates = plan.newTasks.flatMap((t) => t.candidates.map((username) => ({ taskId: t.row.id, username })));
    if (candidates.length) await trx.insertInto('wfTaskCandidate').values(candidates).execute();
  }
  if (plan.events.length) await trx.insertInto('wfEvent').values(plan.events).execute();
  if (o || plan.dropTimers) await trx.deleteFrom('wfTimer').where('instanceId', '=', i.id).execute();
  if (o && !plan.dropTimers && o.timers.length) {
    await trx
      .insertInto('wfTimer')
      .values(
        o.timers.map((t) => ({
          id: newId(),
          instanceId: i.id,
          elementId: t.elementId,
          dueAt: t.dueAt,
          claimedUntil: null,
          tenantId: i.tenantId,
        })),
      )
      .execute();
  }
  if (plan.restart) await trx.deleteFrom('wfCheckpoint').where('instanceId', '=', i.id).execute();
  if (plan.forgetAfter !== undefined) {
    await trx.deleteFrom('wfCheckpoint').where('instanceId', '=', i.id).where('seq', '>', plan.forgetAfter).execute();
  }
  for (const [nodeId, state] of Object.entries(plan.checkpoints ?? {})) {
    const seq = eventSeq();
    await trx
      .insertInto('wfCheckpoint')
      .values({ instanceId: i.id, nodeId, state, seq, createTime: now })
      .onConflict((oc) => oc.columns(['instanceId', 'nodeId']).doUpdateSet({ state, seq, createTime: now }))
      .execute();
  }
  const current = await currentStep(trx, i.id);
  await trx.updateTable('wfInstance').set({ currTaskName: current }).where('id', '=', i.id).execute();
  await trx
    .updateTable('actBusiness')
    .set({ ...plan.business, currTaskName: current, updateTime: now })
    .where('id', '=', i.businessId)
    .execute();
}

/** The names of the steps with open tasks (what lists show as 当前环节). */
async function currentStep(trx: Database, instanceId: string): Promise<string | null> {
  const rows = await trx
    .selectFrom('wfTask')
    .select('nodeName')
    .distinct()
    .where('instanceId', '=', instanceId)
    .where('status', 'in', [...OPEN])
    .execute();
  const names = rows.map((r) => r.nodeName).filter(Boolean);
  return names.length ? names.join('、').slice(0, 200) : null;
}
