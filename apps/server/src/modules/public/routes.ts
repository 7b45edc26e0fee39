import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../core/errors.js';
import { IpBudget } from '../../core/ip-budget.js';
import { fail, ok, type Result } from '../../core/result.js';
import { route } from '../../core/route.js';
import { publicAreaRoutes } from './areas.js';
import type { Delivery } from './delivery.js';
import { publicEntity } from './delivery-service.js';
import { publicFileRoute } from './file-route.js';
import { openApiDocument } from './openapi.js';
import { openApiPage } from './openapi-page.js';

type Params = { site: string; module: string; id: string; slug: string };

/** The envelope without its moment: equal content gives equal bytes, so the ETag is the same in every process. */
const answer = <T>(result: T): Omit<Result<T>, 'timestamp'> => {
  const { timestamp: _moment, ...rest } = ok(result);
  return rest;
};

/**
 * The delivery API under `/api/public` (outside `/system-api`, whose answers are never cached): published rows of
 * every public entity per site, read-only, no login, a per-IP budget; answers cached until their tables change,
 * with ETag / 304.
 */
export function deliveryRoutes(app: FastifyInstance, delivery: Delivery, ratePerMinute: number): void {
  const rateLimit = { max: ratePerMinute, timeWindow: '1 minute' };
  // Each route its own per-IP budget, charged by the route or by the hook that answers its cached reads.
  const budget = () => new IpBudget(ratePerMinute);
  const { cache, service, sites } = delivery;
  const params = (req: FastifyRequest) => req.params as Params;
  const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;
  const key = (req: FastifyRequest) => req.url;

  delivery.answerCachedReads(app, cache);
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(fail('接口不存在', 404)));

  route(app, {
    method: 'GET',
    url: '/openapi.json',
    access: 'public',
    rateLimit,
    handler: ({ reply }) => reply.header('cache-control', 'public, max-age=300').send(openApiDocument()),
  });
  route(app, {
    method: 'GET',
    url: '/docs',
    access: 'public',
    rateLimit,
    handler: ({ reply }) =>
      reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(openApiPage()),
  });
  route(app, {
    method: 'GET',
    url: '/:site',
    access: 'public',
    budget: budget(),
    handler: ({ req, reply }) =>
      cache.send(req, reply, 'sites', key(req), async () => {
        const { id: _id, ...site } = await sites.of(params(req).site);
        return { body: answer(site) };
      }),
  });
  publicFileRoute(app, delivery, rateLimit);
  publicAreaRoutes(app, delivery, ratePerMinute);
  route(app, {
    method: 'GET',
    url: '/:site/:module',
    access: 'public',
    budget: budget(),
    handler: ({ req, reply }) => {
      const entity = publicEntity(params(req).module);
      return cache.send(req, reply, entity.name, key(req), async () => {
        const { result, validUntil } = await service.list(await sites.of(params(req).site), entity, query(req));
        return { body: answer(result), validUntil };
      });
    },
  });
  route(app, {
    method: 'GET',
    url: '/:site/:module/tree',
    access: 'public',
    budget: budget(),
    handler: ({ req, reply }) => {
      const entity = publicEntity(params(req).module);
      if (!entity.tree) throw notFound('内容不存在');
      return cache.send(req, reply, entity.name, key(req), async () => {
        const { result, validUntil } = await service.tree(await sites.of(params(req).site), entity, query(req));
        return { body: answer(result), validUntil };
      });
    },
  });
  route(app, {
    method: 'GET',
    url: '/:site/:module/by-slug/:slug',
    access: 'public',
    budget: budget(),
    handler: ({ req, reply }) => {
      const entity = publicEntity(params(req).module);
      return cache.send(req, reply, entity.name, key(req), async () => {
        const site = await sites.of(params(req).site);
        const { result, validUntil } = await service.bySlug(site, entity, params(req).slug);
        return { body: answer(result), validUntil };
      });
    },
  });
  route(app, {
    method: 'GET',
    url: '/:site/:module/:id',
    access: 'public',
    budget: budget(),
    handler: ({ req, reply }) => {
      const entity = publicEntity(params(req).module);
      return cache.send(req, reply, entity.name, key(req), async () => {
        const { result, validUntil } = await service.item(await sites.of(params(req).site), entity, params(req).id);
        return { body: answer(result), validUntil };
      });
    },
  });
}
