import { cmsMenuContent, cmsSite, cmsSiteCategory, cmsSiteMenu } from '@yunzhan/common/entities/cms/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { actorOf, mountEntity } from '../../core/crud/mount.js';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import { addBuiltInTemplates } from '../site-render/built-in-rows.js';
import { categoryTree, checkMenuLink, checkPageMenu, keepCurrentSite, keepPages } from './content.js';

/**
 * 网站设置 modules that differ from the standard: sites (the current one stays enabled), menu items (their link
 * target; deleted once their pages are gone), single pages (under a 单页 item) and the category tree by type code.
 * The other modules of the group are plain schemas.
 */
export function siteContentRoutes(app: FastifyInstance, crud: CrudDeps): void {
  mountEntity(app, crud, cmsSite, {
    beforeWrite(ctx) {
      if (ctx.mode === 'edit' && ctx.values.status === 0) keepCurrentSite([ctx.id], ctx.session.siteId);
    },
    // 模板管理 of a new site starts with the built-in templates as its rows.
    async afterWrite(ctx) {
      if (ctx.mode !== 'add') return;
      await addBuiltInTemplates(ctx.trx.withoutPlugins(), ctx.id, { username: ctx.session.username });
    },
    beforeDelete: (rows, session) =>
      keepCurrentSite(
        rows.map((r) => String(r.id)),
        session.siteId,
      ),
  });
  const pages = crud.stores.of(cmsMenuContent);
  const menus = mountEntity(app, crud, cmsSiteMenu, {
    beforeWrite: checkMenuLink,
    beforeDelete: (rows, session, trx) => keepPages(pages, rows, session, trx),
  });
  mountEntity(app, crud, cmsMenuContent, { beforeWrite: (ctx) => checkPageMenu(menus, ctx) });
  const categories = mountEntity(app, crud, cmsSiteCategory);

  // Every form that picks a category reads this tree, so it needs a session and a site, not the 栏目分类 menu.
  route(app, {
    method: 'GET',
    url: `${cmsSiteCategory.apiBase}/queryCategoryByTypeCode`,
    access: 'authenticated',
    query: z.object({
      typeCode: z.string({ error: '参数typeCode不能为空' }).min(1, '参数typeCode不能为空').max(64),
    }),
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      return ok(await categoryTree(categories, actorOf(s), query.typeCode));
    },
  });
}
