import { cmsSite } from '@yunzhan/common/entities/cms/site';
import { cmsPushDelivery, cmsPushRecord } from '@yunzhan/common/entities/operations/push-record';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import type { PublicSites } from '../public/sites.js';
import type { MailLinks } from './mail-links.js';
import type { PushService } from './push-service.js';

const contentsQuery = z.object({
  module: z.string({ error: '请选择内容类型' }).min(1, '请选择内容类型').max(64),
  q: z.string().max(100).optional(),
});

/**
 * 推送记录: created from a published row (add), never edited; its recipients are read-only rows under the same
 * permissions (`/cms/pushRecord/delivery/list?pushId=`); `contents` lists the published rows a push may carry.
 */
export function pushRoutes(app: FastifyInstance, crud: CrudDeps, push: PushService) {
  mountEntity(app, crud, cmsPushRecord, {
    except: ['edit', 'importExcel'],
    beforeWrite: (ctx) => push.prepare(ctx),
    afterWrite: (ctx) => push.listRecipients(ctx),
    beforeDelete: (rows, _s, trx) =>
      push.removeDeliveries(
        rows.map((r) => String(r.id)),
        trx,
      ),
  });
  mountEntity(app, crud, cmsPushDelivery, { except: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  route(app, {
    method: 'GET',
    url: `${cmsPushRecord.apiBase}/contents`,
    access: perm(cmsPushRecord.perm('add')),
    query: contentsQuery,
    handler: async ({ req, query }) => ok(await push.contents(sessionOf(req).siteId, query.module, query.q ?? '')),
  });
}

/**
 * For 站点信息: whether `PUBLIC_URL` is configured, and the enabled sites whose mails could not carry links (no
 * `PUBLIC_URL` and no usable 域名), so the administrator sees what is missing before a visitor is refused.
 */
export function mailLinkRoutes(app: FastifyInstance, links: MailLinks, sites: PublicSites) {
  route(app, {
    method: 'GET',
    url: `${cmsSite.apiBase}/mailLinks`,
    access: perm(cmsSite.perm('list')),
    handler: async () => {
      const missing = (await sites.list()).filter((s) => !links.baseOf(s));
      return ok({
        publicUrl: links.hasPublicUrl,
        sitesWithoutLinks: missing.map(({ code, name }) => ({ code, name })),
      });
    },
  });
}
