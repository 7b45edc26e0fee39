import type { AppContext } from '../../core/context.js';
import { formatDateTime } from '../../core/time.js';
import { browserOf } from './user-agent.js';

export interface OnlineQuery {
  username?: string;
  pageNo: number;
  pageSize: number;
}

/** A session as 在线用户 lists it: `id` and `token` are the session id, never the bearer token. */
function live(ctx: AppContext) {
  return ctx.db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.id', 's.userId')
    .where('s.expireAt', '>', Date.now())
    .where('s.lastSeenAt', '>', Date.now() - ctx.config.sessionIdleMs);
}

/** Live sessions (not expired, not idle too long) with their users, newest login first, and their total; `current` marks the caller's. */
export async function onlineSessions(ctx: AppContext, query: OnlineQuery, mySid?: string) {
  let q = live(ctx);
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

/** Who a session is (for the force-logout log row), or undefined when there is no such session. */
export function sessionFacts(ctx: AppContext, sid: string) {
  return ctx.db
    .selectFrom('sysSession')
    .select(['username', 'ip', 'loginTime'])
    .where('id', '=', sid)
    .executeTakeFirst();
}
