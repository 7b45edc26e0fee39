import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import { valuesOf } from './prom.js';

/** The Node runtime of one process: what JeecgBoot's JVM信息 showed of the JVM. */
export interface RuntimeFigures {
  versions: Record<string, string>;
  memory: {
    rss: number;
    heapTotal: number;
    heapUsed: number;
    heapLimit: number;
    external: number;
    arrayBuffers: number;
  };
  heapSpaces: { name: string; size: number; used: number; available: number }[];
  /** Garbage collections since start by kind (`minor`, `major`, `incremental`, `weakcb`). */
  gc: { kind: string; count: number; seconds: number }[];
  /** Active libuv handles by type (sockets, timers, …) and in total. */
  handles: Record<string, number>;
  openFds: number | null;
  maxFds: number | null;
}

const VERSIONS = ['node', 'v8', 'uv', 'openssl', 'modules', 'napi'] as const;

export async function runtimeFigures(): Promise<RuntimeFigures> {
  const mem = process.memoryUsage();
  const gc = new Map<string, { kind: string; count: number; seconds: number }>();
  for (const v of await valuesOf('nodejs_gc_duration_seconds')) {
    const kind = String(v.labels.kind ?? '');
    const g = gc.get(kind) ?? { kind, count: 0, seconds: 0 };
    if (v.labels.metricName === 'nodejs_gc_duration_seconds_count') g.count = v.value;
    if (v.labels.metricName === 'nodejs_gc_duration_seconds_sum') g.seconds = v.value;
    gc.set(kind, g);
  }
  const handles: Record<string, number> = {};
  for (const type of process.getActiveResourcesInfo()) handles[type] = (handles[type] ?? 0) + 1;
  const [open] = await valuesOf('process_open_fds');
  const [max] = await valuesOf('process_max_fds');
  return {
    versions: Object.fromEntries(VERSIONS.map((k) => [k, process.versions[k] ?? ''])),
    memory: {
      rss: mem.rss,
      heapTotal: mem.heapTotal,
      heapUsed: mem.heapUsed,
      heapLimit: getHeapStatistics().heap_size_limit,
      external: mem.external,
      arrayBuffers: mem.arrayBuffers,
    },
    heapSpaces: getHeapSpaceStatistics().map((s) => ({
      name: s.space_name,
      size: s.space_size,
      used: s.space_used_size,
      available: s.space_available_size,
    })),
    gc: [...gc.values()].filter((g) => g.kind),
    handles,
    openFds: open?.value ?? null,
    maxFds: max?.value ?? null,
  };
}
