import { cmsPushDelivery, cmsPushRecord } from '@yunzhan/common/entities/operations/push-record';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import type { PushService } from './push-service.js';

const contentsQuery = z.object({
  module: z.string({ error: '请选择内容类型' }).min(1, '请选择内容类型').max(64),
  q: z.string().max(100).optional(),
});

/** A base URL the back office names for links (its own address); anything else is ignored. */
const linkBaseOf = (raw: unknown) => {
  if (typeof raw !== 'string' || raw.length > 150) return '';
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
};

/**
 * 推送记录: created from a published row (add), never edited; its recipients are read-only rows under the same
 * permissions (`/cms/pushRecord/delivery/list?pushId=`); `contents` lists the published rows a push may carry.
 */
export function pushRoutes(app: FastifyInstance, crud: CrudDeps, push: PushService, publicUrl: string | undefined) {
  mountEntity(app, crud, cmsPushRecord, {
    except: ['edit', 'importExcel'],
    beforeWrite: (ctx) => push.prepare(ctx, publicUrl ?? linkBaseOf(ctx.body.linkBase)),
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
