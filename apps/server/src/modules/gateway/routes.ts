import { sysGatewayRoute } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import { type ProxyDeps, proxy } from './proxy.js';
import type { GatewayRouteService } from './service.js';

const BASE = sysGatewayRoute.apiBase;
const flag = z.coerce.number().int().min(0).max(1);
const json = z.union([z.string().max(8000), z.array(z.unknown()).max(20)]);
const router = z.object({
  id: z.string().min(1).max(64).optional(),
  routerId: z.string({ error: '路由ID不能为空' }).min(1, '路由ID不能为空').max(64),
  name: z.string({ error: '路由名称不能为空' }).trim().min(1, '路由名称不能为空').max(100),
  uri: z.string({ error: '服务地址不能为空' }).min(1, '服务地址不能为空').max(500),
  predicates: json.optional(),
  filters: json.optional(),
  status: flag.optional(),
  publicAccess: flag.optional(),
});

/**
 * 网关路由 (contract §7.16): the list (unpaged, predicates and filters parsed), insert-or-update, delete and
 * JeecgBoot's clearRedis (here: the route table is read again). Every route needs its `system:gatewayRoute:*` code.
 */
export function gatewayAdminRoutes(
  app: FastifyInstance,
  crud: CrudDeps,
  service: GatewayRouteService,
  forget: () => void,
): void {
  // Registered for the registry's checks; none of the engine's endpoints fits this contract.
  mountEntity(app, crud, sysGatewayRoute, {
    except: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel', 'move'],
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/list`,
    access: perm(sysGatewayRoute.perm('list')),
    handler: async ({ req }) => ok(await service.list(sessionOf(req))),
  });

  route(app, {
    method: 'POST',
    url: `${BASE}/updateAll`,
    access: perm(sysGatewayRoute.perm('edit')),
    body: z.object({ router }),
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      await service.save(originOf(req, s), s, body.router);
      return ok(null, '路由保存成功！');
    },
  });

  route(app, {
    method: 'DELETE',
    url: `${BASE}/delete`,
    access: perm(sysGatewayRoute.perm('delete')),
    query: z.object({ id: z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64) }),
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      await service.remove(originOf(req, s), s, query.id);
      return ok(null, '删除路由成功');
    },
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/clearRedis`,
    access: perm(sysGatewayRoute.perm('edit')),
    handler: () => {
      forget();
      return ok(null, '刷新成功');
    },
  });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * `/gateway/{routerId}/…`: declared public, because whether a session is needed is the route's own setting
 * (`publicAccess`), checked by the proxy once the route is known. Bodies are not parsed: they stream to the upstream.
 */
export async function gatewayProxyRoutes(app: FastifyInstance, deps: ProxyDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));
  app.route({
    method: [...METHODS],
    url: '/*',
    config: { access: 'public' },
    handler: (req, reply) => proxy(deps, req, reply),
  });
}
