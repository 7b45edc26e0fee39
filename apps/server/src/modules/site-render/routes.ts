import { ENTITIES } from '@yunzhan/common/entities/registry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TICKET_SECONDS, type UrlTickets } from '../../core/auth/url-ticket.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ApiError, notFound } from '../../core/errors.js';
import type { FileAccess } from '../../core/files/file-access.js';
import { IpBudget } from '../../core/ip-budget.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { templatePageHeaders } from '../../core/security-headers.js';
import type { DeliveryCache } from '../public/delivery-cache.js';
import type { PublicSites } from '../public/sites.js';
import { withSignedFiles } from './preview-files.js';
import { RenderBusy, TemplateFailure } from './render-pool.js';
import type { RenderedPage, SiteRenderer } from './renderer.js';
import { siteTexts } from './texts/index.js';

type Params = { site: string; module: string; id: string; slug: string };

/** How long the error page of a failed render is answered before the page renders again. */
export const FAILED_PAGE_MS = 10_000;

/** The site a page of `/site/{code}/…` belongs to, when it is an enabled site (its error pages speak its language). */
const siteOfPage = (req: FastifyRequest, renderer: SiteRenderer) =>
  renderer.siteOf((req.params as { site?: string } | undefined)?.site ?? /^\/site\/([^/?]+)/.exec(req.url)?.[1]);

/**
 * A page's cache key: its route with the parameters' values, and of the query only the parameters the page reads
 * (`reads`, in the order given), so no other parameter, spelling of the path or trailing slash makes a new render.
 */
function pageKey(req: FastifyRequest, reads: (name: string) => boolean): string {
  const params = req.params as Record<string, string>;
  const route = req.routeOptions.url ?? req.url.split('?')[0];
  const path = route.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const at = req.url.indexOf('?');
  const kept = at < 0 ? [] : [...new URLSearchParams(req.url.slice(at + 1))].filter(([name]) => reads(name));
  return kept.length ? `${path}?${new URLSearchParams(kept)}` : path;
}

/** The error page of a render that failed because of its template, kept briefly. */
async function failedPage(req: FastifyRequest, renderer: SiteRenderer, err: TemplateFailure) {
  req.log.warn({ err }, 'site template failed');
  const site = await siteOfPage(req, renderer);
  const t = siteTexts(site?.language);
  // Past a limit, a visitor learns which (the server's words in Chinese, the site's own otherwise).
  const limit = err.kind === 'time' || err.kind === 'memory' ? t.errors.limits[err.kind] : t.errors.failed;
  const message = !err.overLimit ? t.errors.failed : t.serverMessages ? `${err.message}，请联系网站管理员。` : limit;
  const body = await renderer.error(t.errors.unavailable, message, site);
  return { body, status: 500, validUntil: Date.now() + FAILED_PAGE_MS };
}

/** The error page of a page that could not be answered: its status, a title and what the visitor may read. */
export async function errorPage(req: FastifyRequest, renderer: SiteRenderer, err: unknown) {
  const site = await siteOfPage(req, renderer);
  const t = siteTexts(site?.language);
  const known = err instanceof ApiError;
  const status = err instanceof RenderBusy ? 503 : known ? err.status : 500;
  const title = status === 404 ? t.errors.notFound : status === 400 ? t.errors.badRequest : t.errors.unavailable;
  const own = status === 404 ? t.errors.notFoundText : status === 400 ? t.errors.badRequestText : t.errors.failed;
  // The server's own messages are Chinese: a site of another language shows its own words.
  const said = t.serverMessages && status !== 404 && (err instanceof RenderBusy || (known && status < 500));
  const message = said ? (err as Error).message : err instanceof RenderBusy ? t.errors.busy : own;
  return { status, body: await renderer.error(title, message, site) };
}

/**
 * Sends a rendered page from the page cache (kept until a public table, a template or a site changes, or a scheduled
 * row's time comes) with its validator; a page that failed becomes an error page without details (one its template
 * failed is kept for `FAILED_PAGE_MS`). `reads`: the query parameters the page reads (none by default).
 */
