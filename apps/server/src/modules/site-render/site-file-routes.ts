import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../core/errors.js';
import { CONTENT_TYPES } from '../../core/files/sniff.js';
import { route } from '../../core/route.js';
import type { Delivery } from '../public/delivery.js';
import { PUBLIC_CACHE_CONTROL } from '../public/delivery-cache.js';
import type { SiteRenderer } from './renderer.js';
import { SITE_SCRIPT } from './site-script.js';
import { robotsOf, sitemapOf } from './sitemap.js';

/** The icon of a site without its own 网站图标: the built-in brand mark. */
const DEFAULT_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="M9 9.5l7 7 7-7M16 16.5V24" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const IMAGE_TYPES: Readonly<Record<string, string>> = { ...CONTENT_TYPES, svg: 'image/svg+xml', ico: 'image/x-icon' };

const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

/** Sends text with a validator (304 on a match), revalidated by caches at each use. */
function sendText(reply: FastifyReply, inm: string | undefined, type: string, body: string) {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (inm === etag) return reply.status(304).send();
  return reply.type(type).send(body);
}

/**
 * Files of each rendered site beside its pages: `site.js` (the layout's script), `/{site}/favicon.ico` (the site's
 * 网站图标, else the brand mark), `/{site}/logo`, `/{site}/robots.txt` and `/{site}/sitemap.xml`. A site's icon and logo
 * are its public face: served from its settings, whatever the file's publication, as sandboxed images.
 */
export function siteFileRoutes(app: FastifyInstance, delivery: Delivery, renderer: SiteRenderer, perMinute: number) {
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };
  const siteOf = (params: unknown) => delivery.sites.of((params as { site: string }).site);
  route(app, {
    method: 'GET',
    url: '/_assets/site.js',
    access: 'public',
    handler: ({ reply }) =>
      reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(SITE_SCRIPT),
  });
  for (const [url, field] of [
    ['/:site/favicon.ico', 'favicon'],
    ['/:site/logo', 'logo'],
  ] as const) {
    route(app, {
      method: 'GET',
      url,
      access: 'public',
      rateLimit,
      handler: async ({ req, reply }) => {
        const site = await siteOf(req.params);
        const key = site[field];
        const { storage } = delivery.files;
        const type = key ? IMAGE_TYPES[extname(key).slice(1).toLowerCase()] : undefined;
        reply
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox");
        if (key && type && (await storage.exists(key))) {
          const etag = etagOf(key);
          reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
          if (req.headers['if-none-match'] === etag) return reply.status(304).send();
          return reply.type(type).send(storage.open(key));
        }
        if (field === 'logo') throw notFound('文件不存在');
        return sendText(reply, req.headers['if-none-match'], 'image/svg+xml', DEFAULT_ICON);
      },
    });
  }
  route(app, {
    method: 'GET',
    url: '/:site/robots.txt',
    access: 'public',
    rateLimit,
    handler: async ({ req, reply }) =>
      sendText(
        reply,
        req.headers['if-none-match'],
        'text/plain; charset=utf-8',
        robotsOf(renderer.seo, await siteOf(req.params)),
      ),
  });
  route(app, {
    method: 'GET',
    url: '/:site/sitemap.xml',
    access: 'public',
    rateLimit,
    handler: async ({ req, reply }) => {
      const xml = await sitemapOf(delivery.service, renderer.seo, await siteOf(req.params));
      if (!xml) throw notFound('站点未配置访问地址');
      return sendText(reply, req.headers['if-none-match'], 'application/xml; charset=utf-8', xml);
    },
  });
}
