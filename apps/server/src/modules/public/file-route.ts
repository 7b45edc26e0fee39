import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors.js';
import { sendRange } from '../../core/files/byte-range.js';
import { contentDisposition } from '../../core/files/disposition.js';
import { CONTENT_TYPES, INLINE } from '../../core/files/sniff.js';
import { route } from '../../core/route.js';
import type { Delivery } from './delivery.js';
import { PUBLIC_CACHE_CONTROL } from './delivery-cache.js';

/**
 * `GET /api/public/{site}/file/{key}`: a stored file that published content of the site names. Each request checks
 * that it still does (unpublishing removes access at once): browsers and proxies keep the file but revalidate
 * (`max-age=0`, an ETag of the immutable key), so a 304 costs no bytes and an unpublished file answers 404. Byte
 * ranges are served (a video embedded in rich text seeks by them).
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
      const path = (await delivery.files.isPublic(site, key)) ? storage.pathOf(key) : null;
      const size = path
        ? await stat(path).then(
            (s) => (s.isFile() ? s.size : undefined),
            () => undefined,
          )
        : undefined;
      if (size === undefined) throw notFound('文件不存在');
      const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
      reply
        .header('etag', etag)
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      const ext = extname(key).slice(1);
      reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header(
          'content-disposition',
          contentDisposition(INLINE.has(ext) ? 'inline' : 'attachment', key.split('/').pop() ?? key),
        );
      return sendRange(req, reply, storage, key, size);
    },
  });
}
