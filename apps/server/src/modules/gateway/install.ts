import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import type { DbHandle } from '../../db/index.js';
import { GATEWAY_PREFIX } from './proxy.js';
import { RateLimiter } from './rate-limiter.js';
import { RouteTable } from './route-table.js';
import { gatewayAdminRoutes, gatewayProxyRoutes } from './routes.js';
import { GatewayRouteService } from './service.js';

/** 网关路由: the admin routes (under the API prefix) and the proxy under `/gateway`. */
export function gatewayModule(handle: DbHandle, crud: CrudDeps, allowPrivate: boolean) {
  const table = new RouteTable(handle.db, handle.changes, handle.foreignVersion);
  const service = new GatewayRouteService(crud, allowPrivate);
  const deps = { table, limiter: new RateLimiter(), allowPrivate };
  return {
    api: (api: FastifyInstance) => gatewayAdminRoutes(api, crud, service, () => table.forget()),
    proxy: (app: FastifyInstance) =>
      app.register(async (gw) => gatewayProxyRoutes(gw, deps), { prefix: GATEWAY_PREFIX }),
  };
}
