import { ENTITIES } from '@yunzhan/common/entities/registry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ApiError, notFound } from '../../core/errors.js';
import type { FileAccess } from '../../core/files/file-access.js';
import { IpBudget } from '../../core/ip-budget.js';
import { perm, route, sessionOf } from '../../core/route.js';
import type { DeliveryCache } from '../public/delivery-cache.js';
import type { PublicSites } from '../public/sites.js';
import { withSignedFiles } from './preview-files.js';
import type { RenderedPage, SiteRenderer } from './renderer.js';

type Params = { site: string; module: string; id: string; slug: string };

/**
 * Sends a rendered page from the page cache (kept until a public table, a template or a site changes, or a scheduled
 * row's time comes) with its validator; a page that failed becomes an error page without details.
 */
export async function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  renderer: SiteRenderer,
  pages: DeliveryCache,
  render: () => Promise<RenderedPage>,
) {
  try {
    return await pages.send(req, reply, 'pages', req.url, render);
  } catch (err) {
    const known = err instanceof ApiError;
    if (!known) req.log.warn({ err }, 'site page failed to render');
    const status = known ? err.status : 500;
    const title = status === 404 ? '页面不存在' : status === 400 ? '请求有误' : '页面暂时无法显示';
    const message = known && status < 500 ? err.message : '模板渲染失败，请联系网站管理员。';
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await renderer.error(title, message));
  }
}

/** The rendered site `/site/{siteCode}/…`: home, a module's list, a row's page by id or slug. */
export function renderedSiteRoutes(
  app: FastifyInstance,
  sites: PublicSites,
  renderer: SiteRenderer,
  pages: DeliveryCache,
  perMinute: number,
) {
  const p = (req: FastifyRequest) => req.params as Params;
  app.setNotFoundHandler(async (_req, reply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(await renderer.error('页面不存在', '您访问的页面不存在。')),
  );
  const page = (url: string, render: (req: FastifyRequest) => Promise<RenderedPage>) =>
    route(app, {
      method: 'GET',
      url,
      access: 'public',
      budget: new IpBudget(perMinute),
      handler: ({ req, reply }) => sendPage(req, reply, renderer, pages, () => render(req)),
    });
  page('/:site', async (req) => renderer.home(await sites.of(p(req).site)));
  page('/:site/:module', async (req) =>
    renderer.list(await sites.of(p(req).site), p(req).module, (req.query ?? {}) as Record<string, unknown>),
  );
  page('/:site/:module/:id', async (req) => renderer.detail(await sites.of(p(req).site), p(req).module, p(req).id));
  page('/:site/:module/by-slug/:slug', async (req) =>
    renderer.bySlug(await sites.of(p(req).site), p(req).module, p(req).slug),
  );
}

const idQuery = z.object({ id: z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64) });

/**
 * `GET <apiBase>/preview?id=` for every public entity: its detail page rendered from the row as it is in the
 * current site (a draft included), for whoever may list the entity and sees the row (its data rules). A draft's files are not public yet: the page
 * shows them from the session route at addresses signed for a short time (`withSignedFiles`).
 */
export function previewRoutes(
  app: FastifyInstance,
  crud: Pick<CrudDeps, 'stores' | 'dataRules' | 'ruleUser'>,
  sites: PublicSites,
  renderer: SiteRenderer,
  files: FileAccess,
) {
  for (const entity of ENTITIES.filter((e) => e.publicView)) {
    route(app, {
      method: 'GET',
      url: `${entity.apiBase}/preview`,
      access: perm(entity.perm('list')),
      query: idQuery,
      handler: async ({ req, reply, query }) => {
        const s = sessionOf(req);
        const row = await crud.stores.of(entity).get(await actorFor(crud, s, entity), query.id);
        if (!row) throw notFound();
        const site = await sites.byId(s.siteId);
        const api = (req.routeOptions.url ?? '').slice(0, -`${entity.apiBase}/preview`.length);
        const html = withSignedFiles(await renderer.preview(site, entity, row), site.code, files, api);
        return reply.type('text/html; charset=utf-8').header('x-robots-tag', 'noindex').send(html);
      },
    });
  }
}
