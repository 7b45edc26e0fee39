import { z } from 'zod';
import type { Database } from '../../db/index.js';
import { ApiError, badRequest } from '../errors.js';
import { parseIds } from '../ids.js';
import { ok } from '../result.js';
import { route } from '../route.js';
import type { EntityRoutes } from './contracts.js';
import { purgeLines } from './lines.js';
import { purgeLinks } from './links.js';
import { OPERATE } from './oplog.js';
import type { Actor } from './store.js';

/** Most rows the recycle bin lists. */
const MAX_ROWS = 1000;

/**
 * The recycle bin of a soft-deleting entity (`recycleBin: true`): `GET recycleBin` (list permission),
 * `PUT putRecycleBin` restores and `DELETE deleteRecycleBin` purges (delete permission), always within the
 * actor's site. The ids come in `ids` (or the module's `recycleIds` name, e.g. `userIds`).
 */
export function mountRecycleBin(r: EntityRoutes): void {
  const base = r.entity.apiBase;
  const key = r.opts.recycleIds ?? 'ids';
  const readIds = (raw: unknown) => {
    const ids = parseIds(raw, { what: key });
    if (!ids.length) throw badRequest(`参数${key}不能为空`);
    return ids;
  };
  const deletedRows = async (actor: Actor, ids: string[], trx: Database) => {
    const rows = await r.store.deleted(actor, MAX_ROWS, ids, trx);
    if (!rows.length) throw new ApiError('未找到对应实体');
    return rows;
  };

  route(r.app, {
    method: 'GET',
    url: `${base}/recycleBin`,
    access: r.code('list'),
    handler: async ({ req }) => {
      const s = r.sessionFor(req);
      const rows = await r.store.deleted(await r.actor(s), MAX_ROWS);
      await (r.opts.decorateDeleted ?? r.opts.decorate)?.(rows, s);
      return ok(rows);
    },
  });

  route(r.app, {
    method: 'PUT',
    url: `${base}/putRecycleBin`,
    access: r.code('delete'),
    body: z.record(z.string(), z.unknown()),
    handler: async ({ req, body }) => {
      const s = r.sessionFor(req);
      const ids = readIds(body[key]);
      const actor = await r.actor(s);
      await r.write(req, s, async ({ trx, log }) => {
        const rows = await deletedRows(actor, ids, trx);
        const rowIds = rows.map((row) => String(row.id));
        await r.store.restore(trx, actor, rowIds);
        const changes = rowIds.map((id) => ({ id, before: { delFlag: 1 }, after: { delFlag: 0 } }));
        await log(r.entity, OPERATE.edit, changes, '还原');
      });
      return ok(null, '还原成功');
    },
  });

  route(r.app, {
    method: 'DELETE',
    url: `${base}/deleteRecycleBin`,
    access: r.code('delete'),
    query: z.record(z.string(), z.unknown()),
    handler: async ({ req, query }) => {
      const s = r.sessionFor(req);
      const ids = readIds(query[key]);
      const actor = await r.actor(s);
      await r.write(req, s, async ({ trx, log }) => {
        const rows = await deletedRows(actor, ids, trx);
        const rowIds = rows.map((row) => String(row.id));
        await r.opts.beforePurge?.(rowIds, trx);
        await purgeLines(trx, r.deps.stores, r.entity, actor, rowIds);
        await purgeLinks(trx, r.entity, rowIds);
        await r.store.purge(trx, rowIds);
        await log(
          r.entity,
          OPERATE.delete,
          rows.map((row) => ({ id: String(row.id), before: row })),
          '彻底删除',
        );
      });
      return ok(null, '删除成功!');
    },
  });
}
