import { formatDateTime } from '../../../core/time.js';
import type { Database } from '../../../db/index.js';
import { LOG_TYPE } from '../../log/service.js';

const BATCH = 5_000;
const DAY_MS = 86_400_000;

export interface Retention {
  loginDays: number;
  operationDays: number;
  jobLogDays: number;
  /** Newest run-log rows kept per job. */
  jobLogKeep: number;
}

/** Deletes in batches, so that no single statement holds the database's write lock for long. */
async function inBatches(signal: AbortSignal, step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    signal.throwIfAborted();
    const n = await step();
    total += n;
    if (n < BATCH) return total;
  }
}

const deleted = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

function logsBefore(db: Database, logType: number, before: string, signal: AbortSignal) {
  return inBatches(signal, async () => {
    const ids = db
      .selectFrom('sysLog')
      .select('id')
      .where('logType', '=', logType)
      .where('createTime', '<', before)
      .limit(BATCH);
    return deleted(await db.deleteFrom('sysLog').where('id', 'in', ids).executeTakeFirstOrThrow());
  });
}

/** Run-log rows older than the cutoff, and beyond the newest `keep` of each job; running rows stay. */
async function runsBeyond(db: Database, cutoff: number, keep: number, signal: AbortSignal): Promise<number> {
  let total = await inBatches(signal, async () => {
    const ids = db
      .selectFrom('sysQuartzJobLog')
      .select('id')
      .where('fireAt', '<', cutoff)
      .where('status', '<>', 'running')
      .limit(BATCH);
    return deleted(await db.deleteFrom('sysQuartzJobLog').where('id', 'in', ids).executeTakeFirstOrThrow());
  });
  const jobs = await db.selectFrom('sysQuartzJobLog').select('jobId').distinct().execute();
  for (const { jobId } of jobs) {
    signal.throwIfAborted();
    const edge = await db
      .selectFrom('sysQuartzJobLog')
      .select('fireAt')
      .where('jobId', '=', jobId)
      .orderBy('fireAt', 'desc')
      .offset(keep - 1)
      .limit(1)
      .executeTakeFirst();
    if (!edge) continue;
    total += await inBatches(signal, async () => {
      const ids = db
        .selectFrom('sysQuartzJobLog')
        .select('id')
        .where('jobId', '=', jobId)
        .where('fireAt', '<', Number(edge.fireAt))
        .where('status', '<>', 'running')
        .limit(BATCH);
      return deleted(await db.deleteFrom('sysQuartzJobLog').where('id', 'in', ids).executeTakeFirstOrThrow());
    });
  }
  return total;
}

/** 日志清理: login and operation logs past their days, run logs past their days or their count per job. */
export async function pruneLogs(db: Database, r: Retention, signal: AbortSignal, now = Date.now()) {
  const before = (days: number) => formatDateTime(new Date(now - days * DAY_MS));
  const login = await logsBefore(db, LOG_TYPE.login, before(r.loginDays), signal);
  const operation = await logsBefore(db, LOG_TYPE.operation, before(r.operationDays), signal);
  const runs = await runsBeyond(db, now - r.jobLogDays * DAY_MS, r.jobLogKeep, signal);
  return { login, operation, runs };
}
