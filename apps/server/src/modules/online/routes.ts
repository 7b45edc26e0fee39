import { sysUser } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ok, page } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { GrantPolicy } from '../permission/grant-policy.js';
import type { PermissionService } from '../permission/service.js';
import { forceLogout, onlineSessions } from './service.js';

const listQuery = z.object({
  username: z.string().max(100).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});

/**
 * Online users (contract §7.20), those of the users the caller sees. The `token` field of a row is the session id,
 * never the bearer token: force logout takes either.
 */
export function onlineRoutes(app: FastifyInstance, ctx: AppContext, crud: CrudDeps, permissions: PermissionService) {
  const policy = new GrantPolicy(crud, permissions);

  route(app, {
    method: 'GET',
    url: '/sys/online/list',
    access: perm('system:online:list'),
    query: listQuery,
    handler: async ({ req, query }) => {
      const actor = await policy.userActor(sessionOf(req));
      const { records, total } = await onlineSessions(ctx, query, crud.stores.of(sysUser), actor);
      return ok(page(records, total, query.pageNo, query.pageSize));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/online/forceLogout',
    access: perm('system:online:forceLogout'),
    body: z.object({ token: z.string({ error: 'Token无效!' }).min(1, 'Token无效!').max(2048) }),
    handler: async ({ req, body }) => {
      await forceLogout(ctx, policy, sessionOf(req), body.token);
      return ok(null, '退出登录成功！');
    },
  });
}
