import type { CrudDeps } from '../../../core/crud/contracts.js';
import { OPERATE } from '../../../core/crud/oplog.js';
import { notFound } from '../../../core/errors.js';
import { formatDateTime } from '../../../core/time.js';
import type { Work, WriteOrigin } from '../../../core/unit-of-work.js';
import type { ActBusiness, WfInstance, WfTask } from '../../../db/workflow-types.js';
import type { Person } from '../assignees.js';
import { runStep, type Step } from '../engine/process-run.js';
import type { Processes, Version } from '../processes.js';
import { wfTaskView } from '../views.js';
import type { Activations } from './activation.js';
import { commitPlan, RevisionConflict, TaskConflict } from './commit.js';
import { emptyPlan, eventRow, OPEN, type Plan, SYSTEM } from './plan.js';

/** What other modules do when an application ends or comes back (a content review publishes, or returns to draft). */
export interface RuntimeHooks {
  onOutcome(
    work: Work,
    business: ActBusiness,
    kind: NonNullable<Plan['ended']>,
    by: Person,
    comment: string | null,
  ): Promise<void>;
}

/** Who is told what once a step has committed (new tasks, the applicant of a service task). */
export interface Notifier {
  afterCommit(plan: Plan): Promise<void>;
}

/** An approval node passed: where a return can go, and the state the process was in when it was reached. */
export interface PassedNode {
  nodeId: string;
  name: string;
  state: string;
  seq: number;
}

const TIMER_TYPES = new Set(['bpmn:BoundaryEvent', 'bpmn:IntermediateCatchEvent']);
const RETRIES = 6;

export const ms = (time: string) => Date.parse(time.replace(' ', 'T'));

/**
 * The runtime: moves an instance's engine one step and brings the task table along (`move`), and commits what an
 * action planned (`act`): read, plan and write again when another step of the same instance committed first, so
 * concurrent approvals of different tasks of one instance both succeed while two of the same task cannot.
 */
export class Runtime {
  hooks: RuntimeHooks | undefined;

  constructor(
    private readonly crud: CrudDeps,
    readonly processes: Processes,
    private readonly activations: Activations,
    private readonly notifier: Notifier,
  ) {}

  async load(id: string, tenantId?: number): Promise<WfInstance> {
    let q = this.crud.db.selectFrom('wfInstance').selectAll().where('id', '=', id);
    if (tenantId !== undefined) q = q.where('tenantId', '=', tenantId);
    const row = await q.executeTakeFirst();
    if (!row) throw notFound('流程实例不存在');
    return row;
  }

  openTasks(instanceId: string): Promise<WfTask[]> {
    return this.crud.db
      .selectFrom('wfTask')
      .selectAll()
      .where('instanceId', '=', instanceId)
      .where('status', 'in', [...OPEN])
      .execute();
  }

  /** Approval nodes passed since the process last started, with the state each was reached in (退回 targets). */
  async passedNodes(instance: WfInstance): Promise<PassedNode[]> {
    const rows = await this.crud.db
      .selectFrom('wfCheckpoint as c')
      .innerJoin('wfTask as t', (j) => j.onRef('t.instanceId', '=', 'c.instanceId').onRef('t.nodeId', '=', 'c.nodeId'))
      .select(['c.nodeId', 't.nodeName', 'c.state', 'c.seq'])
      .where('c.instanceId', '=', instance.id)
      .where('t.status', '=', 'done')
      .where('t.action', '=', 'approve')
      .orderBy('c.seq')
      .execute();
    const seen = new Map<string, PassedNode>();
    for (const r of rows)
      seen.set(r.nodeId, { nodeId: r.nodeId, name: r.nodeName ?? r.nodeId, state: r.state, seq: Number(r.seq) });
    return [...seen.values()];
  }

  /** The user ids of usernames (who is told of a task). */
  async userIds(usernames: readonly string[]): Promise<string[]> {
    if (!usernames.length) return [];
    const rows = await this.crud.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', 'in', [...usernames])
      .execute();
    return rows.map((r) => r.id);
  }

  variables(instance: WfInstance): Record<string, unknown> {
    return JSON.parse(instance.variables);
  }

