import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import type { PermissionService } from '../permission/service.js';
import type { PublicSites } from '../public/sites.js';
import type { IntakeService } from './service.js';

/** `POST /api/public/{siteCode}/intake/{form}`: a visitor's submission (no login, a small per-IP budget). */
export function intakeRoutes(app: FastifyInstance, sites: PublicSites, intake: IntakeService, perMinute: number): void {
  route(app, {
    method: 'POST',
    url: '/:site/intake/:form',
    access: 'public',
    bodyLimit: 64 * 1024,
    rateLimit: { max: perMinute, timeWindow: '1 minute' },
    handler: async ({ req }) => {
      const { site, form } = req.params as { site: string; form: string };
      const userAgent = String(req.headers['user-agent'] ?? '');
      return ok(await intake.submit(await sites.of(site), form, req.body, { ip: req.ip, userAgent }), '提交成功');
    },
  });
}

/** `GET /system-api/intake/unread`: unread submissions per form page of the current site (the menu polls it). */
export function intakeAdminRoutes(app: FastifyInstance, intake: IntakeService, permissions: PermissionService): void {
  route(app, {
    method: 'GET',
    url: '/intake/unread',
    access: 'authenticated',
    handler: async ({ req }) => {
      const s = sessionOf(req);
      return ok(await intake.unread(s.siteId, await permissions.grantedCodes(s.userId)));
    },
  });
}
