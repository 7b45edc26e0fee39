import { z } from 'zod';
import { ApiError, badRequest } from '../errors.js';
import { parseIds } from '../ids.js';
import { ok } from '../result.js';
import { route } from '../route.js';
import { formatDateTime } from '../time.js';
import type { EntityRoutes } from './contracts.js';
import type { Values } from './input.js';
import { OPERATE } from './oplog.js';
import { assertNotInReview, assertPublishAllowed } from './review-routes.js';

const idsBody = z.object({
  ids: z.union([z.string().max(65_000), z.array(z.string().max(64)).max(1000)]).optional(),
  id: z.string().max(64).optional(),
});

/**
 * The entity's custom actions: `PUT <apiBase>/<action>` with `{ids}` (comma text or array) or `{id}`, guarded by
 * `<permPrefix>:<action>`. All rows change in one transaction, each logged; an id outside the actor's scope
 * fails the whole call.
 */
export function mountActions(r: EntityRoutes): void {
  for (const [name, action] of Object.entries(r.entity.actions)) {
    route(r.app, {
      method: ['PUT', 'POST'],
      url: `${r.entity.apiBase}/${name}`,
      access: r.code(name),
      body: idsBody,
      handler: async ({ req, body }) => {
        const s = r.sessionFor(req);
        const ids = parseIds(body.ids ?? body.id);
        if (!ids.length) throw badRequest('参数ids不能为空');
        const actor = await r.actor(s);
        await assertPublishAllowed(r, s.siteId, name);
        await r.write(req, s, async ({ trx, log }) => {
          const rows = await r.store.getMany(actor, ids, trx);
          if (rows.length !== ids.length) throw new ApiError('未找到对应实体');
          assertNotInReview(r.entity, rows);
          const now = formatDateTime();
          const changes = [];
          for (const before of rows) {
            const values: Values = { ...action.set };
            if (action.stamp && !before[action.stamp]) values[action.stamp] = now;
            await r.store.update(trx, actor, String(before.id), values);
            changes.push({ id: String(before.id), before, after: { ...before, ...values } });
          }
          await log(r.entity, OPERATE.edit, changes, action.label);
        });
        return ok(null, action.done ?? `${action.label}成功!`);
      },
    });
  }
}
