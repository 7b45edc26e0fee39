import type { Database } from '../../db/index.js';
import { formatDateTime } from '../time.js';
import { SUPER_USER, tenantIdsOf } from './tenants.js';

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
  private cached: { at: number; rows: Promise<TenantRow[]>; usable: Promise<ReadonlySet<number>> } | undefined;

  constructor(private readonly db: Database) {}

  all(): Promise<TenantRow[]> {
    return this.read().rows;
  }

  private read() {
    if (!this.cached || Date.now() - this.cached.at > TTL_MS) {
      const rows = this.db
        .selectFrom('sysTenant')
        .select(['id', 'name', 'beginDate', 'endDate', 'status'])
        .orderBy('id')
        .execute();
      // Every guarded request asks for the usable set: it is made once per read, not per request.
      const now = formatDateTime();
      const open = rows.then((all) => new Set(all.filter((t) => usable(t, now)).map((t) => t.id)));
      open.catch(() => {});
      this.cached = { at: Date.now(), rows, usable: open };
      rows.catch(() => {
        this.cached = undefined;
      });
    }
    return this.cached;
  }

  /** Ids of the usable tenants, as of the last read (at most two seconds old). */
  usable(): Promise<ReadonlySet<number>> {
    return this.read().usable;
  }

  /** The usable tenants of a user (every one for the super user), in id order. */
  async ofUser(user: { username: string; relTenantIds: string | null }): Promise<{ id: number; name: string }[]> {
    const all = await this.all();
    const mine = user.username === SUPER_USER ? all.map((t) => t.id) : tenantIdsOf(user.relTenantIds);
    const now = formatDateTime();
    return all.filter((t) => mine.includes(t.id) && usable(t, now)).map(({ id, name }) => ({ id, name }));
  }

  invalidate(): void {
    this.cached = undefined;
  }
}