export async function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  renderer: SiteRenderer,
  pages: DeliveryCache,
  render: () => Promise<RenderedPage>,
  reads: () => (name: string) => boolean = () => () => false,
) {
  try {
    return await pages.send(req, reply, 'pages', pageKey(req, reads()), async () => {
      try {
        return await render();
      } catch (err) {
        if (err instanceof TemplateFailure) return failedPage(req, renderer, err);
        throw err;
      }
    });
  } catch (err) {
    if (!(err instanceof ApiError || err instanceof RenderBusy)) req.log.warn({ err }, 'site page failed to render');
    const { status, body } = await errorPage(req, renderer, err);
    if (status === 503) reply.header('retry-after', '1');
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
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
  app.setNotFoundHandler(async (req, reply) => {
    const { body } = await errorPage(req, renderer, notFound());
    return reply.status(404).type('text/html; charset=utf-8').send(body);
  });
  const page = (
    url: string,
    render: (req: FastifyRequest) => Promise<RenderedPage>,
    reads?: (req: FastifyRequest) => (name: string) => boolean,
  ) =>
    route(app, {
      method: 'GET',
      url,
      access: 'public',
      budget: new IpBudget(perMinute),
      handler: ({ req, reply }) =>
        sendPage(req, reply, renderer, pages, () => render(req), reads && (() => reads(req))),
    });
  page('/:site', async (req) => renderer.home(await sites.of(p(req).site)));
  page(
    '/:site/:module',
    async (req) =>
      renderer.list(await sites.of(p(req).site), p(req).module, (req.query ?? {}) as Record<string, unknown>),
    (req) => renderer.listReads(p(req).module),
  );
  page('/:site/:module/:id', async (req) => renderer.detail(await sites.of(p(req).site), p(req).module, p(req).id));
  page('/:site/:module/by-slug/:slug', async (req) =>
    renderer.bySlug(await sites.of(p(req).site), p(req).module, p(req).slug),
  );
}

const idQuery = z.object({ id: z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64) });

/**
 * `GET <apiBase>/preview?id=` for every public entity: its detail page rendered from the row as it is in the
 * current site (a draft included), for whoever may list the entity and sees the row (its data rules). A browser window cannot send the token header:
 * the back office first asks `POST <apiBase>/previewTicket` `{id}` for a one-time ticket of that row and opens
 * `preview?id=&ticket=` (`core/auth/url-ticket.ts`). The page comes from templates editors write, so it is served
 * sandboxed and without referrer, and cannot weaken either (`templatePageHeaders`, `withoutReferrerOverrides`). A
 * draft's files are not public yet: the page shows them from the session route at addresses signed for a short time
 * (`withSignedFiles`).
 */
export function previewRoutes(
  app: FastifyInstance,
  crud: Pick<CrudDeps, 'stores' | 'dataRules' | 'ruleUser'>,
  sites: PublicSites,
  renderer: SiteRenderer,
  files: FileAccess,
  tickets: UrlTickets,
) {
  for (const entity of ENTITIES.filter((e) => e.publicView)) {
    const rowOf = async (req: FastifyRequest, id: string) => {
      const row = await crud.stores.of(entity).get(await actorFor(crud, sessionOf(req), entity), id);
      if (!row) throw notFound();
      return row;
    };
    route(app, {
      method: 'POST',
      url: `${entity.apiBase}/previewTicket`,
      access: perm(entity.perm('list')),
      body: idQuery,
      handler: async ({ req, reply, body }) => {
        await rowOf(req, body.id);
        const preview = (req.routeOptions.url ?? '').replace(/previewTicket$/, 'preview');
        const ticket = await tickets.issue(sessionOf(req), reply, preview, body.id, req.protocol === 'https');
        const url = `${entity.apiBase}/preview?id=${encodeURIComponent(body.id)}&ticket=${ticket}`;
        return ok({ url, expiresIn: TICKET_SECONDS });
      },
    });
    route(app, {
      method: 'GET',
      url: `${entity.apiBase}/preview`,
      access: perm(entity.perm('list')),
      urlTicket: true,
      query: idQuery,
      handler: async ({ req, reply, query }) => {
        const row = await rowOf(req, query.id);
        const site = await sites.byId(sessionOf(req).siteId);
        const api = (req.routeOptions.url ?? '').slice(0, -`${entity.apiBase}/preview`.length);
        templatePageHeaders(reply, 'preview');
        reply.type('text/html; charset=utf-8').header('x-robots-tag', 'noindex');
        try {
          return reply.send(withSignedFiles(await renderer.preview(site, entity, row), site.code, files, api));
        } catch (err) {
          // Staff see why their site's template failed (its limit, or LiquidJS's message with line and column).
          if (!(err instanceof TemplateFailure || err instanceof RenderBusy)) throw err;
          const status = err instanceof RenderBusy ? 503 : 500;
          return reply.status(status).send(await renderer.error('预览失败', err.message));
        }
      },
    });
  }
}
