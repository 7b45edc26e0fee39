import type { Database } from '../../../db/index.js';

/** What the product's jobs reach: each module's own pass, built where the module is. */
export interface SystemJobDeps {
  db: Database;
  /** 系统通告's scheduled release: looks for due announcements and answers how many it sent. */
  announcements: { look(): Promise<number> };
  /** 推送记录's sender: a pass over the due pushes and retries. */
  pushes: { kick(): Promise<void> };
  sessions: { purgeExpired(): Promise<void> };
  ephemeral: { purgeExpired(): Promise<void> };
  /** Visitors' uploads no submission claimed: answers how many went. */
  uploads: { purge(): Promise<number> };
  /** 统计分析's counter of this process (its sums are written before a roll-up). */
  statistics: { flush(): Promise<void> };
}
