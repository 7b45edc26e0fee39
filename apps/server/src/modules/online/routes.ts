import { sysUser } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ok, page } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import type { LogService } from '../log/service.js';
import { GrantPolicy } from '../permission/grant-policy.js';
import type { PermissionService } from '../permission/service.js';
import { forceLogout, onlineSessions } from './service.js';

const listQuery = z.object({
  username: z.string().max(100).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
const INVALID = 'Token无效!';

/**
 * Online users (contract §7.20), those of the users the caller sees. A row's `id` and `token` are the session id,
 * never the bearer token: force logout takes either (JeecgBoot's client sends the row's `token`). It ends the session
 * (the token dies at once; its notice and table sockets close — in this process at once, in the others at their next
 * check) and writes an operation log.
 */
export function onlineRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  crud: CrudDeps,
  permissions: PermissionService,
  logs: LogService,
): void {
  const policy = new GrantPolicy(crud, permissions);
  route(app, {
    method: 'GET',
    url: '/sys/online/list',
    access: perm('system:online:list'),
    query: listQuery,
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      const actor = await policy.userActor(s);
      const { records, total } = await onlineSessions(ctx, query, crud.stores.of(sysUser), actor, s.sid);
      return ok(page(records, total, query.pageNo, query.pageSize));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/online/forceLogout',
    access: perm('system:online:forceLogout'),
    body: z.object({ token: z.string({ error: INVALID }).min(1, INVALID).max(2048) }),
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const target = await forceLogout(ctx, policy, s, body.token);
      await logs.operation({
        username: s.username,
        realname: s.realname,
        ip: req.ip,
        method: 'POST /sys/online/forceLogout',
        content: `在线用户-强制退出：${target.username}`,
        tenantId: s.tenantId,
        params: { username: target.username, ip: target.ip, loginTime: target.loginTime },
      });
      return ok(null, '退出登录成功！');
    },
  });
}
