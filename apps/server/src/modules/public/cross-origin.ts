import type { FastifyInstance } from 'fastify';
import { route } from '../../core/route.js';

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_SECONDS = 600;

/**
 * The delivery and intake API answer any origin, without credentials: the rendered site is served sandboxed (an
 * opaque origin, `templatePageHeaders`), so its 服务支持 script's reads and posts are cross-origin even on this
 * server, and other front ends of the same content are welcome. Nothing here reads a cookie, and the preflight
 * allows no header but `Content-Type` and `Accept`: a session token cannot be sent this way.
 */
export function publicCrossOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
  route(app, {
    method: 'OPTIONS',
    url: '/*',
    access: 'public',
    handler: ({ reply }) =>
      reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'Content-Type, Accept')
        .header('access-control-max-age', String(PREFLIGHT_SECONDS))
        .send(),
  });
}
