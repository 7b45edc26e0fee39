import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors.js';
import { contentDisposition } from '../../core/files/disposition.js';
import { CONTENT_TYPES, INLINE } from '../../core/files/sniff.js';
import { route } from '../../core/route.js';
import type { Delivery } from './delivery.js';
import { PUBLIC_CACHE_CONTROL } from './delivery-cache.js';

/**
 * `GET /api/public/{site}/file/{key}`: a stored file that published content of the site names. Each request checks
 * that it still does (unpublishing removes access at once): browsers and proxies keep the file but revalidate
 * (`max-age=0`, an ETag of the immutable key), so a 304 costs no bytes and an unpublished file answers 404.
 */
export function publicFileRoute(
  app: FastifyInstance,
  delivery: Delivery,
  rateLimit: { max: number; timeWindow: string },
): void {
  route(app, {
    method: 'GET',
    url: '/:site/file/*',
    access: 'public',
    rateLimit,
    handler: async ({ req, reply }) => {
      const { site: code, '*': key } = req.params as { site: string; '*': string };
      const site = await delivery.sites.of(code);
      const { storage } = delivery.files;
      if (!(await delivery.files.isPublic(site, key)) || !(await storage.exists(key))) throw notFound('文件不存在');
      const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
      reply
        .header('etag', etag)
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      const ext = extname(key).slice(1);
      return reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header(
          'content-disposition',
          contentDisposition(INLINE.has(ext) ? 'inline' : 'attachment', key.split('/').pop() ?? key),
        )
        .send(storage.open(key));
    },
  });
}
