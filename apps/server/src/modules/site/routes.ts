import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import { ApiError } from '../../core/errors.js';
import { departsOfUser } from '../../core/lookup/user-departs.js';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import { userInfo } from '../auth/user-info.js';
import type { SiteService } from './service.js';

const selectBody = z.object({
  username: z.string().max(100).optional(),
  siteId: z.string().max(32).optional(),
  orgCode: z.string().max(64).optional(),
});

/** Current user's sites and departments, and switching between them (spec §7 "Session and login"). */
export function siteRoutes(app: FastifyInstance, ctx: AppContext, sites: SiteService): void {
  route(app, {
    method: 'GET',
    url: '/sys/user/getCurrentUserSites',
    access: 'authenticated',
    beforePasswordChange: true,
    handler: async ({ req }) => {
      const s = sessionOf(req);
      return ok({ list: await sites.sitesOfUser(s), siteId: s.siteId });
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/getCurrentUserDeparts',
    access: 'authenticated',
    beforePasswordChange: true,
    handler: async ({ req }) => {
      const s = sessionOf(req);
      return ok({ list: await departsOfUser(ctx.db, s.userId, s.tenantId), orgCode: s.orgCode });
    },
  });

  route(app, {
    method: ['POST', 'PUT'],
    url: '/sys/selectDepart',
    access: 'authenticated',
    beforePasswordChange: true,
    body: selectBody,
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      if (body.username && body.username !== s.username) throw new ApiError('只能切换自己的站点或部门');
      if (!body.siteId && !body.orgCode) throw new ApiError('请选择站点或部门');
      const allowed = await sites.sitesOfUser(s);
      let site = allowed.find((x) => x.id === s.siteId);
      const patch: { siteId?: string; orgCode?: string } = {};
      if (body.siteId) {
        site = allowed.find((x) => x.id === body.siteId);
        if (!site) throw new ApiError('您没有该站点的权限');
        patch.siteId = site.id;
      }
      if (body.orgCode) {
        const departs = await departsOfUser(ctx.db, s.userId, s.tenantId);
        if (!departs.some((d) => d.orgCode === body.orgCode)) throw new ApiError('您不属于该部门');
        patch.orgCode = body.orgCode;
      }
      const user = await sites.saveChoice(s.userId, patch);
      await ctx.sessions.update(s.sid, patch);
      return ok({ userInfo: userInfo(user, site, s.tenantId) }, '切换成功');
    },
  });
}
