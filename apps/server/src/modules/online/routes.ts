import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import { ApiError } from '../../core/errors.js';
import { ok, page } from '../../core/result.js';
import { perm, route } from '../../core/route.js';
import { onlineSessions } from './service.js';

const listQuery = z.object({
  username: z.string().max(100).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});

/**
 * Online users (contract §7.20). The `token` field of a row is the session id, never the bearer token:
 * force logout takes either.
 */
export function onlineRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, {
    method: 'GET',
    url: '/sys/online/list',
    access: perm('system:online:list'),
    query: listQuery,
    handler: async ({ query }) => {
      const { records, total } = await onlineSessions(ctx, query);
      return ok(page(records, total, query.pageNo, query.pageSize));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/online/forceLogout',
    access: perm('system:online:forceLogout'),
    body: z.object({ token: z.string({ error: 'Token无效!' }).min(1, 'Token无效!').max(2048) }),
    handler: async ({ body }) => {
      const sid = /^[0-9a-f]{32}$/.test(body.token) ? body.token : await ctx.sessions.sidOf(body.token);
      if (!sid || !(await ctx.sessions.revoke(sid))) throw new ApiError('Token无效!');
      return ok(null, '退出登录成功！');
    },
  });
}
