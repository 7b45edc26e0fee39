import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { contentDisposition } from '../../core/files/disposition.js';
import type { FileStorage } from '../../core/files/storage.js';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import type { PublicSites } from '../public/sites.js';
import { DOWNLOADABLE } from './downloadable.js';
import { requestedRange } from './range.js';
import type { DownloadService } from './service.js';

type Params = { site: string; module: string; id: string };

const voteBody = z.object({ helpful: z.boolean({ error: '请选择有帮助或没帮助' }) });

/**
 * Public side of the download centre under `/api/public`: the counting download link of a published file
 * (`/{site}/{driver|update|appDownload|manual}/{id}/download`, original name, SHA-256 as ETag, one byte
 * range for resumed downloads) and the FAQ votes.
 */
export function downloadPublicRoutes(
  app: FastifyInstance,
  sites: PublicSites,
  downloads: DownloadService,
  files: FileStorage,
  rates: { read: number; vote: number },
): void {
  const params = (req: FastifyRequest) => req.params as Params;
  route(app, {
    method: 'GET',
    url: '/:site/:module/:id/download',
    access: 'public',
    rateLimit: { max: rates.read, timeWindow: '1 minute' },
    handler: async ({ req, reply }) => {
      const entity = DOWNLOADABLE.get(params(req).module);
      if (!entity) throw notFound('内容不存在');
      const site = await sites.of(params(req).site);
      const file = await downloads.publishedFile(site, entity, params(req).id);
      const etag = file.sha256 ? `"${file.sha256}"` : undefined;
      if (etag) reply.header('etag', etag).header('x-checksum-sha256', file.sha256);
      reply.header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff');
      if (etag && req.headers['if-none-match'] === etag) return reply.status(304).send();
      const ifRange = typeof req.headers['if-range'] === 'string' ? req.headers['if-range'] : undefined;
      const range = file.size === null ? undefined : requestedRange(req.headers.range, file.size, ifRange, etag);
      reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('accept-ranges', file.size === null ? 'none' : 'bytes');
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      // A HEAD (link checkers) or the rest of a resumed download is no new download.
      if (req.method !== 'HEAD' && (!range || range.start === 0)) {
        await downloads.countDownload(entity, params(req).id);
      }
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', String(range.end - range.start + 1))
          .send(files.open(file.key, range));
      }
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(files.open(file.key));
    },
  });
  route(app, {
    method: 'POST',
    url: '/:site/problem/:id/vote',
    access: 'public',
    bodyLimit: 1024,
    rateLimit: { max: rates.vote, timeWindow: '1 minute' },
    body: voteBody,
    handler: async ({ req, body }) => {
      const site = await sites.of(params(req).site);
      return ok(await downloads.vote(site, params(req).id, body.helpful), '感谢您的反馈');
    },
  });
}
