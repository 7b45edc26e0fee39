import type { FastifyInstance } from 'fastify';
import { route } from '../../core/route.js';
import type { Delivery } from '../public/delivery.js';
import { publicEntity } from '../public/delivery-service.js';
import type { PublicSite } from '../public/sites.js';
import type { SiteRenderer } from '../site-render/renderer.js';
import { sendPage } from '../site-render/routes.js';
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
    const reads = await Promise.all([
      linked('driver'),
      linked('manual'),
      linked('guide'),
      linked('problem'),
      service.list(site, publicEntity('osVersion'), { pageSize: MAX_ROWS }),
    ]);
    const [drivers, manuals, guides, problems, osVersions] = reads.map((r) => r.result.records);
    const until = reads.map((r) => r.validUntil).filter((t) => t !== undefined);
    const title = siteTexts(site.language).support.title.replace('{name}', String(product.result.name ?? ''));
    const data = { product: product.result, drivers, manuals, guides, problems, osVersions, title };
    return renderer.page(site, ['support'], data, until.length ? Math.min(...until) : product.validUntil);
  };
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
