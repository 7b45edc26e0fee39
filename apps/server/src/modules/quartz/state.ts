import type { Kysely } from 'kysely';
import { formatDateTime } from '../../core/time.js';
import type { Database } from '../../db/index.js';
import type { DB, SysQuartzJobLog } from '../../db/types.js';

/** A job the scheduler may fire: its next fire, its lease and its settings. */
export interface ScheduledJob {
  jobId: string;
  nextFireAt: number;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  retryCount: number;
  retryInterval: number;
  timeoutSeconds: number;
  misfireOnce: boolean;
}

export type RunStatus = 'running' | 'success' | 'failed' | 'skipped';
export type TriggerType = 'schedule' | 'misfire' | 'manual';

export interface RunStart {
  id: string;
  jobId: string;
  fireAt: number;
  triggerType: TriggerType;
  attempt: number;
  node: string;
  leaseId: string | null;
  status: RunStatus;
  message?: string;
}

export interface RunEnd {
  status: Exclude<RunStatus, 'running'>;
  message: string | null;
  error: string | null;
}

const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1;

/**
 * The scheduler's rows (`sys_quartz_trigger`, `sys_quartz_job_log`). Every claim is one conditional statement, so
 * among processes and servers sharing the database exactly one wins it: moving a job's next fire forward owns that
 * fire; setting an empty lease owns the job's run.
 */
export class JobState {
  constructor(private readonly db: Database) {}

  async scheduled(): Promise<ScheduledJob[]> {
    const rows = await this.db
      .selectFrom('sysQuartzTrigger as t')
      .innerJoin('sysQuartzJob as j', 'j.id', 't.jobId')
      .select([
        't.jobId',
        't.nextFireAt',
        'j.jobClassName',
        'j.cronExpression',
        'j.parameter',
        'j.retryCount',
        'j.retryInterval',
        'j.timeoutSeconds',
        'j.misfireOnce',
      ])
      .where('t.nextFireAt', 'is not', null)
      .execute();
    return rows.map((r) => ({ ...settings(r), jobId: r.jobId, nextFireAt: Number(r.nextFireAt) }));
  }

  /** A job's settings, for a run started by hand. */
  async job(jobId: string) {
    const r = await this.db.selectFrom('sysQuartzJob').selectAll().where('id', '=', jobId).executeTakeFirst();
    return r && { ...settings(r), jobId: r.id };
  }

  /** Moves a job's next fire from `from` to `to`: true for the one caller that did, who owns the fire `from`. */
  async advance(jobId: string, from: number, to: number | null): Promise<boolean> {
    const r = await this.db
      .updateTable('sysQuartzTrigger')
      .set({ nextFireAt: to })
      .where('jobId', '=', jobId)
      .where('nextFireAt', '=', from)
      .executeTakeFirstOrThrow();
    return changed(r);
  }

  /** Takes a job's run lock when no run holds it. */
  async takeLease(jobId: string, leaseId: string, node: string, until: number): Promise<boolean> {
    const r = await this.db
      .updateTable('sysQuartzTrigger')
      .set({ leaseId, leaseNode: node.slice(0, 100), leaseUntil: until })
      .where('jobId', '=', jobId)
      .where('leaseId', 'is', null)
      .executeTakeFirstOrThrow();
    return changed(r);
  }

  /** Extends a held lease; false when it is no longer held (given up after expiring, or the job deleted). */
  async renewLease(jobId: string, leaseId: string, until: number): Promise<boolean> {
    const r = await this.db
      .updateTable('sysQuartzTrigger')
      .set({ leaseUntil: until })
      .where('jobId', '=', jobId)
      .where('leaseId', '=', leaseId)
      .executeTakeFirstOrThrow();
    return changed(r);
  }

  async releaseLease(jobId: string, leaseId: string): Promise<void> {
    await this.db
      .updateTable('sysQuartzTrigger')
      .set({ leaseId: null, leaseNode: null, leaseUntil: null })
      .where('jobId', '=', jobId)
      .where('leaseId', '=', leaseId)
      .execute();
  }

  /**
   * Gives up the leases whose holder stopped renewing them (a process killed mid-run): the runs they left running
   * fail with `message`, then the lock is free. Answers how many leases were given up.
   */
  async reapExpired(now: number, message: string): Promise<number> {
    const expired = await this.db
      .selectFrom('sysQuartzTrigger')
      .select(['jobId', 'leaseId'])
      .where('leaseId', 'is not', null)
      .where('leaseUntil', '<', now)
      .execute();
    let reaped = 0;
    for (const { jobId, leaseId } of expired) {
      if (!leaseId) continue;
      const r = await this.db
        .updateTable('sysQuartzTrigger')
        .set({ leaseId: null, leaseNode: null, leaseUntil: null })
        .where('jobId', '=', jobId)
        .where('leaseId', '=', leaseId)
        .where('leaseUntil', '<', now)
        .executeTakeFirstOrThrow();
      if (!changed(r)) continue;
      reaped++;
      // Rows carry their lease: a run that took the freed lock meanwhile is not touched.
      await this.db
        .updateTable('sysQuartzJobLog')
        .set({ status: 'failed', endTime: formatDateTime(new Date(now)), message, error: message })
        .where('jobId', '=', jobId)
        .where('leaseId', '=', leaseId)
        .where('status', '=', 'running')
        .execute();
    }
    return reaped;
  }

