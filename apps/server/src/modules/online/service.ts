import type { SessionContext } from '../../core/auth/session.js';
import type { AppContext } from '../../core/context.js';
import type { Actor, EntityStore } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import type { GrantPolicy } from '../permission/grant-policy.js';

export interface OnlineQuery {
  username?: string;
  pageNo: number;
  pageSize: number;
}

const INVALID = 'Token无效!';

/**
 * Live sessions (not expired, not idle too long) of the users the actor sees (its data rules on the user list), with
 * their users, newest login first, and their total.
 */
/** Sessions in use now (not expired, active within the idle limit): the monitor's 在线会话. */
export async function onlineCount(ctx: AppContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('sysSession')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('expireAt', '>', Date.now())
    .where('lastSeenAt', '>', Date.now() - ctx.config.sessionIdleMs)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function onlineSessions(ctx: AppContext, query: OnlineQuery, users: EntityStore, actor: Actor) {
  const visible = users.scoped(actor).select('id');
  let q = ctx.db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.id', 's.userId')
    .where('s.expireAt', '>', Date.now())
    .where('s.lastSeenAt', '>', Date.now() - ctx.config.sessionIdleMs)
    .where('u.id', 'in', visible);
  if (query.username) q = q.where('s.username', '=', query.username);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const records = await q
    .select([
      's.id',
      's.id as token',
      's.username',
      'u.realname',
      'u.avatar',
      'u.birthday',
      'u.sex',
      'u.phone',
      's.ip',
      's.loginTime',
    ])
    .orderBy('s.loginTime', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return { records, total: Number(total) };
}

/**
 * 强制退出 (the session id, or the bearer token): a session of a user the caller sees (its data rules on the user
 * list; any other is as unknown), admin's only by admin.
 */
export async function forceLogout(ctx: AppContext, policy: GrantPolicy, s: SessionContext, token: string) {
  const sid = /^[0-9a-f]{32}$/.test(token) ? token : await ctx.sessions.sidOf(token);
  const target = sid ? await ctx.sessions.resolveSid(sid, { touch: false }) : null;
  if (!sid || !target) throw new ApiError(INVALID);
  const users = await policy.visibleUsers(await policy.userActor(s), [target.userId]);
  if (!users.length) throw new ApiError(INVALID);
  policy.assertNotAdminUser(s, users);
  if (!(await ctx.sessions.revoke(sid))) throw new ApiError(INVALID);
}
