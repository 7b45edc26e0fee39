import { nextCronRuns } from '@yunzhan/common/cron/index';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../core/time.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { type JobRunner, LEASE_LOST } from './runner.js';
import type { JobState, ScheduledJob } from './state.js';

/** Longest sleep between two looks: jobs added, edited or resumed by another process are seen within it. */
const POLL_MS = 1_000;
/** A fire found later than this after its time missed it (the servers were down or blocked). */
export const MISFIRE_MS = 5_000;
/** Fires of one job caught up in one look (a short stall); beyond, the next look goes on. */
const CATCH_UP = 10;

const MISFIRE_SKIPPED = '错过触发时间（服务停止或繁忙），按策略跳过';

/** The first fire of an expression after `after` (epoch ms), by the cron evaluation the editor's preview uses. */
export function nextFireAfter(cronExpression: string, after: number): number | null {
  try {
    return nextCronRuns(cronExpression, 1, new Date(after))[0]?.getTime() ?? null;
  } catch {
    return null;
  }
}

/**
 * Fires scheduled jobs from this process, once per fire across every process and server sharing the database: a
 * fire belongs to the one caller that moves the job's `next_fire_at` past it (`JobState.advance`). Each look also
 * gives up the leases of runs whose process stopped renewing them. A fire found more than `MISFIRE_MS` late is a
 * misfire: run once now (the job's default) or skipped, and the next fire is counted from now.
 */
export class JobScheduler {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private looking: Promise<void> | undefined;

  constructor(
    private readonly state: JobState,
    private readonly runner: JobRunner,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts looking; a job saved, paused or resumed in this process is looked at at once. Answers the stop. */
  start(changes: ChangeFeed): () => Promise<void> {
    const off = changes.on(['sys_quartz_job'], () => this.arm(0));
    this.arm(0);
    return async () => {
      this.stopped = true;
      off();
      clearTimeout(this.timer);
      await this.looking;
    };
  }

  private arm(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.looking) return this.arm(10);
      this.looking = this.tick()
        .then(
          (wait) => this.arm(wait),
          (err: unknown) => {
            this.log.warn({ err }, 'job scheduler');
            this.arm(POLL_MS);
          },
        )
        .finally(() => {
          this.looking = undefined;
        });
    }, ms);
    this.timer.unref();
  }

  /** One look: gives up dead leases, fires what is due. Answers the wait until the next fire (at most POLL_MS). */
  async tick(): Promise<number> {
    await this.state.reapExpired(Date.now(), LEASE_LOST);
    let earliest = Number.POSITIVE_INFINITY;
    for (const job of await this.state.scheduled()) {
      let at: number | null | undefined = job.nextFireAt;
      for (let i = 0; i < CATCH_UP && at !== null && at !== undefined && at <= Date.now(); i++) {
        at = await this.fire(job, at);
      }
      if (typeof at === 'number') earliest = Math.min(earliest, at);
    }
    return Math.max(10, Math.min(POLL_MS, earliest - Date.now()));
  }

  /** Claims the fire `at` of a job and runs it; answers the job's next fire (undefined: another process took it). */
  private async fire(job: ScheduledJob, at: number): Promise<number | null | undefined> {
    const now = Date.now();
    const missed = now - at > MISFIRE_MS;
    const next = nextFireAfter(job.cronExpression, missed ? now : at);
    if (!(await this.state.advance(job.jobId, at, next))) return undefined;
    if (missed && !job.misfireOnce) {
      await this.state.startRun({
        id: newId(),
        jobId: job.jobId,
        fireAt: at,
        triggerType: 'misfire',
        attempt: 1,
        node: this.runner.node,
        leaseId: null,
        status: 'skipped',
        message: MISFIRE_SKIPPED,
      });
    } else {
      await this.runner.begin(job, at, missed ? 'misfire' : 'schedule');
    }
    return next;
  }
}
