import type { AppContext } from '../../core/context.js';

export interface OnlineQuery {
  username?: string;
  pageNo: number;
  pageSize: number;
}

/** Live sessions (not expired, not idle too long) with their users, newest login first, and their total. */
export async function onlineSessions(ctx: AppContext, query: OnlineQuery) {
  let q = ctx.db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.id', 's.userId')
    .where('s.expireAt', '>', Date.now())
    .where('s.lastSeenAt', '>', Date.now() - ctx.config.sessionIdleMs);
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
