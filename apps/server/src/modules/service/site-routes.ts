import type { FastifyInstance } from 'fastify';
import { route } from '../../core/route.js';
import { SERVICE_SCRIPT } from '../site-render/module-templates/service-script.js';

/** `GET /site/_assets/service.js`: the script of the rendered 服务支持 pages, from the site's own origin. */
export function serviceSiteRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/_assets/service.js',
    access: 'public',
    handler: ({ reply }) =>
      reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(SERVICE_SCRIPT),
  });
}
