import { cpus } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import { fail, ok } from '../../core/result.js';
import { perm, route } from '../../core/route.js';
import { onlineCount } from '../online/service.js';
import type { Monitor } from './monitor.js';
import { NOT_CONFIGURED } from './redis.js';
import { MONITOR_PERMS } from './routes.js';
import { runtimeFigures } from './runtime.js';

type Measurement = { statistic: string; value: number };
interface MetricDef {
  perm: string;
  description: string;
  baseUnit: string | null;
  measure(m: Monitor, ctx: AppContext): Promise<Measurement[]> | Measurement[];
}

const value = (v: number): Measurement[] => [{ statistic: 'VALUE', value: v }];
const NONE = '无 Node 对应指标，恒为 0';

/** The old-generation heap space: what the JVM's "live data" and "max data size" of the GC name. */
async function oldSpace() {
  return (await runtimeFigures()).heapSpaces.find((s) => s.name === 'old_space');
}

/**
 * Every metric name JeecgBoot's 系统信息, JVM信息 and Tomcat信息 ask `/actuator/metrics/<name>` for, with the Node
 * value that stands for it (its description says which) and the permission of its screen.
 */
const METRICS: Record<string, MetricDef> = {
  'system.cpu.count': {
    perm: MONITOR_PERMS.system,
    description: 'CPU 核数',
    baseUnit: null,
    measure: () => value(cpus().length),
  },
  'system.cpu.usage': {
    perm: MONITOR_PERMS.system,
    description: '整机 CPU 使用率（0–1，最近采样间隔）',
    baseUnit: null,
    measure: (m) => value(m.sampler.latest().systemCpu / 100),
  },
  'process.start.time': {
    perm: MONITOR_PERMS.system,
    description: '进程启动时间（Unix 秒）',
    baseUnit: 'seconds',
    measure: (m) => value(m.node.startedAt / 1000),
  },
  'process.uptime': {
    perm: MONITOR_PERMS.system,
    description: '进程运行时长',
    baseUnit: 'seconds',
    measure: () => value(process.uptime()),
  },
  'process.cpu.usage': {
    perm: MONITOR_PERMS.system,
    description: '本进程 CPU 使用率（占整机，0–1）',
    baseUnit: null,
    measure: (m) => value(m.sampler.latest().cpu / 100 / Math.max(1, cpus().length)),
  },
  'jvm.memory.max': {
    perm: MONITOR_PERMS.jvm,
    description: 'V8 堆上限',
    baseUnit: 'bytes',
    measure: async () => value((await runtimeFigures()).memory.heapLimit),
  },
  'jvm.memory.committed': {
    perm: MONITOR_PERMS.jvm,
    description: 'V8 已分配堆',
    baseUnit: 'bytes',
    measure: () => value(process.memoryUsage().heapTotal),
  },
  'jvm.memory.used': {
    perm: MONITOR_PERMS.jvm,
    description: 'V8 已用堆',
    baseUnit: 'bytes',
    measure: () => value(process.memoryUsage().heapUsed),
  },
  'jvm.buffer.memory.used': {
    perm: MONITOR_PERMS.jvm,
    description: 'ArrayBuffer/Buffer 占用内存',
    baseUnit: 'bytes',
    measure: () => value(process.memoryUsage().arrayBuffers),
  },
  'jvm.buffer.count': { perm: MONITOR_PERMS.jvm, description: NONE, baseUnit: null, measure: () => value(0) },
  'jvm.threads.live': {
    perm: MONITOR_PERMS.jvm,
    description: '活动 libuv 句柄数（Node 单线程事件循环）',
    baseUnit: 'threads',
    measure: () => value(process.getActiveResourcesInfo().length),
  },
  'jvm.threads.daemon': { perm: MONITOR_PERMS.jvm, description: NONE, baseUnit: 'threads', measure: () => value(0) },
  'jvm.threads.peak': { perm: MONITOR_PERMS.jvm, description: NONE, baseUnit: 'threads', measure: () => value(0) },
  'jvm.classes.loaded': { perm: MONITOR_PERMS.jvm, description: NONE, baseUnit: 'classes', measure: () => value(0) },
  'jvm.classes.unloaded': { perm: MONITOR_PERMS.jvm, description: NONE, baseUnit: 'classes', measure: () => value(0) },
  'jvm.gc.memory.allocated': { perm: MONITOR_PERMS.jvm, description: NONE, baseUnit: 'bytes', measure: () => value(0) },
  'jvm.gc.memory.promoted': { perm: MONITOR_PERMS.jvm, description: NONE, baseUnit: 'bytes', measure: () => value(0) },
  'jvm.gc.max.data.size': {
    perm: MONITOR_PERMS.jvm,
    description: 'V8 老生代空间大小',
    baseUnit: 'bytes',
    measure: async () => value((await oldSpace())?.size ?? 0),
  },
  'jvm.gc.live.data.size': {
    perm: MONITOR_PERMS.jvm,
    description: 'V8 老生代已用',
    baseUnit: 'bytes',
    measure: async () => value((await oldSpace())?.used ?? 0),
  },
  'jvm.gc.pause': {
    perm: MONITOR_PERMS.jvm,
    description: '垃圾回收次数与总耗时（各类合计）',
    baseUnit: 'seconds',
    measure: async () => {
      const gc = (await runtimeFigures()).gc;
      const seconds = gc.reduce((s, g) => s + g.seconds, 0);
      return [
        { statistic: 'COUNT', value: gc.reduce((s, g) => s + g.count, 0) },
        { statistic: 'TOTAL_TIME', value: seconds },
        { statistic: 'MAX', value: 0 },
      ];
    },
  },
  'tomcat.sessions.active.current': {
    perm: MONITOR_PERMS.tomcat,
    description: '在线会话数',
    baseUnit: 'sessions',
    measure: async (_m, ctx) => value(await onlineCount(ctx)),
  },
  'tomcat.sessions.active.max': {
    perm: MONITOR_PERMS.tomcat,
    description: '在线会话数（无历史峰值，同当前值）',
    baseUnit: 'sessions',
    measure: async (_m, ctx) => value(await onlineCount(ctx)),
  },
  'tomcat.sessions.created': {
    perm: MONITOR_PERMS.tomcat,
    description: NONE,
    baseUnit: 'sessions',
    measure: () => value(0),
  },
  'tomcat.sessions.expired': {
    perm: MONITOR_PERMS.tomcat,
    description: NONE,
    baseUnit: 'sessions',
    measure: () => value(0),
  },
  'tomcat.sessions.rejected': {
    perm: MONITOR_PERMS.tomcat,
    description: NONE,
    baseUnit: 'sessions',
    measure: () => value(0),
  },
  'http.server.requests': {
    perm: MONITOR_PERMS.tomcat,
    description: '本进程已应答的请求数',
    baseUnit: 'seconds',
    measure: (m) => [{ statistic: 'COUNT', value: m.stats.total }],
  },
};

