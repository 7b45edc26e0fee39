import type { Database } from '../../db/index.js';
import { formatDateTime } from '../time.js';

/** How long the set of usable tenants is trusted without a read (another process may freeze one). */
const TTL_MS = 2_000;

export interface TenantRow {
  id: number;
  name: string;
  beginDate: string | null;
  endDate: string | null;
  status: number;
}

/** A tenant is usable while enabled and inside its begin and end dates. */
export const usable = (t: TenantRow, now = formatDateTime()) =>
  t.status === 1 && (!t.beginDate || t.beginDate <= now) && (!t.endDate || t.endDate >= now);

/** The tenants a session may act in, read at most every two seconds and at once after a local change. */
export class TenantDirectory {
  private cached: { at: number; rows: Promise<TenantRow[]> } | undefined;

  constructor(private readonly db: Database) {}

  all(): Promise<TenantRow[]> {
    if (!this.cached || Date.now() - this.cached.at > TTL_MS) {
      const rows = this.db
        .selectFrom('sysTenant')
        .select(['id', 'name', 'beginDate', 'endDate', 'status'])
        .orderBy('id')
        .execute();
      this.cached = { at: Date.now(), rows };
      rows.catch(() => {
        this.cached = undefined;
      });
    }
    return this.cached.rows;
  }

  async usable(): Promise<ReadonlySet<number>> {
    const now = formatDateTime();
    return new Set((await this.all()).filter((t) => usable(t, now)).map((t) => t.id));
  }

  invalidate(): void {
    this.cached = undefined;
  }
}
