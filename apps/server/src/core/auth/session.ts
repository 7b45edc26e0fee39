import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/index.js';
import { formatDateTime, newId } from '../time.js';
import { tenantIdsOf } from './tenants.js';

/** What a request knows about its signed-in user. Built from the session row and the user row. */
export interface SessionContext {
  sid: string;
  userId: string;
  username: string;
  realname: string | null;
  siteId: string | null;
  orgCode: string | null;
  /** The tenant the session acts in (after the guard: the request's tenant). */
  tenantId: number | null;
  /** Tenants the user belongs to (sys_user.rel_tenant_ids; the default tenant when none). */
  tenantIds: readonly number[];
  passwordChangeRequired: boolean;
}

interface CacheEntry {
  ctx: SessionContext;
  lastSeenAt: number;
  expireAt: number;
  cachedAt: number;
}

/** How long a resolved session is trusted without a database read (other processes' revocations). */
const CACHE_MS = 2_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 60_000;

export interface SessionOptions {
  secret: Uint8Array;
  idleMs: number;
  maxMs: number;
}

/**
 * Server-side sessions behind signed tokens. A token is an HS256 JWT naming a session row;
 * deleting the row (logout, force logout, password change, freeze) revokes the token at once.
 */
export class SessionStore {
  private readonly cache = new Map<string, CacheEntry>();
  /** Tokens whose signature was verified: token → session id and expiry (seconds). Bounded. */
  private readonly verified = new Map<string, { sid: string; exp: number }>();

  constructor(
    private readonly db: Database,
    private readonly opts: SessionOptions,
  ) {}

  async create(
    user: { id: string; username: string },
    meta: {
      ip?: string;
      userAgent?: string;
      siteId?: string | null;
      orgCode?: string | null;
      tenantId?: number | null;
    },
  ): Promise<{ sid: string; token: string }> {
    const now = Date.now();
    const sid = newId();
    const expireAt = now + this.opts.maxMs;
    await this.db
      .insertInto('sysSession')
      .values({
        id: sid,
        userId: user.id,
        username: user.username,
        siteId: meta.siteId ?? null,
        orgCode: meta.orgCode ?? null,
        tenantId: meta.tenantId ?? null,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 255) ?? null,
        loginTime: formatDateTime(new Date(now)),
        lastSeenAt: now,
        expireAt,
      })
      .execute();
    const token = await new SignJWT({ sid, username: user.username })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expireAt / 1000))
      .sign(this.opts.secret);
    return { sid, token };
  }

  /**
   * The session a token names, or null when the token is forged, expired, revoked or idle too long. `touch: false`
   * checks without counting as use (an open socket's periodic check must not keep an idle session alive).
   */
  async resolve(token: string, { touch = true } = {}): Promise<SessionContext | null> {
    const sid = await this.sidOf(token);
    return sid ? this.resolveSid(sid, { touch }) : null;
  }

  /** The session of a session id another signed credential named (the file cookie). */
  async resolveSid(sid: string, { touch = true } = {}): Promise<SessionContext | null> {
    const now = Date.now();
    let entry = this.cache.get(sid);
    if (!entry || now - entry.cachedAt > CACHE_MS) {
      entry = await this.load(sid, now);
      if (!entry) {
        this.cache.delete(sid);
        return null;
      }
      this.cache.set(sid, entry);
    }
    if (entry.expireAt <= now || entry.lastSeenAt + this.opts.idleMs <= now) {
      await this.revoke(sid);
      return null;
    }
    if (touch && now - entry.lastSeenAt > TOUCH_MS) {
      entry.lastSeenAt = now;
      await this.db.updateTable('sysSession').set({ lastSeenAt: now }).where('id', '=', sid).execute();
    }
    return entry.ctx;
  }

  /** Verifies signature and expiry before any claim is read; the algorithm is pinned. */
  async sidOf(token: string): Promise<string | null> {
    const known = this.verified.get(token);
    if (known) return known.exp * 1000 > Date.now() ? known.sid : null;
    try {
      const { payload } = await jwtVerify(token, this.opts.secret, { algorithms: ['HS256'] });
      if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      if (this.verified.size >= 10_000) this.verified.clear();
      this.verified.set(token, { sid: payload.sid, exp: payload.exp });
      return payload.sid;
    } catch {
      return null;
    }
  }

  private async load(sid: string, now: number): Promise<CacheEntry | undefined> {
    const row = await this.db
      .selectFrom('sysSession as s')
      .innerJoin('sysUser as u', 'u.id', 's.userId')
      .select([
        's.id',
        's.userId',
        's.siteId',
        's.orgCode',
        's.tenantId',
        's.lastSeenAt',
        's.expireAt',
        'u.username',
        'u.realname',
        'u.status',
        'u.delFlag',
        'u.passwordChangeRequired',
        'u.relTenantIds',
      ])
      .where('s.id', '=', sid)
      .executeTakeFirst();
    if (row?.status !== 1 || row.delFlag !== 0) return undefined;
    return {
      ctx: {
        sid: row.id,
        userId: row.userId,
        username: row.username,
        realname: row.realname,
        siteId: row.siteId,
        orgCode: row.orgCode,
        tenantId: row.tenantId,
        tenantIds: tenantIdsOf(row.relTenantIds),
        passwordChangeRequired: row.passwordChangeRequired === 1,
      },
      lastSeenAt: row.lastSeenAt,
      expireAt: row.expireAt,
      cachedAt: now,
    };
  }

  async update(
    sid: string,
    patch: { siteId?: string | null; orgCode?: string | null; tenantId?: number | null },
  ): Promise<void> {
    await this.db.updateTable('sysSession').set(patch).where('id', '=', sid).execute();
    this.cache.delete(sid);
  }

  async revoke(sid: string): Promise<boolean> {
    this.cache.delete(sid);
    const r = await this.db.deleteFrom('sysSession').where('id', '=', sid).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Ends every session of a user (password change, freeze, delete), optionally keeping one. */
  async revokeUser(userId: string, exceptSid?: string): Promise<void> {
    let q = this.db.deleteFrom('sysSession').where('userId', '=', userId);
    if (exceptSid) q = q.where('id', '<>', exceptSid);
    await q.execute();
    for (const [sid, e] of this.cache) if (e.ctx.userId === userId && sid !== exceptSid) this.cache.delete(sid);
  }

  /** Forgets every cached session: another process changed the database (logout, freeze …). */
  forgetAll(): void {
    this.cache.clear();
  }

  /** Forgets cached user facts (status, password flag) so the next request reads them afresh. */
  forgetUser(userId: string): void {
    for (const [sid, e] of this.cache) if (e.ctx.userId === userId) this.cache.delete(sid);
  }

  async purgeExpired(): Promise<void> {
    const now = Date.now();
    await this.db
      .deleteFrom('sysSession')
      .where((eb) => eb.or([eb('expireAt', '<=', now), eb('lastSeenAt', '<=', now - this.opts.idleMs)]))
      .execute();
  }
}
