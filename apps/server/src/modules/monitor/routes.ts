import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import { languageOf } from '../../core/language.js';
import { ok } from '../../core/result.js';
import { perm, route } from '../../core/route.js';
import { onlineCount } from '../online/service.js';
import type { Monitor } from './monitor.js';
import { REDIS_TEXTS, RedisUnavailable } from './redis.js';
import { httpOf, httpScreen, overviewScreen } from './views.js';

/** Permission of each 系统监控 screen (the menu seed's `monitor:<screen>:list`) and of the 监控页. */
export const MONITOR_PERMS = {
  system: 'monitor:system:list',
  jvm: 'monitor:jvm:list',
  tomcat: 'monitor:tomcat:list',
  redis: 'monitor:redis:list',
  disk: 'monitor:disk:list',
  trace: 'monitor:httpTrace:list',
  dashboard: 'dashboard:monitor:list',
} as const;

const nodeQuery = z.object({ node: z.string().max(200).optional() });

/**
 * The 系统监控 screens' own endpoints (`?node=` a process id from `nodes`, or `all`; default the answering
 * process). Every one needs its screen's permission: nothing of the monitor is anonymous.
 */
export function monitorRoutes(app: FastifyInstance, ctx: AppContext, monitor: Monitor): void {
  route(app, {
    method: 'GET',
    url: '/sys/monitor/system',
    access: perm(MONITOR_PERMS.system),
    query: nodeQuery,
    handler: async ({ query }) => ok(await monitor.view('system', query.node)),
  });
  route(app, {
    method: 'GET',
    url: '/sys/monitor/runtime',
    access: perm(MONITOR_PERMS.jvm),
    query: nodeQuery,
    handler: async ({ query }) => ok(await monitor.view('runtime', query.node)),
  });
  route(app, {
    method: 'GET',
    url: '/sys/monitor/http',
    access: perm(MONITOR_PERMS.tomcat),
    query: nodeQuery,
    handler: async ({ req, query }) => {
      const view = await monitor.view('http', query.node);
      const samples = view.entries.length === 1 ? view.entries[0].samples : [];
      return ok({
        nodes: view.nodes,
        selected: view.selected,
        online: await onlineCount(ctx),
        rps: view.entries.reduce((s, e) => s + (e.samples.at(-1)?.rps ?? 0), 0),
        samples,
        ...httpScreen(httpOf(view), languageOf(req)),
      });
    },
  });
  route(app, {
    method: 'GET',
    url: '/sys/monitor/trace',
    access: perm(MONITOR_PERMS.trace),
    query: nodeQuery,
    handler: async ({ query }) => {
      const view = await monitor.view('trace', query.node);
      const records = view.entries
        .flatMap((e) => e.data.map((t) => ({ ...t, node: e.node.id })))
        .sort((a, b) => b.time - a.time);
      return ok({ nodes: view.nodes, selected: view.selected, records });
    },
  });
  route(app, {
    method: 'GET',
    url: '/sys/monitor/disk',
    access: perm(MONITOR_PERMS.disk),
    query: nodeQuery,
    handler: async ({ query }) => ok(await monitor.view('disk', query.node)),
  });
  route(app, {
    method: 'GET',
    url: '/sys/monitor/redis',
    access: perm(MONITOR_PERMS.redis),
    handler: async ({ req }) => {
      const language = languageOf(req);
      if (!monitor.redis.configured) return ok({ configured: false, message: REDIS_TEXTS[language].notConfigured });
      const target = monitor.redis.targetIn(language);
      try {
        const [fields, point, commands] = await Promise.all([
          monitor.redis.info(undefined, language),
          monitor.redis.point(),
          monitor.redis.commands(),
        ]);
        return ok({
          configured: true,
          target,
          fields,
          point,
          points: monitor.redis.points,
          commands,
        });
      } catch (e) {
        const error = e instanceof RedisUnavailable ? e.in(language) : (e as Error).message;
        return ok({ configured: true, target, error });
      }
    },
  });
  route(app, {
    method: 'GET',
    url: '/sys/monitor/overview',
    access: perm(MONITOR_PERMS.dashboard),
    query: nodeQuery,
    handler: async ({ req, query }) =>
      ok(overviewScreen(await monitor.view('http', query.node ?? 'all'), await onlineCount(ctx), languageOf(req))),
  });
}
