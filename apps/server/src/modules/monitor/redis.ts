import { createClient } from 'redis';
import { ApiError } from '../../core/errors.js';
import type { Language } from '../../core/language.js';
import { formatDateTime } from '../../core/time.js';
import { redisDescription } from './redis-descriptions-en.js';

export const NOT_CONFIGURED = '未配置 Redis';

/** The texts of Redis监控 that are not Redis's own, in each interface language. */
export const REDIS_TEXTS = {
  zh: {
    notConfigured: NOT_CONFIGURED,
    invalidUrl: '(无效地址)',
    noAnswer: 'Redis 无应答',
    connectFailed: 'Redis 连接失败：',
  },
  en: {
    notConfigured: 'Redis is not configured',
    invalidUrl: '(invalid address)',
    noAnswer: 'Redis did not answer',
    connectFailed: 'Could not connect to Redis: ',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** A failure to reach Redis, told in either interface language (`message` is the Chinese one). */
export class RedisUnavailable extends ApiError {
  constructor(
    readonly reason: 'noAnswer' | 'connectFailed',
    readonly detail = '',
  ) {
    super(REDIS_TEXTS.zh[reason] + detail);
  }

  in(language: Language): string {
    return REDIS_TEXTS[language][this.reason] + this.detail;
  }
}
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

/** `key:value` lines of an INFO answer, under their `# Section`, described in `language`. */
export function parseInfo(text: string, language: Language = 'zh'): RedisField[] {
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
    out.push({ key, value: line.slice(colon + 1), description: redisDescription(key, language), section });
  }
  return out;
}

/** Where a Redis URL points, without its credentials: `host:port/db`. */
export function redisTarget(url: string, language: Language = 'zh'): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}${u.pathname && u.pathname !== '/' ? u.pathname : '/0'}`;
  } catch {
    return REDIS_TEXTS[language].invalidUrl;
  }
}

function withTimeout<T>(p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RedisUnavailable('noAnswer')), TIMEOUT_MS);
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

  /** Where the configured Redis is (without credentials), or null. */
  targetIn(language: Language = 'zh'): string | null {
    return this.url ? redisTarget(this.url, language) : null;
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
        throw new RedisUnavailable('connectFailed', (e as Error).message);
      }
    }
    return client;
  }

  async info(section?: string, language: Language = 'zh'): Promise<RedisField[]> {
    const client = await this.ready();
    return parseInfo(await withTimeout(section ? client.info(section) : client.info()), language);
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
