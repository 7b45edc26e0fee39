import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { badRequest } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import type { PermissionService } from '../permission/service.js';
import type { PublicSites } from '../public/sites.js';
import type { IntakeService } from './service.js';
import { type IntakeUploads, MAX_INTAKE_BYTES } from './uploads.js';

/** The one file of a multipart request, through the public upload gate into the pending uploads; answers its token. */
export async function receiveUpload(req: FastifyRequest, reply: FastifyReply, siteId: string, uploads: IntakeUploads) {
  if (!req.isMultipart()) throw badRequest('请选择要上传的文件');
  return uploads.gate.run(req, reply, uploads.rules(siteId, req.ip, 1), async ({ files }) => {
    const [file] = files;
    if (!file) throw badRequest('请选择要上传的文件');
    return uploads.hold(siteId, req.ip, file);
  });
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
    handler: async ({ req, reply }) => {
      const site = await sites.of((req.params as { site: string }).site);
      return ok(await receiveUpload(req, reply, site.id, uploads), '上传成功');
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

/**
 * `GET /system-api/intake/unread`: unread submissions per form page of the current site (the menu polls it), within
 * the user's data rules on each form.
 */
export function intakeAdminRoutes(
  app: FastifyInstance,
  intake: IntakeService,
  permissions: PermissionService,
  crud: CrudDeps,
): void {
  route(app, {
    method: 'GET',
    url: '/intake/unread',
    access: 'authenticated',
    handler: async ({ req }) => {
      const s = sessionOf(req);
      const granted = await permissions.grantedCodes(s);
      return ok(await intake.unread(s.siteId, granted, (entity) => actorFor(crud, s, entity)));
    },
  });
}
