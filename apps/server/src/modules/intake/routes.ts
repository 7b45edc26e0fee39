import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import type { PermissionService } from '../permission/service.js';
import type { PublicSites } from '../public/sites.js';
import type { IntakeService } from './service.js';
import { type IntakeUploads, MAX_INTAKE_BYTES } from './uploads.js';

/** The one file of a multipart request, streamed into the pending uploads; answers its token. */
export async function receiveUpload(req: FastifyRequest, siteId: string, uploads: IntakeUploads) {
  if (!req.isMultipart()) throw badRequest('请选择要上传的文件');
  const part = await req.file({ limits: { fileSize: MAX_INTAKE_BYTES + 1, files: 1, fields: 0 } });
  if (!part) throw badRequest('请选择要上传的文件');
  return uploads.receive(siteId, req.ip, part);
}

/**
 * `POST /api/public/{siteCode}/intake/{form}`: a visitor's submission, and `POST /api/public/{siteCode}/upload`: a
 * file to attach to one (answers a token the submission names). No login, the intake's small per-IP budget.
 */
export function intakeRoutes(
  app: FastifyInstance,
  sites: PublicSites,
  intake: IntakeService,
  uploads: IntakeUploads,
  perMinute: number,
): void {
  route(app, {
    method: 'POST',
    url: '/:site/upload',
    access: 'public',
    bodyLimit: MAX_INTAKE_BYTES + 64 * 1024,
    rateLimit: { max: perMinute, timeWindow: '1 minute' },
    handler: async ({ req }) => {
      const site = await sites.of((req.params as { site: string }).site);
      return ok(await receiveUpload(req, site.id, uploads), '上传成功');
    },
  });
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
