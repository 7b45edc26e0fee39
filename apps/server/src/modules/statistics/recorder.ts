import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { AnyDb } from '../../core/crud/contracts.js';
import { today } from '../../core/time.js';

/**
 * What a hit counts: a page or API read, a file download or play, a search term, a form submission, a visitor (one
 * row per address and day: its `content_id` a keyed hash of the address, never the address).
 */
export type HitKind = 'view' | 'download' | 'search' | 'intake' | 'visitor';

export interface Hit {
  siteId: string;
  kind: HitKind;
  /** The public path of the module ('home' for a site's home page). */
  module: string;
  /** A row id, `@<slug>` for a read by slug, or '' for the module as a whole. */
  contentId?: string;
  term?: string;
}

/** Keys held between flushes before one is forced (distinct search terms are the unbounded part). */
const MAX_PENDING_KEYS = 20_000;
const ROWS_PER_STATEMENT = 200;
const SEP = '\u0000';

function keyOf(h: Hit, day: string): string {
  const term = (h.term ?? '').trim().toLowerCase().slice(0, 100);
  const contentId = (h.contentId ?? '').slice(0, 64);
  return [h.siteId, day, h.kind, h.module.slice(0, 64), contentId, term].join(SEP);
}

/**
 * Counts public traffic in memory and adds each minute's sums to `cms_stat_daily` (one upsert per distinct key,
 * in one transaction): a request only bumps a number. Each process flushes its own sums, so workers add up.
 */
export class StatsRecorder {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly visitorKey: Buffer;

  constructor(
    private readonly db: AnyDb,
    private readonly onError: (err: unknown) => void = () => undefined,
    /** The deployment's secret: every process names a visitor of a day alike, and nobody else can. */
    secret: Uint8Array | string = '',
  ) {
    this.visitorKey = createHmac('sha256', secret).update('yunzhan statistics visitor').digest();
  }

  hit(h: Hit, day = today()): void {
    this.add(keyOf(h, day));
  }

  /** Counts `h` each time it is called (its key made once a day: the public side's per-request count). */
  counter(h: Hit): () => void {
    let day = '';
    let key = '';
    return () => {
      const now = today();
      if (now !== day) {
        day = now;
        key = keyOf(h, day);
      }
      this.add(key);
    };
  }

  /**
   * Counts the visitor of a site a request comes from (its address); the address stays in memory until the flush
   * writes its keyed hash.
   */
  visitor(siteId: string): (ip: string) => void {
    return (ip) => this.add(keyOf({ siteId, kind: 'visitor', module: '', contentId: ip }, today()));
  }

  private add(key: string): void {
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    if (this.pending.size >= MAX_PENDING_KEYS) void this.flush();
  }

  start(intervalMs = 60_000): void {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  /** Writes the sums gathered so far; flushes run one after another. */
  flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.flushing.then(() => this.write(batch)).catch(this.onError);
    return this.flushing;
  }

  /** A visitor's name for one day: another day, another name (visits of different days are not linked). */
  private visitorId(day: string, ip: string): string {
    return createHmac('sha256', this.visitorKey).update(`${day}${SEP}${ip}`).digest('hex').slice(0, 32);
  }

  private async write(batch: Map<string, number>): Promise<void> {
    if (!batch.size) return;
    const rows = [...batch].map(([key, hits]) => {
      const [site_id, day, kind, module, content, term] = key.split(SEP);
      const content_id = kind === 'visitor' ? this.visitorId(day, content) : content;
      return { site_id, day, kind, module, content_id, term, hits };
    });
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await trx
          .withoutPlugins()
          .insertInto('cms_stat_daily')
          .values(rows.slice(i, i + ROWS_PER_STATEMENT))
          .onConflict((oc) =>
            oc
              .columns(['site_id', 'day', 'kind', 'module', 'content_id', 'term'])
              .doUpdateSet({ hits: sql`cms_stat_daily.hits + excluded.hits` }),
          )
          .execute();
      }
    });
  }
}
