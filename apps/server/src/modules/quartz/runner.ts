import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../core/time.js';
import { pause } from './handler.js';
import { type JobRegistry, unknownHandler } from './registry.js';
import type { JobState, RunEnd, RunStart, ScheduledJob, TriggerType } from './state.js';

export const LEASE_LOST = '执行节点失联，租约已过期，任务锁已释放';
export const OVERLAP = '上一次运行尚未结束，本次跳过';
const CLOSING = '服务器关闭，运行中断';

export type JobSettings = Omit<ScheduledJob, 'nextFireAt'>;

export interface RunnerOptions {
  /** Names this process in the run log and the lease: host and pid. */
  node: string;
  /** A lease not renewed for this long is given up by the other processes. */
  leaseMs: number;
  log: FastifyBaseLogger;
  /** Hides configured secrets in error texts (a database URL in a driver's message …). */
  redact(text: string): string;
}

class Aborted extends Error {}

/** Rejects when the signal aborts, with its reason. */
const whenAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

const text = (err: unknown) => (err instanceof Error ? err.message : String(err)) || '执行失败';

/**
 * Runs claimed fires: one run per job at a time (the job's lease in the database), renewed while it runs so that the
 * others know this process is alive; a timeout or a lost lease aborts the handler; failed attempts are retried after
 * the job's interval while the lease is held; every attempt is a row of the run log.
 */
export class JobRunner {
  private readonly active = new Set<Promise<void>>();
  private readonly closing = new AbortController();

  constructor(
    private readonly state: JobState,
    private readonly registry: JobRegistry,
    private readonly opts: RunnerOptions,
  ) {}

  get node(): string {
    return this.opts.node;
  }

  get running(): number {
    return this.active.size;
  }

  /**
   * Takes the job's lease and starts the run of `fireAt` in the background. False when another run holds the lease:
   * a scheduled fire is then recorded as skipped (no overlapping runs).
   */
  async begin(job: JobSettings, fireAt: number, trigger: TriggerType): Promise<boolean> {
    const leaseId = newId();
    const { node, leaseMs } = this.opts;
    const base = { jobId: job.jobId, fireAt, triggerType: trigger, attempt: 1, node };
    if (this.closing.signal.aborted || !(await this.state.takeLease(job.jobId, leaseId, node, Date.now() + leaseMs))) {
      if (trigger !== 'manual') {
        await this.state.startRun({ ...base, id: newId(), leaseId: null, status: 'skipped', message: OVERLAP });
      }
      return false;
    }
    const first: RunStart = { ...base, id: newId(), leaseId, status: 'running' };
    try {
      await this.state.startRun(first);
    } catch (err) {
      await this.state.releaseLease(job.jobId, leaseId);
      throw err;
    }
    const run = this.execute(job, first, leaseId)
      .catch((err: unknown) => this.opts.log.warn({ job: job.jobClassName, error: this.opts.redact(text(err)) }, 'job'))
      .finally(() => this.active.delete(run));
    this.active.add(run);
    return true;
  }

  private async execute(job: JobSettings, first: RunStart, leaseId: string): Promise<void> {
    const lease = new AbortController();
    const onClose = () => lease.abort(new Aborted(CLOSING));
    this.closing.signal.addEventListener('abort', onClose, { once: true });
    const renew = setInterval(() => {
      this.state.renewLease(job.jobId, leaseId, Date.now() + this.opts.leaseMs).then(
        (held) => held || lease.abort(new Aborted(LEASE_LOST)),
        () => undefined,
      );
    }, this.opts.leaseMs / 3);
    try {
      const lastFireAt = await this.state.lastFire(job.jobId, first.fireAt);
      for (let run = first; ; ) {
        const started = Date.now();
        const end = await this.attempt(job, run, lease.signal, lastFireAt);
        await this.state.finishRun(run.id, started, end);
        if (end.status === 'success' || run.attempt > job.retryCount || lease.signal.aborted) return;
        await pause(job.retryInterval * 1000, lease.signal).catch(() => undefined);
        if (lease.signal.aborted) return;
        run = { ...run, id: newId(), attempt: run.attempt + 1 };
        await this.state.startRun(run);
      }
    } finally {
      clearInterval(renew);
      this.closing.signal.removeEventListener('abort', onClose);
      await this.state.releaseLease(job.jobId, leaseId);
    }
  }

  /** One attempt: the handler under the job's timeout and the lease's signal. */
  private async attempt(job: JobSettings, run: RunStart, lease: AbortSignal, lastFireAt: number | undefined) {
    const handler = this.registry.resolve(job.jobClassName);
    if (!handler) {
      const why = unknownHandler(job.jobClassName);
      return { status: 'failed', message: why, error: why } satisfies RunEnd;
    }
    const signal = new AbortController();
    const timer = setTimeout(
      () => signal.abort(new Aborted(`执行超时（超过 ${job.timeoutSeconds} 秒），已中止`)),
      job.timeoutSeconds * 1000,
    );
    const follow = () => signal.abort(lease.reason);
    lease.addEventListener('abort', follow, { once: true });
    try {
      const work = handler.run(job.parameter, { signal: signal.signal, fireAt: run.fireAt, lastFireAt });
      const message = await Promise.race([work, whenAborted(signal.signal)]);
      return { status: 'success', message: message ?? '执行成功', error: null } satisfies RunEnd;
    } catch (err) {
      const why = this.opts.redact(text(signal.signal.aborted ? signal.signal.reason : err));
      this.opts.log.warn({ job: job.jobClassName, attempt: run.attempt, error: why }, 'job run failed');
      return { status: 'failed', message: signal.signal.aborted ? why : '执行失败', error: why } satisfies RunEnd;
    } finally {
      clearTimeout(timer);
      lease.removeEventListener('abort', follow);
    }
  }

  /** Aborts the runs of this process and waits for them to record it and release their leases. */
  async close(): Promise<void> {
    this.closing.abort();
    await Promise.allSettled([...this.active]);
  }
}
