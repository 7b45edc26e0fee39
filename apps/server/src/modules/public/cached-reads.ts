import type { FastifyInstance } from 'fastify';
import { chargeOnce, tooManyRequests } from '../../core/ip-budget.js';
import type { DeliveryCache } from './delivery-cache.js';
import type { FastLane } from './fast-lane.js';

/**
 * Answers a cached public read from the first hook of its plugin, before the route's own hooks and handler run (no
 * parameter parsing, site look-up, serialisation, hashing or compression: the entry keeps its bytes, validators and
 * compressed variants). Only routes that keep their budget in `config.budget` are answered here, and the budget is
 * charged here instead of by the route, so each request counts once. `beforeRead` runs first on every request (other
 * processes' writes drop the cache, so a hit is never stale). With a `lane`, the reads this plugin answered once
 * are answered from then on in front of Fastify (`FastLane`).
 */
export function answerCachedReads(
  app: FastifyInstance,
  cache: DeliveryCache,
  beforeRead: () => void,
  lane?: FastLane,
): void {
  app.addHook('onRequest', (req, reply, done) => {
    beforeRead();
    const budget = req.routeOptions.config?.budget;
    const entry = budget && req.method === 'GET' ? cache.hit(req.url) : undefined;
    if (!entry || !budget) return done();
    const wait = chargeOnce(budget, req);
    if (wait) tooManyRequests(reply, wait);
    else cache.serve(req, reply, entry);
  });
  lane?.learn(app, cache, beforeRead);
}