  /**
   * Runs an engine step and plans the task table after it: new tasks where the engine now waits, cancelled ones
   * where it no longer does, nodes nobody can act on passed when the model says so, and the end.
   */
  async move(
    plan: Plan,
    version: Version,
    step: Step,
    state: string | null,
    vars: Record<string, unknown>,
  ): Promise<void> {
    const restart = step.kind === 'start';
    const decided = new Set(plan.tasks.map((t) => t.id));
    const open = restart ? [] : (await this.openTasks(plan.instance.id)).filter((t) => !decided.has(t.id));
    let outcome = await runStep(version, step, state, vars);
    const completed = [...outcome.completed];
    const flows = [...outcome.flows];
    const effects = [...outcome.effects];
    const checkpoints: Record<string, string> = {};
    for (let round = 0; round < 20; round++) {
      const r = await this.activations.reconcile(version, plan.instance, outcome, [
        ...open,
        ...plan.newTasks.map((t) => t.row),
      ]);
      plan.tasks.push(...r.cancel.filter((c) => !plan.newTasks.some((t) => t.row.id === c.id)));
      plan.newTasks.push(...r.newTasks);
      plan.events.push(...r.events);
      Object.assign(checkpoints, r.checkpoints);
      if (!r.autoPass.length) break;
      for (const wait of r.autoPass) {
        outcome = await runStep(version, { kind: 'signal', ...wait }, outcome.state, vars);
        completed.push(...outcome.completed);
        flows.push(...outcome.flows);
        effects.push(...outcome.effects);
      }
    }
    for (const id of completed.filter((c) => TIMER_TYPES.has(version.nodes.get(c)?.type ?? ''))) {
      plan.events.push(
        eventRow(plan.instance, 'timer', SYSTEM, { nodeId: id, nodeName: version.nodes.get(id)?.name ?? id }),
      );
    }
    plan.outcome = { ...outcome, completed, flows, effects };
    plan.checkpoints = { ...plan.checkpoints, ...checkpoints };
    plan.restart = restart;
    if (outcome.ended) this.end(plan, 'completed');
  }

  /** Plans the end of the instance: approved (the process reached its end), or cancelled. */
  end(plan: Plan, how: 'completed' | 'cancelled', reason?: string | null): void {
    const now = formatDateTime();
    const duration = Math.max(0, Date.now() - ms(plan.instance.startTime));
    const completed = how === 'completed';
    plan.instanceSet = {
      ...plan.instanceSet,
      status: how,
      result: completed ? 2 : 4,
      endTime: now,
      durationMs: duration,
      ...(reason !== undefined && { deleteReason: reason }),
    };
    plan.business = { ...plan.business, status: completed ? 2 : 3, result: completed ? 2 : 4 };
    plan.ended = completed ? 'approved' : 'cancelled';
    plan.cancelOthers = true;
    plan.dropTimers = true;
    plan.events.push(
      eventRow(plan.instance, 'end', SYSTEM, { comment: completed ? '流程结束' : (reason ?? '流程已作废') }),
    );
  }

  /**
   * Builds and commits an action: `build` reads what it needs and plans; when another step of the instance
   * committed in between, it runs again on what is there now.
   */
  async act(
    origin: WriteOrigin,
    instanceId: string,
    build: (instance: WfInstance, version: Version) => Promise<Plan>,
    note: { by: Person; comment?: string | null; label: string },
  ): Promise<Plan> {
    for (let attempt = 0; ; attempt++) {
      const instance = await this.load(instanceId);
      const version = await this.processes.version(instance.procDefId);
      const plan = await build(instance, version);
      try {
        await this.commit(origin, plan, note);
        return plan;
      } catch (e) {
        if (!(e instanceof RevisionConflict)) throw e;
        if (attempt >= RETRIES) throw new TaskConflict();
      }
    }
  }

  /**
   * Starts an instance: the engine runs from the start event to the first waits, and the instance, its tasks and
   * the application's new status are written after `before` (a content row's application) in one transaction.
   */
  async start(
    origin: WriteOrigin,
    instance: WfInstance,
    version: Version,
    by: Person,
    before?: (work: Work) => Promise<void>,
  ) {
    const plan = emptyPlan(instance);
    plan.events.push(eventRow(instance, 'start', by));
    plan.business = {
      procInstId: instance.id,
      status: 1,
      result: 1,
      applyTime: formatDateTime(),
      priority: instance.priority,
    };
    await this.move(plan, version, { kind: 'start' }, null, this.variables(instance));
    await this.commit(origin, plan, { by, label: '提交申请' }, instance, before);
    return plan;
  }

  /** Writes a plan with its hooks and operation log in one transaction; tells people once it committed. */
  async commit(
    origin: WriteOrigin,
    plan: Plan,
    note: { by: Person; comment?: string | null; label: string },
    create?: WfInstance,
    before?: (work: Work) => Promise<void>,
  ): Promise<void> {
    await this.crud.uow.run(origin, async (work) => {
      await before?.(work);
      await commitPlan(work.trx, plan, create);
      if (plan.ended && this.hooks) {
        const business = await work.trx
          .selectFrom('actBusiness')
          .selectAll()
          .where('id', '=', plan.instance.businessId)
          .executeTakeFirstOrThrow();
        await this.hooks.onOutcome(work, business, plan.ended, note.by, note.comment ?? null);
      }
      await work.log(
        wfTaskView,
        OPERATE.edit,
        [{ id: plan.instance.id, after: { title: plan.instance.title } }],
        note.label,
      );
    });
    await this.notifier.afterCommit(plan);
  }
}
