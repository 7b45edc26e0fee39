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

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('sysEphemeral').where('key', '=', key).execute();
  }

  /** Adds one to a counter that lives `ttlMs` from its first increment; returns the new count. */
  async increment(key: string, ttlMs: number): Promise<number> {
    const now = Date.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sysEphemeral')
        .select(['value', 'expireAt'])
        .where('key', '=', key)
        .executeTakeFirst();
      const live = row && row.expireAt > now;
      const count = live ? Number(row.value) + 1 : 1;
      const expireAt = live ? row.expireAt : now + ttlMs;
      await trx
        .insertInto('sysEphemeral')
        .values({ key, value: String(count), expireAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(count), expireAt }))
        .execute();
      return count;
    });
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('sysEphemeral').where('expireAt', '<=', Date.now()).execute();
  }
}
