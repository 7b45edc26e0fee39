import type { FastifyBaseLogger } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { WfTask } from '../../db/workflow-types.js';
import type { Assignees } from './assignees.js';
import type { PostMessage } from './notify.js';
import { TODO_PAGE } from './notify.js';
import { emptyPlan, SYSTEM, taskEvent } from './runtime/plan.js';
import type { Runtime } from './runtime/runtime.js';
import type { TaskActions } from './tasks/task-actions.js';

const POLL_MS = 1_000;
const BATCH = 20;
/** How long a claimed timer is left to its claimer before another process may take it (a crash mid-step). */
const CLAIM_MS = 60_000;

const systemOrigin = (tenantId: number): WriteOrigin => ({
  username: SYSTEM.username,
  realname: SYSTEM.realname,
  ip: '127.0.0.1',
  method: 'JOB 流程定时器',
  url: '/workflow/clock',
  tenantId,
});

const changed = (r: { numUpdatedRows: bigint } | undefined) => Number(r?.numUpdatedRows ?? 0) > 0;

/**
 * The workflow's clock, in every server process that fires jobs (`JOBS`): BPMN timers whose time has come and
 * tasks past their due time. Each is claimed with a conditional update first, so across processes and servers
 * exactly one acts on it; the step itself is guarded by the instance's revision like any other.
 */
export class WorkflowClock {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly crud: CrudDeps,
    private readonly runtime: Runtime,
    private readonly actions: TaskActions,
    private readonly assignees: Assignees,
    private readonly post: PostMessage,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): () => Promise<void> {
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick()
        .catch((err: unknown) => this.log.warn({ err }, 'workflow clock'))
        .finally(() => {
          this.running = undefined;
          this.timer = setTimeout(loop, POLL_MS);
          this.timer.unref();
        });
    };
    this.timer = setTimeout(loop, 50);
    this.timer.unref();
    return async () => {
      this.stopped = true;
      clearTimeout(this.timer);
      await this.running;
    };
  }

  /** One look: fires the due timers, then acts on the tasks past their due time. */
  async tick(now = Date.now()): Promise<void> {
    await this.fireTimers(now);
    await this.lateTasks(now);
  }

  private async fireTimers(now: number): Promise<void> {
    const due = await this.crud.db
      .selectFrom('wfTimer as t')
      .innerJoin('wfInstance as i', 'i.id', 't.instanceId')
      .select(['t.id', 't.instanceId', 'i.tenantId'])
      .where('t.dueAt', '<=', now)
      .where((eb) => eb.or([eb('t.claimedUntil', 'is', null), eb('t.claimedUntil', '<', now)]))
      .where('i.status', '=', 'running')
      .orderBy('t.dueAt')
      .limit(BATCH)
      .execute();
    for (const d of due) {
      const claim = await this.crud.db
        .updateTable('wfTimer')
        .set({ claimedUntil: now + CLAIM_MS })
        .where('id', '=', d.id)
        .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
        .executeTakeFirst();
      if (!changed(claim)) continue;
      await this.runtime
        .act(
          systemOrigin(d.tenantId),
          d.instanceId,
          async (instance, version) => {
            const plan = emptyPlan(instance);
            if (instance.status !== 'running') return plan;
            await this.runtime.move(
              plan,
              version,
              { kind: 'resume' },
              instance.state,
              this.runtime.variables(instance),
            );
            return plan;
          },
          { by: SYSTEM, label: '定时器触发' },
        )
        .catch((err: unknown) => this.log.warn({ err, instance: d.instanceId }, 'workflow timer'));
    }
  }

  private async lateTasks(now: number): Promise<void> {
    const late = await this.crud.db
      .selectFrom('wfTask')
      .selectAll()
      .where('status', '=', 'todo')
      .where('dueAt', '<=', now)
      .where('timeoutDone', '=', 0)
      .where('suspended', '=', 0)
      .orderBy('dueAt')
      .limit(BATCH)
      .execute();
    for (const t of late) {
      const claim = await this.crud.db
        .updateTable('wfTask')
        .set({ timeoutDone: 1 })
        .where('id', '=', t.id)
        .where('timeoutDone', '=', 0)
        .executeTakeFirst();
      if (!changed(claim)) continue;
      await this.onTimeout(t).catch((err: unknown) => this.log.warn({ err, task: t.id }, 'workflow time-out'));
    }
  }

  /** What a task past its due time does, as its node says: remind, escalate to the leader, approve or reject. */
  private async onTimeout(t: WfTask): Promise<void> {
    const version = await this.runtime.processes.version(t.procDefId);
    const how = version.nodes.get(t.nodeId)?.config?.onTimeout ?? 'notify';
    const actor = { person: SYSTEM, tenantId: t.tenantId };
    const origin = systemOrigin(t.tenantId);
    if (how === 'approve') {
      await this.actions.pass(origin, actor, t.id, { comment: '超时自动通过' }, true);
    } else if (how === 'reject') {
      await this.actions.back(origin, actor, t.id, { comment: '超时自动驳回' }, true);
    } else if (how === 'escalate') {
      await this.escalate(origin, t);
    } else {
      await this.remind(t, `「${t.nodeName}」已超过处理时限，请尽快处理。`);
    }
  }

  private async escalate(origin: WriteOrigin, t: WfTask): Promise<void> {
    const [leader] = await this.assignees.leaderOf(t.assignee ?? t.applicant ?? '', t.tenantId);
    if (!leader) return this.remind(t, `「${t.nodeName}」已超过处理时限（未找到可升级的上级），请尽快处理。`);
    await this.runtime.act(
      origin,
      t.instanceId,
      async (instance) => {
        const plan = emptyPlan(instance);
        plan.tasks.push({
          id: t.id,
          from: 'todo',
          assignee: t.assignee,
          set: { assignee: leader.username, assigneeName: leader.realname, owner: null },
        });
        plan.events.push({
          ...taskEvent(t, 'escalate', SYSTEM),
          comment: `超时升级给 ${leader.realname ?? leader.username}`,
        });
        plan.wake = [{ ...t, assignee: leader.username }];
        return plan;
      },
      { by: SYSTEM, label: '超时升级' },
    );
  }

  private async remind(t: WfTask, content: string): Promise<void> {
    const usernames = t.assignee
      ? [t.assignee]
      : (await this.crud.db.selectFrom('wfTaskCandidate').select('username').where('taskId', '=', t.id).execute()).map(
          (r) => r.username,
        );
    const ids = await this.runtime.userIds(usernames);
    if (!ids.length) return;
    await this.post({
      title: `催办：${t.title ?? ''}`.slice(0, 100),
      content,
      userIds: ids,
      sender: 'system',
      busType: 'bpm_remind',
      busId: t.id,
      openPage: TODO_PAGE,
      tenantId: t.tenantId,
    });
  }
}
