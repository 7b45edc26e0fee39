import type { SessionContext } from '../../core/auth/session.js';
import type { AppContext } from '../../core/context.js';
import type { Actor, EntityStore } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { formatDateTime } from '../../core/time.js';
import type { GrantPolicy } from '../permission/grant-policy.js';
import { browserOf } from './user-agent.js';

export interface OnlineQuery {
  username?: string;
  pageNo: number;
  pageSize: number;
}

const INVALID = 'Token无效!';

/** Sessions in use now: not expired, active within the idle limit. */
function live(ctx: AppContext) {
  return ctx.db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.id', 's.userId')
    .where('s.expireAt', '>', Date.now())
    .where('s.lastSeenAt', '>', Date.now() - ctx.config.sessionIdleMs);
}

/** How many sessions are in use now: the monitor's 在线会话. */
export async function onlineCount(ctx: AppContext): Promise<number> {
  const row = await live(ctx)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Live sessions of the users the actor sees (its data rules on the user list), with their users, newest login first,
 * and their total. `id` and `token` are the session id, never the bearer token; `current` marks the caller's.
 */
export async function onlineSessions(
  ctx: AppContext,
  query: OnlineQuery,
  users: EntityStore,
  actor: Actor,
  mySid?: string,
) {
  let q = live(ctx).where('u.id', 'in', users.scoped(actor).select('id'));
  if (query.username) q = q.where('s.username', '=', query.username);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
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
      's.userAgent',
      's.loginTime',
      's.lastSeenAt',
    ])
    .orderBy('s.loginTime', 'desc')
    .orderBy('s.id')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const records = rows.map(({ userAgent, lastSeenAt, ...r }) => ({
    ...r,
    browser: browserOf(userAgent),
    lastActiveTime: formatDateTime(new Date(Number(lastSeenAt))),
    current: r.id === mySid,
  }));
  return { records, total: Number(total) };
}

/**
 * Ends a session (by its id or its token) of a user the caller sees; admin's only by admin. Answers who it was (for
 * the log row). Any other session is as unknown: `Token无效!`.
 */
export async function forceLogout(ctx: AppContext, policy: GrantPolicy, s: SessionContext, token: string) {
  const sid = /^[0-9a-f]{32}$/.test(token) ? token : await ctx.sessions.sidOf(token);
  const target = sid
    ? await ctx.db
        .selectFrom('sysSession')
        .select(['userId', 'username', 'ip', 'loginTime'])
        .where('id', '=', sid)
        .executeTakeFirst()
    : undefined;
  if (!sid || !target) throw new ApiError(INVALID);
  const users = await policy.visibleUsers(await policy.userActor(s), [target.userId]);
  if (!users.length) throw new ApiError(INVALID);
  policy.assertNotAdminUser(s, users);
  if (!(await ctx.sessions.revoke(sid))) throw new ApiError(INVALID);
  return target;
}
