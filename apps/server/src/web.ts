import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app: hashed assets are immutable and served precompressed (brotli/gzip) when
 * the build left .br/.gz files beside them; every other GET that wants HTML gets index.html.
 */
export async function serveWeb(
  app: FastifyInstance,
  webDir: string,
): Promise<(req: FastifyRequest, reply: FastifyReply) => unknown> {
  const indexFile = join(webDir, 'index.html');
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
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  };
}