export const ACTUATOR_METRICS = Object.keys(METRICS);

const traceQuery = z.object({ node: z.string().max(200).optional() });

/**
 * JeecgBoot's client shapes of the monitor (contract §7.22): Spring actuator metrics (bare), the HTTP trace
 * (bare, redacted) and the Redis / disk endpoints. JeecgBoot left `/actuator/**` anonymous (CVE-2021-37304);
 * here every route needs its screen's permission.
 */
export function actuatorRoutes(app: FastifyInstance, ctx: AppContext, monitor: Monitor): void {
  for (const [name, def] of Object.entries(METRICS)) {
    route(app, {
      method: 'GET',
      url: `/actuator/metrics/${name}`,
      access: perm(def.perm),
      handler: async () => ({
        name,
        description: def.description,
        baseUnit: def.baseUnit,
        measurements: await def.measure(monitor, ctx),
        availableTags: [],
      }),
    });
  }

  route(app, {
    method: 'GET',
    url: '/actuator/httptrace',
    access: perm(MONITOR_PERMS.trace),
    query: traceQuery,
    handler: async ({ query }) => {
      const view = await monitor.view('trace', query.node);
      const traces = view.entries
        .flatMap((e) => e.data)
        .sort((a, b) => b.time - a.time)
        .map((t) => ({
          timestamp: new Date(t.time).toISOString(),
          principal: t.user ? { name: t.user } : null,
          session: null,
          request: {
            method: t.method,
            uri: t.path,
            headers: Object.fromEntries(Object.entries(t.headers).map(([k, v]) => [k, [v]])),
            remoteAddress: t.ip,
          },
          response: { status: t.status, headers: t.contentType ? { 'Content-Type': [t.contentType] } : {} },
          timeTaken: Math.round(t.ms),
        }));
      return { traces };
    },
  });

  const redisRoute = (url: string, handler: () => Promise<unknown>) =>
    route(app, { method: 'GET', url: `/sys/actuator/redis/${url}`, access: perm(MONITOR_PERMS.redis), handler });
  const ready = () => monitor.redis.configured;

  redisRoute('info', async () => (ready() ? ok(await monitor.redis.info()) : fail(NOT_CONFIGURED)));
  redisRoute('keysSize', async () => {
    const p = ready() ? await monitor.redis.point() : undefined;
    return { create_time: p?.t ?? Date.now(), dbSize: p?.dbSize ?? null };
  });
  redisRoute('memoryInfo', async () => {
    const p = ready() ? await monitor.redis.point() : undefined;
    return { used_memory: p?.usedMemory ?? null, create_time: p?.t ?? Date.now() };
  });
  redisRoute('keysSizeForReport', async () => {
    if (ready()) await monitor.redis.point();
    return monitor.redis.report((p) => p.dbSize);
  });
  redisRoute('memoryForReport', async () => {
    if (ready()) await monitor.redis.point();
    return monitor.redis.report((p) => p.usedMemory);
  });
  redisRoute('infoForReport', async () => ({
    data: ready()
      ? (await monitor.redis.info()).map(({ key, value, description }) => ({ key, value, description }))
      : [],
  }));

  route(app, {
    method: 'GET',
    url: '/sys/actuator/redis/queryDiskInfo',
    access: perm(MONITOR_PERMS.disk),
    handler: async () =>
      ok(
        (await monitor.disk.figures()).filesystems.map(({ name, max, rest, restPPT }) => ({
          name,
          max,
          rest,
          restPPT,
        })),
      ),
  });
}
