import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInfo, RedisMonitor, RedisUnavailable, redisTarget } from '../src/modules/monitor/redis.js';
import { REDIS_DESCRIPTIONS } from '../src/modules/monitor/redis-descriptions.js';
import { redisDescription } from '../src/modules/monitor/redis-descriptions-en.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';

const EN = { 'accept-language': 'en-US' };
const ZH = { 'accept-language': 'zh-CN' };
const CJK = /[\u3400-\u9fff\uff01-\uff5e]/;

interface Route {
  route: string;
}

/** Issue 22: the monitor's own texts (route names, Redis texts and INFO descriptions) in the caller's language. */
describe('系统监控 in English', () => {
  let t: TestApp;
  let admin: string;
  const get = (path: string, headers: Record<string, string>) => call(t, 'GET', path, { token: admin, headers });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    // A request no route answers: counted under the recorder's own name.
    await call(t, 'GET', '/no-such-page');
  });
  afterAll(() => t.close());

  it('names the requests without a route in the caller language, on Tomcat信息 and the 监控页', async () => {
    const routes = async (path: string, headers: Record<string, string>, key: 'routes' | 'slowest') =>
      ((await get(path, headers)).body.result[key] as Route[]).map((r) => r.route);
    expect(await routes('/sys/monitor/http', ZH, 'routes')).toContain('(未匹配路由)');
    const english = await routes('/sys/monitor/http', EN, 'routes');
    expect(english).toContain('(no matching route)');
    expect(english.filter((r) => CJK.test(r))).toEqual([]);
    expect(await routes('/sys/monitor/overview', EN, 'slowest')).toContain('(no matching route)');
    expect(await routes('/sys/monitor/overview', ZH, 'slowest')).toContain('(未匹配路由)');
  });

  it('says Redis is not configured in the caller language', async () => {
    expect((await get('/sys/monitor/redis', EN)).body.result).toEqual({
      configured: false,
      message: 'Redis is not configured',
    });
    expect((await get('/sys/monitor/redis', ZH)).body.result.message).toBe('未配置 Redis');
  });

  it('describes every INFO field in English too', () => {
    for (const key of Object.keys(REDIS_DESCRIPTIONS)) {
      expect(redisDescription(key, 'en'), key).toMatch(/^[\x20-\x7e…]+$/);
      expect(redisDescription(key, 'zh'), key).toBe(REDIS_DESCRIPTIONS[key as keyof typeof REDIS_DESCRIPTIONS]);
    }
    const info = '# Server\r\nredis_version:7.2.4\r\nsome_new_field:1\r\n';
    expect(parseInfo(info, 'en')).toEqual([
      { key: 'redis_version', value: '7.2.4', description: 'Version of the Redis server', section: 'Server' },
      { key: 'some_new_field', value: '1', description: '', section: 'Server' },
    ]);
    expect(parseInfo(info)[0].description).toBe('Redis 服务器版本');
    expect(redisTarget('not a url', 'en')).toBe('(invalid address)');
    expect(redisTarget('not a url')).toBe('(无效地址)');
  });

  it('tells a Redis that cannot be reached in either language', async () => {
    const redis = new RedisMonitor('redis://127.0.0.1:1');
    try {
      const failure = await redis.info().catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(RedisUnavailable);
      expect((failure as RedisUnavailable).message).toMatch(/^Redis 连接失败：/);
      expect((failure as RedisUnavailable).in('en')).toMatch(/^Could not connect to Redis: /);
    } finally {
      await redis.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('Redis监控 in English', () => {
  it('describes INFO fields in the caller language', async () => {
    const t = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL as string });
    try {
      const admin = await login(t, 'admin');
      const version = async (headers: Record<string, string>) =>
        (await call(t, 'GET', '/sys/monitor/redis', { token: admin, headers })).body.result.fields.find(
          (f: { key: string }) => f.key === 'redis_version',
        ).description;
      expect(await version(EN)).toBe('Version of the Redis server');
      expect(await version(ZH)).toBe('Redis 服务器版本');
    } finally {
      await t.close();
    }
  });
});
