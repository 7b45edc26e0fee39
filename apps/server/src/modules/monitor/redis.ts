import { createClient } from 'redis';
import { ApiError } from '../../core/errors.js';
import { formatDateTime } from '../../core/time.js';
import { REDIS_DESCRIPTIONS } from './redis-descriptions.js';

export const NOT_CONFIGURED = '未配置 Redis';
const TIMEOUT_MS = 3000;
const KEPT_POINTS = 60;

export interface RedisField {
  key: string;
  value: string;
  description: string;
  section: string;
}

export interface RedisPoint {
  t: number;
  dbSize: number;
  usedMemory: number;
}

/** `key:value` lines of an INFO answer, under their `# Section`. */
export function parseInfo(text: string): RedisField[] {
  const out: RedisField[] = [];
  let section = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      section = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const key = line.slice(0, colon);
    out.push({ key, value: line.slice(colon + 1), description: REDIS_DESCRIPTIONS[key] ?? '', section });
  }
  return out;
}

/** Where a Redis URL points, without its credentials: `host:port/db`. */
export function redisTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}${u.pathname && u.pathname !== '/' ? u.pathname : '/0'}`;
  } catch {
    return '(无效地址)';
  }
}

function withTimeout<T>(p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError('Redis 无应答')), TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Redis监控: reads INFO and DBSIZE of the configured Redis (`REDIS_URL`) on its own connection, opened on first use
 * and kept. Each read adds a point (key count, memory) to a short history for the charts. Redis away: the reads fail
 * with a clear message, nothing else is affected.
 */
export class RedisMonitor {
  private client?: ReturnType<typeof createClient>;
  private connecting?: Promise<unknown>;
  readonly points: RedisPoint[] = [];

  constructor(readonly url: string | undefined) {}

  get configured(): boolean {
    return !!this.url;
  }

  get target(): string | null {
    return this.url ? redisTarget(this.url) : null;
  }

  private async ready() {
    if (!this.url) throw new ApiError(NOT_CONFIGURED);
    if (!this.client) {
      this.client = createClient({ url: this.url, socket: { connectTimeout: TIMEOUT_MS, reconnectStrategy: false } });
      this.client.on('error', () => {});
    }
    const client = this.client;
    if (!client.isReady) {
      this.connecting ??= client.connect().finally(() => {
        this.connecting = undefined;
      });
      try {
        await withTimeout(this.connecting);
      } catch (e) {
        // A failed connection is dropped: the next read starts a new one.
        this.client = undefined;
        client.destroy();
        throw new ApiError(`Redis 连接失败：${(e as Error).message}`);
      }
    }
    return client;
  }

  async info(section?: string): Promise<RedisField[]> {
    const client = await this.ready();
    return parseInfo(await withTimeout(section ? client.info(section) : client.info()));
  }

  /** Key count and used memory now; kept as a point of the history (at most one a second). */
  async point(): Promise<RedisPoint> {
    const client = await this.ready();
    const [dbSize, memory] = await withTimeout(Promise.all([client.dbSize(), client.info('memory')]));
    const used = parseInfo(memory).find((f) => f.key === 'used_memory');
    const point = { t: Date.now(), dbSize: Number(dbSize), usedMemory: Number(used?.value ?? 0) };
    const last = this.points.at(-1);
    if (!last || point.t - last.t >= 1000) {
      this.points.push(point);
      if (this.points.length > KEPT_POINTS) this.points.shift();
    }
    return point;
  }

  /** The calls and time per command (INFO commandstats), busiest first. */
  async commands(): Promise<{ command: string; calls: number; usec: number; usecPerCall: number }[]> {
    const fields = await this.info('commandstats');
    return fields
      .map((f) => {
        const v = Object.fromEntries(f.value.split(',').map((kv) => kv.split('=')));
        return {
          command: f.key.replace(/^cmdstat_/, ''),
          calls: Number(v.calls ?? 0),
          usec: Number(v.usec ?? 0),
          usecPerCall: Number(v.usec_per_call ?? 0),
        };
      })
      .sort((a, b) => b.calls - a.calls);
  }

  /** JeecgBoot's report series: the last five points as `{name: HH:mm:ss, value}`. */
  report(pick: (p: RedisPoint) => number): { data: { name: string; value: number }[] } {
    return {
      data: this.points.slice(-5).map((p) => ({ name: formatDateTime(new Date(p.t)).slice(11), value: pick(p) })),
    };
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client?.isOpen) await client.close().catch(() => client.destroy());
    else client?.destroy();
  }
}