  async startRun(run: RunStart, at = Date.now()): Promise<void> {
    await this.db
      .insertInto('sysQuartzJobLog')
      .values({
        id: run.id,
        jobId: run.jobId,
        fireAt: run.fireAt,
        triggerType: run.triggerType,
        attempt: run.attempt,
        startTime: formatDateTime(new Date(at)),
        endTime: run.status === 'running' ? null : formatDateTime(new Date(at)),
        durationMs: run.status === 'running' ? null : 0,
        node: run.node.slice(0, 100),
        status: run.status,
        leaseId: run.leaseId,
        message: run.message?.slice(0, 1000) ?? null,
        error: null,
      })
      .execute();
  }

  /** Records a run's end, unless it was failed meanwhile (its lease given up). */
  async finishRun(id: string, startedAt: number, end: RunEnd, at = Date.now()): Promise<void> {
    await this.db
      .updateTable('sysQuartzJobLog')
      .set({
        status: end.status,
        endTime: formatDateTime(new Date(at)),
        durationMs: Math.max(0, at - startedAt),
        message: end.message?.slice(0, 1000) ?? null,
        error: end.error?.slice(0, 4000) ?? null,
      })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .execute();
  }

  /** The fire of the job's latest run before `fireAt`. */
  async lastFire(jobId: string, fireAt: number): Promise<number | undefined> {
    const r = await this.db
      .selectFrom('sysQuartzJobLog')
      .select((eb) => eb.fn.max('fireAt').as('at'))
      .where('jobId', '=', jobId)
      .where('fireAt', '<', fireAt)
      .where('status', '<>', 'skipped')
      .executeTakeFirst();
    return r?.at == null ? undefined : Number(r.at);
  }

  /** Sets a job's next fire (null: stopped), creating its row; inside the job's write transaction. */
  async setNext(trx: Kysely<DB>, jobId: string, next: number | null): Promise<void> {
    await trx
      .insertInto('sysQuartzTrigger')
      .values({ jobId, nextFireAt: next })
      .onConflict((oc) => oc.column('jobId').doUpdateSet({ nextFireAt: next }))
      .execute();
  }

  async remove(trx: Kysely<DB>, jobIds: readonly string[]): Promise<void> {
    if (!jobIds.length) return;
    await trx.deleteFrom('sysQuartzTrigger').where('jobId', 'in', jobIds).execute();
    await trx.deleteFrom('sysQuartzJobLog').where('jobId', 'in', jobIds).execute();
  }

  /** Jobs without a trigger row (seeded or written around the API) with their status and cron. */
  async untriggered() {
    return this.db
      .selectFrom('sysQuartzJob as j')
      .leftJoin('sysQuartzTrigger as t', 't.jobId', 'j.id')
      .select(['j.id', 'j.status', 'j.cronExpression'])
      .where('t.jobId', 'is', null)
      .execute();
  }

  /** Creates a trigger row unless another process just did. */
  async addTrigger(jobId: string, next: number | null): Promise<void> {
    await this.db
      .insertInto('sysQuartzTrigger')
      .values({ jobId, nextFireAt: next })
      .onConflict((oc) => oc.column('jobId').doNothing())
      .execute();
  }

  async triggersOf(jobIds: readonly string[]) {
    if (!jobIds.length) return [];
    return this.db
      .selectFrom('sysQuartzTrigger')
      .select(['jobId', 'nextFireAt', 'leaseId', 'leaseNode'])
      .where('jobId', 'in', jobIds)
      .execute();
  }

  async runs(jobId: string, pageNo: number, pageSize: number): Promise<{ records: SysQuartzJobLog[]; total: number }> {
    const base = this.db.selectFrom('sysQuartzJobLog').where('jobId', '=', jobId);
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const records = await base
      .selectAll()
      .orderBy('fireAt', 'desc')
      .orderBy('attempt', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return { records, total: Number(n) };
  }
}

function settings(r: {
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  retryCount: number | null;
  retryInterval: number | null;
  timeoutSeconds: number | null;
  misfireOnce: string | null;
}) {
  return {
    jobClassName: r.jobClassName,
    cronExpression: r.cronExpression,
    parameter: r.parameter,
    retryCount: Number(r.retryCount ?? 0),
    retryInterval: Number(r.retryInterval ?? 30),
    timeoutSeconds: Number(r.timeoutSeconds ?? 600),
    misfireOnce: r.misfireOnce !== 'N',
  };
}
