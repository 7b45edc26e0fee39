import { sql } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * Short-lived values shared by every server process through the database
 * (captcha answers, SMS codes, login-failure counters).
 */
export class EphemeralStore {
  constructor(private readonly db: Database) {}

  async get(key: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('sysEphemeral')
      .select(['value', 'expireAt'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || row.expireAt <= Date.now()) return null;
    return row.value;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const expireAt = Date.now() + ttlMs;
    await this.db
      .insertInto('sysEphemeral')
      .values({ key, value, expireAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, expireAt }))
      .execute();
  }

  /** Reads and deletes in one step: a value can be taken once only. */
  async take(key: string): Promise<string | null> {
    const row = await this.db
      .deleteFrom('sysEphemeral')
      .where('key', '=', key)
      .returning(['value', 'expireAt'])
      .executeTakeFirst();
    if (!row || row.expireAt <= Date.now()) return null;
    return row.value;
  }

  /** The live values whose key starts with `prefix` (letters, digits and `:` only: no LIKE wildcards). */
  async withPrefix(prefix: string): Promise<{ key: string; value: string }[]> {
    if (!/^[A-Za-z0-9:.-]+$/.test(prefix)) throw new Error(`unsafe ephemeral prefix ${prefix}`);
    return this.db
      .selectFrom('sysEphemeral')
      .select(['key', 'value'])
      .where('key', 'like', `${prefix}%`)
      .where('expireAt', '>', Date.now())
      .execute();
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('sysEphemeral').where('key', '=', key).execute();
  }

  /** Adds one to a counter that lives `ttlMs` from its first increment; returns the new count. */
  async increment(key: string, ttlMs: number): Promise<number> {
    return (await this.add(key, 1, ttlMs)).total;
  }

  /**
   * Adds `amount` to a counter that lives `ttlMs` from its first addition, in one statement (of concurrent
   * additions in any process, none is lost); answers its new total and when it expires. A negative amount only
   * lowers a live counter (a reservation given back), never starts one.
   */
  async add(key: string, amount: number, ttlMs: number): Promise<{ total: number; expireAt: number }> {
    const now = Date.now();
    if (amount < 0) {
      const row = await this.db
        .updateTable('sysEphemeral')
        .set({ value: sql<string>`cast(cast(${sql.ref('value')} as bigint) + ${amount} as varchar(32))` })
        .where('key', '=', key)
        .where('expireAt', '>', now)
        .returning(['value', 'expireAt'])
        .executeTakeFirst();
      return { total: Number(row?.value ?? 0), expireAt: Number(row?.expireAt ?? now) };
    }
    const live = sql<boolean>`${sql.ref('sysEphemeral.expireAt')} > ${now}`;
    const row = await this.db
      .insertInto('sysEphemeral')
      .values({ key, value: String(amount), expireAt: now + ttlMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          value: sql<string>`case when ${live} then cast(cast(${sql.ref('sysEphemeral.value')} as bigint) + ${amount} as varchar(32)) else ${String(amount)} end`,
          expireAt: sql<number>`case when ${live} then ${sql.ref('sysEphemeral.expireAt')} else ${now + ttlMs} end`,
        }),
      )
      .returning(['value', 'expireAt'])
      .executeTakeFirstOrThrow();
    return { total: Number(row.value), expireAt: Number(row.expireAt) };
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('sysEphemeral').where('expireAt', '<=', Date.now()).execute();
  }
}
