import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import { ApiError } from '../../core/errors.js';
import { ok, page } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import type { LogService } from '../log/service.js';
import { onlineSessions, sessionFacts } from './service.js';

const listQuery = z.object({
  username: z.string().max(100).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
const SESSION_ID = /^[0-9a-f]{32}$/;
const INVALID = 'Token无效!';

/**
 * Online users (contract §7.20). A row's `id` and `token` are the session id, never the bearer token: force logout
 * takes either (JeecgBoot's client sends the row's `token`). It ends the session (the token dies at once; its notice
 * and table sockets close — in this process at once, in the others at their next check) and writes an operation log.
 */
export function onlineRoutes(app: FastifyInstance, ctx: AppContext, logs: LogService): void {
  route(app, {
    method: 'GET',
    url: '/sys/online/list',
    access: perm('system:online:list'),
    query: listQuery,
    handler: async ({ req, query }) => {
      const { records, total } = await onlineSessions(ctx, query, sessionOf(req).sid);
      return ok(page(records, total, query.pageNo, query.pageSize));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/online/forceLogout',
    access: perm('system:online:forceLogout'),
    body: z.object({ token: z.string({ error: INVALID }).min(1, INVALID).max(2048) }),
    handler: async ({ req, body }) => {
      const sid = SESSION_ID.test(body.token) ? body.token : await ctx.sessions.sidOf(body.token);
      const target = sid ? await sessionFacts(ctx, sid) : undefined;
      if (!sid || !target || !(await ctx.sessions.revoke(sid))) throw new ApiError(INVALID);
      const s = sessionOf(req);
      await logs.operation({
        username: s.username,
        realname: s.realname,
        ip: req.ip,
        method: 'POST /sys/online/forceLogout',
        content: `在线用户-强制退出：${target.username}`,
        params: { username: target.username, ip: target.ip, loginTime: target.loginTime },
      });
      return ok(null, '退出登录成功！');
    },
  });
}
