import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../core/ip-budget.js';
import type { DeliveryCache } from './delivery-cache.js';

/**
 * Answers a cached public read from the first hook of its plugin, before the route's own hooks and handler run (no
 * parameter parsing, site look-up, serialisation, hashing or compression: the entry keeps its bytes, validators and
 * compressed variants). Only routes that keep their budget in `config.budget` are answered here, and the budget is
 * charged here instead of by the route, so each request counts once. `beforeRead` runs first on every request (other
 * processes' writes drop the cache, so a hit is never stale).
 */
export function answerCachedReads(app: FastifyInstance, cache: DeliveryCache, beforeRead: () => void): void {
  app.addHook('onRequest', (req, reply, done) => {
    beforeRead();
    const budget = req.routeOptions.config?.budget;
    const entry = budget && req.method === 'GET' ? cache.hit(req.url) : undefined;
    if (!entry) return done();
    const wait = budget?.charge(req.ip) ?? 0;
    if (wait) tooManyRequests(reply, wait);
    else cache.serve(req, reply, entry);
  });
}
