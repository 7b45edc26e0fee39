import type { FastifyInstance } from 'fastify';
import { route } from '../../core/route.js';
import type { Delivery } from '../public/delivery.js';
import { publicEntity } from '../public/delivery-service.js';
import type { PublicSite } from '../public/sites.js';
import { localRows } from '../site-render/local-rows.js';
import type { SiteRenderer } from '../site-render/renderer.js';
import { sendPage } from '../site-render/routes.js';
import { rowCounterpart } from '../site-render/seo.js';
import { siteTexts } from '../site-render/texts/index.js';

const MAX_ROWS = '100';

/**
 * The rendered support page of a published product, `/site/{site}/support/{productId}`: its drivers by OS version
 * (newest first), manuals, guides and FAQ, all read through the delivery service (template `support`).
 */
export function supportPageRoutes(app: FastifyInstance, delivery: Delivery, renderer: SiteRenderer, perMinute: number) {
  const render = async (site: PublicSite, productId: string) => {
    const { service } = delivery;
    const product = await service.item(site, publicEntity('product'), productId);
    const linked = (path: string, more: Record<string, string> = {}) =>
      service.list(site, publicEntity(path), { products: productId, pageSize: MAX_ROWS, ...more });
    const paths = ['driver', 'manual', 'guide', 'problem', 'osVersion'];
    const reads = await Promise.all([
      ...paths.slice(0, 4).map((path) => linked(path)),
      service.list(site, publicEntity('osVersion'), { pageSize: MAX_ROWS }),
    ]);
    const t = siteTexts(site.language);
    const [drivers, manuals, guides, problems, osVersions] = reads.map((r, i) =>
      localRows(publicEntity(paths[i]), r.result.records, t),
    );
    const until = reads.map((r) => r.validUntil).filter((t) => t !== undefined);
    const title = t.support.title.replace('{name}', String(product.result.name ?? ''));
    const data = { product: product.result, drivers, manuals, guides, problems, osVersions, title };
    const at = {
      path: `/support/${encodeURIComponent(productId)}`,
      counterpart: rowCounterpart(service, publicEntity('product'), product.result, 'id', '/support'),
    };
    return renderer.page(site, ['support'], data, {
      until: until.length ? Math.min(...until) : product.validUntil,
      at,
    });
  };
  // The download centre's product picker (a GET form): its product's support page.
  route(app, {
    method: 'GET',
    url: '/:site/support',
    access: 'public',
    rateLimit: { max: perMinute, timeWindow: '1 minute' },
    handler: async ({ req, reply }) => {
      const { site } = req.params as { site: string };
      const { product } = req.query as { product?: unknown };
      const code = (await delivery.sites.of(site)).code;
      if (typeof product !== 'string' || !/^[\w-]{1,64}$/.test(product))
        return reply.redirect(`/site/${code}/downloads`);
      return reply.redirect(`/site/${code}/support/${product}`);
    },
  });
  route(app, {
    method: 'GET',
    url: '/:site/support/:productId',
    access: 'public',
    rateLimit: { max: perMinute, timeWindow: '1 minute' },
    handler: ({ req, reply }) => {
      const p = req.params as { site: string; productId: string };
      return sendPage(req, reply, renderer, delivery.pages, async () =>
        render(await delivery.sites.of(p.site), p.productId),
      );
    },
  });
}
