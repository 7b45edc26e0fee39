import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime } from '../../core/time.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Database } from '../../db/index.js';
import type { Announced } from './delivery.js';

/** Longest wait for a pending start time before looking again (setTimeout cannot wait weeks). */
const MAX_WAIT_MS = 30_000;

/** `YYYY-MM-DD HH:mm:ss` (local time, as stored) to epoch milliseconds. */
const epochOf = (dateTime: string) => new Date(dateTime.replace(' ', 'T')).getTime();

/**
 * Scheduled release: an announcement released before its start time is pushed (and e-mailed) at that time. The
 * state is the row's `push_time` (empty until pushed), so a restart resumes where it stopped; a process claims a
 * due row with a conditional update, so with several workers or servers exactly one of them sends it. Rows
 * released after their start were pushed by 发布 itself (`start_time <= send_time`) and are never looked at.
 * A process looks after its own commits and at the start times it knows of; releases made by other processes and
 * servers are found by the 定时任务 `AnnouncementReleaseJob` (`look`), which runs once per fire across all of them.
 */
export class ReleaseScheduler {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly announce: (row: Announced) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly maxWaitMs = MAX_WAIT_MS,
  ) {}

  /** Starts looking; a release or an edit of this process looks again at once. Answers the stop. */
  start(changes: ChangeFeed): () => Promise<void> {
    const off = changes.on(['sys_announcement'], () => this.arm(0));
    this.arm(0);
    return async () => {
      this.stopped = true;
      off();
      clearTimeout(this.timer);
      await this.running;
    };
  }

  private arm(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.tick().then(
        ({ wait }) => {
          if (wait !== undefined) this.arm(wait);
        },
        (err: unknown) => {
          this.log.warn({ err }, 'scheduled announcements');
          this.arm(this.maxWaitMs);
        },
      );
    }, ms);
    this.timer.unref();
  }

  private pending() {
    return this.db
      .selectFrom('sysAnnouncement')
      .where('sendStatus', '=', '1')
      .where('delFlag', '=', 0)
      .where('pushTime', 'is', null)
      .where('startTime', 'is not', null)
      .whereRef('startTime', '>', 'sendTime');
  }

  /** Looks now (the periodic job): sends what is due and waits for the next start time. Answers how many it sent. */
  async look(): Promise<number> {
    const { sent, wait } = await this.tick();
    if (wait !== undefined) this.arm(wait);
    return sent;
  }

  /** Sends what is due; answers how many, and the wait until the next start time (undefined: none pending). */
  async tick(): Promise<{ sent: number; wait: number | undefined }> {
    const now = formatDateTime();
    const due = await this.pending()
      .select(['id', 'titile', 'msgType', 'userIds', 'msgContent', 'msgAbstract', 'sendMail', 'sender', 'tenantId'])
      .where('startTime', '<=', now)
      .execute();
    let sent = 0;
    for (const row of due) {
      const claimed = await this.db
        .updateTable('sysAnnouncement')
        .set({ pushTime: now })
        .where('id', '=', row.id)
        .where('pushTime', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) {
        await this.announce(row);
        sent++;
      }
    }
    const next = await this.pending()
      .select((eb) => eb.fn.min('startTime').as('at'))
      .executeTakeFirst();
    if (!next?.at) return { sent, wait: undefined };
    const wait = epochOf(String(next.at)) - Date.now();
    return { sent, wait: Number.isFinite(wait) ? Math.max(10, Math.min(wait, this.maxWaitMs)) : this.maxWaitMs };
  }
}
