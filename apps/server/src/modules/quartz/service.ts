import { sysQuartzJob } from '@yunzhan/common/entities/system/index';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor, visibleRow } from '../../core/crud/actor.js';
import type { CrudDeps, CrudOptions, Row, WriteContext } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError, notFound } from '../../core/errors.js';
import type { Language } from '../../core/language.js';
import { formatDateTime } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import { type JobRegistry, unknownHandler } from './registry.js';
import type { JobRunner } from './runner.js';
import { nextFireAfter } from './scheduler.js';
import type { JobState } from './state.js';

export const STATUS = { running: 0, stopped: -1 } as const;
export const NEVER_FIRES = '按该Cron表达式，任务以后不会再执行，请修改表达式或停止任务';

type Texts = Readonly<Record<string, string>>;
/** A run's status and trigger as the run log names them, by language. */
const RUN_STATUS: Readonly<Record<Language, Texts>> = {
  zh: { running: '运行中', success: '成功', failed: '失败', skipped: '跳过' },
  en: { running: 'Running', success: 'Succeeded', failed: 'Failed', skipped: 'Skipped' },
};
const TRIGGER: Readonly<Record<Language, Texts>> = {
  zh: { schedule: '定时', misfire: '补跑', manual: '手动' },
  en: { schedule: 'Scheduled', misfire: 'Catch-up', manual: 'Manual' },
};

const at = (ms: number | null | undefined) => (ms == null ? null : formatDateTime(new Date(Number(ms))));

/**
 * 定时任务's rules around the engine's list and forms: the handler and its parameter are checked when saved, every
 * save sets the job's next fire (stopped: none), 暂停 / 恢复 change only the status and its trigger, 立即执行 runs once
 * without touching the status, deleting a job drops its trigger and its run log.
 */
export class JobService {
  private readonly store;

  constructor(
    private readonly crud: CrudDeps,
    private readonly state: JobState,
    private readonly registry: JobRegistry,
    private readonly runner: JobRunner,
  ) {
    this.store = crud.stores.of(sysQuartzJob);
  }

  crudOptions(): CrudOptions {
    return {
      beforeWrite: (ctx) => this.check({ ...ctx.before, ...ctx.values }),
      afterWrite: (ctx) => this.schedule(ctx),
      beforeDelete: (rows, _s, trx) =>
        this.state.remove(
          trx,
          rows.map((r) => String(r.id)),
        ),
      decorate: (rows) => this.decorate(rows),
    };
  }

  /** The handler exists, its parameter passes its schema, and a running job will fire again. */
  check(job: Row): void {
    const name = String(job.jobClassName ?? '');
    const handler = this.registry.resolve(name);
    if (!handler) throw new ApiError(unknownHandler(name));
    const problem = handler.check(job.parameter as string | null);
    if (problem) throw new ApiError(`参数错误：${problem}`);
    if (Number(job.status) === STATUS.running && nextFireAfter(String(job.cronExpression), Date.now()) === null) {
      throw new ApiError(NEVER_FIRES);
    }
  }

  private async schedule(ctx: WriteContext): Promise<void> {
    const job = { ...ctx.before, ...ctx.values };
    const next = Number(job.status) === STATUS.running ? nextFireAfter(String(job.cronExpression), Date.now()) : null;
    await this.state.setNext(ctx.trx, ctx.id, next);
  }

  /** List rows: the handler's title, the next fire and whether a run holds the job now. */
  async decorate(rows: Row[]): Promise<void> {
    const triggers = new Map((await this.state.triggersOf(rows.map((r) => String(r.id)))).map((t) => [t.jobId, t]));
    for (const row of rows) {
      const t = triggers.get(String(row.id));
      row.handlerTitle = this.registry.resolve(String(row.jobClassName))?.title ?? null;
      row.nextFireTime = at(t?.nextFireAt);
      row.runningOn = t?.leaseId ? t.leaseNode : null;
    }
  }

  /** 暂停 (status -1, no next fire) or 恢复 (status 0, next fire from now), logged as an edit. */
  async setStatus(origin: WriteOrigin, session: SessionContext, id: string, status: number): Promise<void> {
    const actor = await actorFor(this.crud, session, sysQuartzJob);
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      const before = await this.store.get(actor, id, trx);
      if (!before) throw notFound();
      if (status === STATUS.running) this.check({ ...before, status });
      await this.store.update(trx, actor, id, { status });
      const next = status === STATUS.running ? nextFireAfter(String(before.cronExpression), Date.now()) : null;
      await this.state.setNext(trx, id, next);
      await log(sysQuartzJob, OPERATE.edit, [{ id, before, after: { ...before, status } }], status ? '暂停' : '恢复');
    });
  }

  /** 立即执行: one run now, whatever the status; refused while a run of the job holds its lease. */
  /** A job the session sees (its data rules on 定时任务), else as missing. */
  private async assertSees(session: SessionContext, id: string): Promise<void> {
    if (!(await visibleRow(this.crud, session, sysQuartzJob, id))) throw notFound();
  }

  async runNow(session: SessionContext, id: string): Promise<void> {
    await this.assertSees(session, id);
    const job = await this.state.job(id);
    if (!job) throw notFound();
    if (!this.registry.resolve(job.jobClassName)) throw new ApiError(unknownHandler(job.jobClassName));
    if (!(await this.runner.begin(job, Date.now(), 'manual'))) throw new ApiError('任务正在执行中，请稍后再试');
  }

  /** A job's run log; a job the session does not see (outside its data rules, or gone) has none. */
  async runs(session: SessionContext, jobId: string, pageNo: number, pageSize: number, language: Language = 'zh') {
    if (!(await visibleRow(this.crud, session, sysQuartzJob, jobId))) return { total: 0, records: [] };
    const { records, total } = await this.state.runs(jobId, pageNo, pageSize);
    return {
      total,
      records: records.map((r) => ({
        ...r,
        fireAt: Number(r.fireAt),
        fireTime: at(r.fireAt),
        durationMs: r.durationMs == null ? null : Number(r.durationMs),
        status_dictText: RUN_STATUS[language][r.status] ?? r.status,
        triggerType_dictText: TRIGGER[language][r.triggerType] ?? r.triggerType,
      })),
    };
  }

  /** Jobs without a trigger row (seeded, or written around the API) get one: running ones fire from now. */
  async ensureTriggers(): Promise<void> {
    for (const job of await this.state.untriggered()) {
      const next = job.status === STATUS.running ? nextFireAfter(job.cronExpression, Date.now()) : null;
      await this.state.addTrigger(job.id, next);
    }
  }
}
