import type { EntityDef } from '@yunzhan/common/entities/index';
import { z } from 'zod';
import { ApiError, badRequest } from '../errors.js';
import { languageOf } from '../language.js';
import { ok } from '../result.js';
import { route } from '../route.js';
import type { EntityRoutes } from './contracts.js';
import { OPERATE } from './oplog.js';
import { type Actor, type AnyDb, type EntityStore, unruled } from './store.js';

/** Deeper than any real tree: a longer walk up means the data already holds a cycle. */
const MAX_DEPTH = 100;

const parentOf = (entity: EntityDef) => (entity.tree as NonNullable<EntityDef['tree']>).parent;

/** A parent may not be the row itself or one of its descendants. */
export async function assertNotUnder(
  store: EntityStore,
  actor: Actor,
  id: string,
  parentId: unknown,
  db?: AnyDb,
): Promise<void> {
  const parentField = parentOf(store.entity);
  let current = typeof parentId === 'string' && parentId ? parentId : null;
  for (let depth = 0; current; depth++) {
    if (current === id || depth > MAX_DEPTH) throw badRequest('不能把节点移到它自己或它的下级之下');
    const row = await store.get(unruled(actor), current, db);
    current = row && typeof row[parentField] === 'string' && row[parentField] ? String(row[parentField]) : null;
  }
}

/** Rows with children outside the set being deleted stay: deleting them would orphan the children. */
export async function assertLeaves(store: EntityStore, actor: Actor, ids: string[], db?: AnyDb): Promise<void> {
  const children = await store.where(unruled(actor), parentOf(store.entity), ids, db);
  if (children.some((c) => !ids.includes(String(c.id)))) throw new ApiError('该节点下有子节点，不能删除');
}

/**
 * Tree endpoints: `GET childList?pid=` (the roots without pid), each row with `hasChild` for lazy loading, and
 * `PUT move` with `{id, parentId, <order field>}` (drag and drop), refused under itself or a descendant.
 */
export function mountTree(r: EntityRoutes): void {
  const { entity, store } = r;
  const parentField = parentOf(entity);
  const orderField = entity.tree?.order;

  route(r.app, {
    method: 'GET',
    url: `${entity.apiBase}/childList`,
    access: r.code('list'),
    query: z.object({ pid: z.string().max(64).optional() }),
    handler: async ({ req, query }) => {
      const actor = await r.actor(r.sessionFor(req));
      const rows = query.pid
        ? await store.where(actor, parentField, [query.pid])
        : await store.roots(actor, parentField);
      const withChildren = new Set(
        (
          await store.where(
            actor,
            parentField,
            rows.map((row) => row.id),
          )
        ).map((c) => c[parentField]),
      );
      for (const row of rows) row.hasChild = withChildren.has(row.id);
      await r.addTexts(rows, actor, languageOf(req));
      return ok(rows);
    },
  });

  if (r.opts.except?.includes('move')) return;
  route(r.app, {
    method: 'PUT',
    url: `${entity.apiBase}/move`,
    access: r.code('edit'),
    body: z.object({
      id: z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64),
      parentId: z.string().max(64).nullish(),
      order: z.number().int().min(0).max(999_999).optional(),
    }),
    handler: async ({ req, body }) => {
      const s = r.sessionFor(req);
      const actor = await r.actor(s);
      await r.write(req, s, async ({ trx, log }) => {
        const before = await store.get(actor, body.id, trx);
        if (!before) throw new ApiError('未找到对应实体');
        const parentId = body.parentId || null;
        if (parentId && !(await store.get(actor, parentId, trx))) throw badRequest('上级节点不存在');
        await assertNotUnder(store, actor, body.id, parentId, trx);
        const values = {
          [parentField]: parentId,
          ...(orderField && body.order !== undefined ? { [orderField]: body.order } : {}),
        };
        await store.update(trx, actor, body.id, values);
        await log(r.entity, OPERATE.edit, [{ id: body.id, before, after: { ...before, ...values } }], '移动');
      });
      return ok(null, '移动成功!');
    },
  });
}
