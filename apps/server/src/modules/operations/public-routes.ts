import { stat } from 'node:fs/promises';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { cmsReport, cmsVideo } from '@yunzhan/common/entities/operations/index';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ApiError, notFound } from '../../core/errors.js';
import { parseRange, sendRange } from '../../core/files/byte-range.js';
import { contentDisposition } from '../../core/files/disposition.js';
import { policyOf } from '../../core/files/policy.js';
import type { PublicUploadGate, TextFields } from '../../core/files/public-upload.js';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import { refusal } from '../forms/site-form-checks.js';
import { isPublishedNow } from '../public/published.js';
import type { PublicSite, PublicSites } from '../public/sites.js';
import type { SiteRenderer } from '../site-render/renderer.js';
import { siteTexts } from '../site-render/texts/index.js';
import type { StatsRecorder } from '../statistics/recorder.js';
import { type ApplicationService, RESUME_BIZ } from './applications.js';

type Params = { site: string; id: string };

const APPLIED = '感谢您的投递，我们会尽快与您联系。';

export interface OperationsPublicDeps {
  crud: CrudDeps;
  sites: PublicSites;
  applications: ApplicationService;
  recorder: StatsRecorder;
  /** Answers a browser's form post (the rendered site's application form) with a page instead of JSON. */
  renderer: SiteRenderer;
  ratePerMinute: number;
  intakePerMinute: number;
  /** Anonymous uploads: text first and checked, sizes and the IP's hour capped, nothing left of a refusal. */
  gate: PublicUploadGate;
}

/** One value per name (the last, as a repeated field overwrote the one before). */
const single = (fields: TextFields): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? (v.at(-1) ?? '') : v]));

/**
 * A multipart application through the public upload gate: its text fields, checked (the position open, the
 * applicant's fields) before the resume is written, then the resume, stored with the application.
 */
async function submitApplication(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: OperationsPublicDeps,
  site: PublicSite,
) {
  if (!req.isMultipart()) throw new ApiError('请上传简历');
  const from = { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') };
  const rules = {
    fileBytes: policyOf(RESUME_BIZ)?.maxBytes ?? 0,
    maxFiles: 1,
    textFields: 10,
    textBytes: 2000,
    validate: (fields: TextFields) => deps.applications.check(site, single(fields), from),
  };
  return deps.gate.run(req, reply, rules, async ({ fields, files: [file] }) => {
    const resume = file && { temp: file.temp, name: file.name, biz: RESUME_BIZ, received: file.received };
    return deps.applications.apply(site, single(fields), resume, from);
  });
}

/** The stored file of a published row of the site (its key within the public `cms` folder), or 404. */
async function publishedFile(deps: OperationsPublicDeps, req: FastifyRequest, entity: EntityDef, ext: string) {
  const { site, id } = req.params as Params;
  const publicSite = await deps.sites.of(site);
  const row = await deps.crud.stores.of(entity).get({ username: 'public', siteId: publicSite.id }, id);
  const key = typeof row?.file === 'string' ? row.file : '';
  const path = key.startsWith('cms/') && key.endsWith(`.${ext}`) ? deps.crud.files.pathOf(key) : null;
  if (!row || !isPublishedNow(entity, row) || !path) throw notFound('内容不存在');
  const size = await stat(path).then(
    (s) => s.size,
    () => undefined,
  );
  if (size === undefined) throw notFound('内容不存在');
  return { siteId: publicSite.id, row, key, size };
}

/**
 * The operations modules' public endpoints beside the delivery API: a job application with its resume
 * (multipart, on the intake path), a published video streamed with range requests, a published report's PDF.
 */
export function operationsPublicRoutes(app: FastifyInstance, deps: OperationsPublicDeps): void {
  const rateLimit = { max: deps.ratePerMinute, timeWindow: '1 minute' };

  route(app, {
    method: 'POST',
    url: '/:site/intake/application',
    access: 'public',
    bodyLimit: (policyOf(RESUME_BIZ)?.maxBytes ?? 0) + 64 * 1024,
    rateLimit: { max: deps.intakePerMinute, timeWindow: '1 minute' },
    handler: async ({ req, reply }) => {
      const site = await deps.sites.of((req.params as Params).site);
      const page = (req.headers.accept ?? '').includes('text/html');
      try {
        const id = await submitApplication(req, reply, deps, site);
        if (!page) return ok({ id }, '投递成功');
        const t = siteTexts(site.language);
        const applied = t.serverMessages ? APPLIED : t.jobs.appliedText;
        return reply.type('text/html; charset=utf-8').send(await deps.renderer.error(t.jobs.applied, applied, site));
      } catch (err) {
        if (!page || !(err instanceof ApiError) || err.status >= 500) throw err;
        const t = siteTexts(site.language);
        const html = await deps.renderer.error(t.jobs.failed, refusal(err, t), site);
        return reply.status(err.status).type('text/html; charset=utf-8').send(html);
      }
    },
  });

  route(app, {
    method: 'GET',
    url: '/:site/video/:id/stream',
    access: 'public',
    rateLimit,
    handler: async ({ req, reply }) => {
      const { siteId, row, key, size } = await publishedFile(deps, req, cmsVideo, 'mp4');
      const range = parseRange(req.headers.range, size);
      // A play counts once, at its first bytes (players fetch the rest in more ranges).
      if (range !== 'unsatisfiable' && (range?.start ?? 0) === 0) {
        deps.recorder.hit({ siteId, kind: 'download', module: 'video', contentId: String(row.id) });
      }
      reply.type('video/mp4').header('cache-control', 'public, max-age=3600');
      return sendRange(req, reply, deps.crud.files, key, size);
    },
  });

  route(app, {
    method: 'GET',
    url: '/:site/report/:id/file',
    access: 'public',
    rateLimit,
    handler: async ({ req, reply }) => {
      const { siteId, row, key, size } = await publishedFile(deps, req, cmsReport, 'pdf');
      deps.recorder.hit({ siteId, kind: 'download', module: 'report', contentId: String(row.id) });
      reply
        .type('application/pdf')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', contentDisposition('inline', `${String(row.title).slice(0, 150)}.pdf`));
      return sendRange(req, reply, deps.crud.files, key, size);
    },
  });
}
