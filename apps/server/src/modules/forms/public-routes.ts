import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import type { PublicSites } from '../public/sites.js';
import { CHECK_MAIL, type SubscriptionService, type Visit } from './subscription-service.js';

/** Who a visitor is (links in mails never come from the request: `MailLinks`). */
export function visitOf(req: FastifyRequest): Visit {
  return { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') };
}

const tokenBody = z.object({ token: z.string({ error: '链接无效或已过期' }).max(200, '链接无效或已过期') });

/**
 * The subscription endpoints of the intake API: `POST /{site}/subscribe` (`{ email, topics }`, mails the
 * confirmation link), `POST /{site}/subscribe/confirm` and `/{site}/subscribe/unsubscribe` (`{ token }`).
 */
export function subscriptionRoutes(
  app: FastifyInstance,
  sites: PublicSites,
  subscriptions: SubscriptionService,
  opts: { perMinute: number },
): void {
  const rateLimit = { max: opts.perMinute, timeWindow: '1 minute' };
  const site = (req: FastifyRequest) => sites.of((req.params as { site: string }).site);
  route(app, {
    method: 'POST',
    url: '/:site/subscribe',
    access: 'public',
    bodyLimit: 8 * 1024,
    rateLimit,
    handler: async ({ req }) => {
      await subscriptions.subscribe(await site(req), req.body, visitOf(req));
      return ok(null, CHECK_MAIL);
    },
  });
  route(app, {
    method: 'POST',
    url: '/:site/subscribe/confirm',
    access: 'public',
    bodyLimit: 1024,
    rateLimit,
    body: tokenBody,
    handler: async ({ req, body }) => {
      await subscriptions.confirm(await site(req), body.token);
      return ok(null, '订阅成功');
    },
  });
  route(app, {
    method: 'POST',
    url: '/:site/subscribe/unsubscribe',
    access: 'public',
    bodyLimit: 1024,
    rateLimit,
    body: tokenBody,
    handler: async ({ req, body }) => {
      await subscriptions.unsubscribe(await site(req), body.token);
      return ok(null, '已退订');
    },
  });
}
