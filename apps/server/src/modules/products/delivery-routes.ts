import {
  cmsFitting,
  cmsProduct,
  cmsProductAttribute,
  cmsProductAttrValue,
  cmsProductImage,
  cmsProductSpec,
  cmsProductType,
} from '@yunzhan/common/entities/products/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { IpBudget } from '../../core/ip-budget.js';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { dynamic } from '../../db/index.js';
import type { Delivery } from '../public/delivery.js';
import type { DetailExtras } from '../site-render/renderer.js';
import { Catalogue } from './catalogue.js';
import { productListPage } from './catalogue-page.js';
import { CATALOGUE_ROUTES } from './openapi-paths.js';
import { PublicCatalogue } from './public-catalogue.js';

const GROUP = 'catalog';
const TABLES = [cmsProduct, cmsProductType, cmsProductAttribute, cmsProductAttrValue, cmsProductSpec, cmsProductImage]
  .map((e) => e.table)
  .concat(cmsFitting.table, cmsFitting.linkTable('products'));

/**
 * The delivery API's product catalogue: `GET /{site}/catalog/products` (the product list's parameters plus
 * `attr.<code>=value[,value]` for filterable attributes of the `typeId`) and `GET /{site}/catalog/products/{id}`
 * (the product with attributes, specification table, gallery and fittings). Cached like the other answers.
 */
export function catalogueDeliveryRoutes(
  app: FastifyInstance,
  delivery: Delivery,
  catalogue: PublicCatalogue,
  ratePerMinute: number,
): void {
  const params = (req: FastifyRequest) => req.params as { site: string; id: string };
  const answer = <T>(result: T) => {
    const { timestamp: _moment, ...rest } = ok(result);
    return rest;
  };

  route(app, {
    method: 'GET',
    url: CATALOGUE_ROUTES.list,
    access: 'public',
    budget: new IpBudget(ratePerMinute),
    handler: ({ req, reply }) =>
      delivery.cache.send(req, reply, GROUP, req.url, async () => {
        const site = await delivery.sites.of(params(req).site);
        const { result, validUntil } = await catalogue.products(site, (req.query ?? {}) as Record<string, unknown>);
        return { body: answer(result), validUntil };
      }),
  });
  route(app, {
    method: 'GET',
    url: CATALOGUE_ROUTES.item,
    access: 'public',
    budget: new IpBudget(ratePerMinute),
    handler: ({ req, reply }) =>
      delivery.cache.send(req, reply, GROUP, req.url, async () => {
        const site = await delivery.sites.of(params(req).site);
        const { result, validUntil } = await catalogue.product(site, params(req).id);
        return { body: answer(result), validUntil };
      }),
  });
}

/** The public catalogue, its answers dropped when a catalogue table changes; a product page's extra data. */
export function publicCatalogue(crud: CrudDeps, delivery: Delivery, changes: ChangeFeed) {
  const catalogue = new PublicCatalogue(crud.stores, delivery.service, new Catalogue(crud.stores), dynamic(crud.db));
  changes.on(TABLES, () => delivery.cache.clear(GROUP));
  const extras: Record<string, DetailExtras> = { product: (site, item) => catalogue.extras(site, item) };
  return { catalogue, extras, lists: { product: productListPage(catalogue) } };
}
