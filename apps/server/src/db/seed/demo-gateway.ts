import type { Kysely } from 'kysely';
import { stableId } from './ids.js';
import { SEED_BY, type SeedContext } from './util.js';

/**
 * Demo rows of 网关路由, both off (the server proxies nothing until an administrator turns a route on): an echo
 * service behind a path, strip prefix and a rate limit, and one with a timeout and an added header.
 */
const ROUTES = [
  {
    router_id: 'httpbin',
    name: '演示：请求回显',
    uri: 'https://httpbin.org',
    predicates: [{ name: 'Path', args: ['/echo/**'] }],
    filters: [
      { name: 'StripPrefix', args: [{ key: 'parts', value: 1 }] },
      {
        name: 'RequestRateLimiter',
        args: [
          { key: 'replenishRate', value: 5 },
          { key: 'burstCapacity', value: 10 },
        ],
      },
    ],
  },
  {
    router_id: 'weather',
    name: '演示：天气接口',
    uri: 'https://api.example.com/weather',
    predicates: [{ name: 'Method', args: ['GET'] }],
    filters: [
      { name: 'Timeout', args: [{ key: 'ms', value: 5000 }] },
      {
        name: 'AddRequestHeader',
        args: [
          { key: 'name', value: 'X-Client' },
          { key: 'value', value: 'yunzhan' },
        ],
      },
    ],
  },
];

export async function seedGatewayDemo(ctx: SeedContext): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: a table of the entity engine, outside the typed schema
  const db: Kysely<any> = ctx.db.withoutPlugins();
  await db
    .insertInto('sys_gateway_route')
    .values(
      ROUTES.map((r) => ({
        id: stableId(`gateway-route:${r.router_id}`),
        ...{ router_id: r.router_id, name: r.name, uri: r.uri, status: 0, public_access: 0 },
        ...{ predicates: JSON.stringify(r.predicates), filters: JSON.stringify(r.filters) },
        ...{ create_by: SEED_BY, create_time: ctx.now },
      })),
    )
    .execute();
}
