import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the build prerendered (`prerendered.json`: path → file of the web folder), e.g. the login page. */
function prerenderedPages(webDir: string): Map<string, string> {
  const manifest = join(webDir, 'prerendered.json');
  if (!existsSync(manifest)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>));
}

/**
 * Serves the built web app: hashed assets are immutable and served precompressed (brotli/gzip) when
 * the build left .br/.gz files beside them; every other GET that wants HTML gets its prerendered page, else
 * index.html.
 */
export async function serveWeb(
  app: FastifyInstance,
  webDir: string,
): Promise<(req: FastifyRequest, reply: FastifyReply) => unknown> {
  const indexFile = join(webDir, 'index.html');
  const prerendered = prerenderedPages(webDir);
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (req, reply) => {
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (wantsHtml && existsSync(indexFile)) {
      const page = prerendered.get(req.url.split('?')[0]) ?? 'index.html';
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  };
}
