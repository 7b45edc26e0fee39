import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { actuatorRoutes } from './actuator.js';
import { metricsRoute } from './metrics.js';
import { Monitor } from './monitor.js';
import { monitorRoutes } from './routes.js';

export { Monitor } from './monitor.js';

/**
 * 系统监控 on the root app, before any route: the request hooks (the monitor's own polling counted, not traced),
 * the sampler and `/metrics`. Answers the monitor, whose endpoints `monitorApi` mounts under the API prefix.
 */
export function installMonitor(app: FastifyInstance, ctx: AppContext, apiPrefix: string): Monitor {
  const monitor = new Monitor({ config: ctx.config, ephemeral: ctx.ephemeral, database: ctx.dialect });
  monitor.install(app, ['/metrics', ...['/sys/monitor/', '/actuator/', '/sys/actuator/'].map((p) => apiPrefix + p)]);
  metricsRoute(app, ctx.config.metricsToken);
  return monitor;
}

/** The screens' endpoints and JeecgBoot's actuator shapes. */
export function monitorApi(api: FastifyInstance, ctx: AppContext, monitor: Monitor): void {
  monitorRoutes(api, ctx, monitor);
  actuatorRoutes(api, ctx, monitor);
}
