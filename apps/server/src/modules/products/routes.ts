import {
  cmsFitting,
  cmsProduct,
  cmsProductAttribute,
  cmsProductParameter,
  cmsProductType,
} from '@yunzhan/common/entities/products/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ApiError } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import { dynamic } from '../../db/index.js';
import { SiteService } from '../site/service.js';
import { Catalogue } from './catalogue.js';
import { copyProduct } from './copy.js';
import { productExcel } from './product-excel.js';

const id = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .min(1, `${label}不能为空`)
    .max(64);

/**
 * 产品中心: types (deleted only when no product uses them, taking their attributes and parameter templates along),
 * attributes (kept while products hold values of them), products (attribute values checked against the type; copy;
 * Excel with attribute values and specification rows) and fittings.
 */
export function productRoutes(app: FastifyInstance, crud: CrudDeps): void {
  const catalogue = new Catalogue(crud.stores);
  const sites = new SiteService(crud.db);
  const site = (s: ReturnType<typeof sessionOf>) => {
    if (!s.siteId) throw new ApiError('请先选择站点');
    return s;
  };

  mountEntity(app, crud, cmsProductType, { beforeDelete: (rows, _s, trx) => catalogue.beforeTypeDelete(rows, trx) });
  mountEntity(app, crud, cmsProductAttribute, {
    async beforeWrite(ctx) {
      catalogue.checkAttribute(ctx);
      await catalogue.checkAttributeType(ctx);
    },
    beforeDelete: (rows, _s, trx) => catalogue.beforeAttributeDelete(rows, trx),
  });
  mountEntity(app, crud, cmsProductParameter);
  mountEntity(app, crud, cmsProduct, {
    beforeWrite: (ctx) => catalogue.checkProduct(ctx),
    ...productExcel(crud.stores, catalogue, dynamic(crud.db)),
  });
  mountEntity(app, crud, cmsFitting);

  // The product form asks for the chosen type's attributes and parameter template (a type the caller sees).
  route(app, {
    method: 'GET',
    url: `${cmsProduct.apiBase}/typeSchema`,
    access: perm(`${cmsProduct.permPrefix}:list`),
    query: z.object({ typeId: id('产品类型') }),
    handler: async ({ req, query }) =>
      ok(await catalogue.typeSchema(await actorFor(crud, site(sessionOf(req)), cmsProductType), query.typeId)),
  });

  route(app, {
    method: 'POST',
    url: `${cmsProduct.apiBase}/copy`,
    access: perm(`${cmsProduct.permPrefix}:add`),
    body: z.object({
      id: id('参数id'),
      modelNo: z.string().max(100, '型号最多100个字符').optional(),
      siteId: z.string().max(64).optional(),
    }),
    handler: async ({ req, body }) => {
      const s = site(sessionOf(req));
      const origin = originOf(req, s, `${cmsProduct.apiBase}/copy`);
      return ok(await copyProduct(crud, sites, catalogue, s, origin, body), '复制成功！');
    },
  });
}
