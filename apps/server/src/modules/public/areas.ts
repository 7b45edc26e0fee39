import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IpBudget } from '../../core/ip-budget.js';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import { AREA_GROUP } from './area-reader.js';
import type { Delivery } from './delivery.js';

const areaQuery = z.object({
  parent: z
    .string()
    .regex(/^\d{2,12}$/, '区域编码格式不正确')
    .default('86'),
});

/**
 * `GET /api/public/{site}/areas?parent=` — the sub-areas of an area of 区域管理 (provinces under `86`, the default;
 * cities under a province …) in code order, for the public pages' cascading selects. Shared by every site; cached
 * with ETag until the area table changes.
 */
export function publicAreaRoutes(app: FastifyInstance, delivery: Delivery, ratePerMinute: number): void {
  route(app, {
    method: 'GET',
    url: '/:site/areas',
    access: 'public',
    budget: new IpBudget(ratePerMinute),
    query: areaQuery,
    handler: async ({ req, reply, query }) => {
      await delivery.sites.of((req.params as { site: string }).site);
      return delivery.cache.send(req, reply, AREA_GROUP, `areas:${query.parent}`, async () => {
        const { timestamp: _moment, ...answer } = ok(await delivery.areas(query.parent));
        return { body: answer };
      });
    },
  });
}
