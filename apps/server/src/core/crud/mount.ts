import type { EntityDef } from '@yunzhan/common/entities/index';
import { ENTITIES } from '@yunzhan/common/entities/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionContext } from '../auth/session.js';
import { ApiError, badRequest } from '../errors.js';
import { languageOf } from '../language.js';
import { type ListQuery, parseListQuery, type QueryParams } from '../query/index.js';
import { ok, page } from '../result.js';
import { perm, route, sessionOf } from '../route.js';
import { originOf } from '../unit-of-work.js';
import { mountActions } from './action-routes.js';
import { actorFor, referencingActor } from './actor.js';
import type { CrudDeps, CrudOptions, Endpoint, EntityRoutes, WriteContext } from './contracts.js';
import { deleteRoutes } from './delete-routes.js';
import { addDictText } from './dict-text.js';
import { mountExcel } from './excel-routes.js';
import { type InputMode, readInput, type Values } from './input.js';
import { addLines, assertLineRefs, purgeLines, readLines, writeLines } from './lines.js';
import { addLinkValues, assertLinkTargets, linkScope, purgeLinks, readLinks, writeLinks } from './links.js';
import { OPERATE } from './oplog.js';
import { OWNERS } from './owners.js';
import { assertPickedRows } from './picked-rows.js';
import { mountRecycleBin } from './recycle-routes.js';
import { addRefText, assertRefs } from './refs.js';
import { assertNotInReview, mountReview } from './review-routes.js';
import { type Actor, actorOf, type EntityStore, type ListScope } from './store.js';
import { assertLeaves, assertNotUnder, mountTree } from './tree.js';
import { mountPreview, mountVersions } from './version-routes.js';

export { actorOf };

const idQuery = z.object({ id: z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64) });
export const STALE_MESSAGE = '数据已被他人修改，请刷新后重试';

/**
 * Mounts the standard endpoint set of contract §5.1 for an entity, each guarded by `<permPrefix>:<action>`:
 * list and queryById (`list`), add, edit (PUT and POST), delete, deleteBatch, exportXls (`export`) and
 * importExcel (`import`). Returns the store for modules
 * that add their own endpoints.
 */
export function mountEntity(
  app: FastifyInstance,
  deps: CrudDeps,
  entity: EntityDef,
  opts: CrudOptions = {},
): EntityStore {
  if (deps.stores.mounted.has(entity.name)) throw new Error(`entity ${entity.name} is mounted twice`);
  if (entity.embedded) throw new Error(`entity ${entity.name} is written as lines only`);
  deps.stores.mounted.add(entity.name);
  const store = deps.stores.of(entity);
  const base = entity.apiBase;
  const mounted = (e: Endpoint) => !opts.except?.includes(e);
  const r: EntityRoutes = {
    app,
    deps,
    entity,
    store,
    opts,
    code: (action) => perm(`${entity.permPrefix}:${action}`),
    sessionFor(req) {
      const s = sessionOf(req);
      if (entity.scope === 'site' && !s.siteId) throw new ApiError('请先选择站点');
      return s;
    },
    actor: (s) => actorFor(deps, s, entity),
    async addTexts(rows, actor, language = 'zh') {
      await addDictText(entity, rows, deps.dicts.in(language), deps.db, actor.siteId);
      await addRefText(deps.stores, entity, actor, rows);
      await addLinkValues(deps.db, deps.stores, entity, actor, rows);
    },
    write: (req, s, work) => deps.uow.run(originOf(req, s, base), work),
  };
  const { code, sessionFor, write } = r;

  /** The list query, the actor (with the user's data rules) and the module's scope. */
  const listQuery = async (
    req: FastifyRequest,
    s: SessionContext,
  ): Promise<{ query: ListQuery; scope: ListScope; actor: Actor }> => {
    const query = parseListQuery(entity, req.query as QueryParams);
    const actor = await r.actor(s);
    const scope = (await opts.listScope?.(req, s)) ?? {};
    const links = linkScope(entity, req.query as QueryParams);
    const wheres = [scope.where, links?.where].filter((w) => w !== undefined);
    return {
      query,
      actor,
      scope: {
        conditions: scope.conditions ?? [],
        where: wheres.length ? (qb) => wheres.reduce((q, w) => w(q), qb) : undefined,
        key: scope.where && scope.key === undefined ? undefined : JSON.stringify([scope.key, links?.key]),
      },
    };
  };

  const assertUnique = async (actor: Actor, values: Values, exceptId?: string) => {
    for (const [name, value] of Object.entries(values)) {
      const field = entity.fields[name];
      if (field?.unique && value !== null && (await store.taken(actor, name, value, exceptId))) {
        throw new ApiError(`${field.label}已存在`);
      }
    }
  };

  /** A row that belongs to another (`OWNERS`) is added or moved only under an owner row the actor sees. */
  const assertOwner = async (s: SessionContext, values: Values) => {
    const owner = OWNERS.get(entity.name);
    const value = owner && values[owner.field];
    if (!owner || value === undefined || value === null || value === '') return;
    const found = await deps.stores.of(owner.owner).get(await r.actor(s), String(value));
    if (!found) throw badRequest(`${entity.fields[owner.field]?.label ?? owner.field}不存在`);
  };

  /**
   * Input of add and edit: the row's values and its lines, checked; references name rows the actor sees (its site,
   * its data rules on the referenced menus).
   */
  const readWrite = async (s: SessionContext, body: Record<string, unknown>, mode: InputMode, id?: string) => {
    const dictValues = await deps.dicts.valueSets();
    const values = readInput(entity, body, mode, dictValues);
    const lines = readLines(entity, body, dictValues);
    const links = readLinks(entity, body);
    const referencing = await referencingActor(deps, s, entity);
    await assertUnique(actorOf(s), values, id);
    await assertLinkTargets(deps.stores, entity, referencing, links);
    await assertRefs(deps.stores, entity, referencing, values);
    await assertOwner(s, values);
    await assertPickedRows(deps.db, entity, values, s.siteId);
    await assertLineRefs(deps.stores, entity, referencing, lines);
    await opts.checkInput?.({ mode, id, values, body, session: s });
    if (entity.tree && id && entity.tree.parent in values) {
      await assertNotUnder(store, actorOf(s), id, values[entity.tree.parent]);
    }
    return { values, lines, links };
  };

  if (mounted('list')) {
    route(app, {
      method: 'GET',
      url: `${base}/list`,
      access: code('list'),
      handler: async ({ req }) => {
        const s = sessionFor(req);
        const { query, scope, actor } = await listQuery(req, s);
        const { records, total } = await store.page(actor, query, scope);
        await opts.decorate?.(records, s);
        await r.addTexts(records, actor, languageOf(req));
        return ok(page(records, total, query.pageNo, query.pageSize));
      },
    });
  }

  if (mounted('queryById')) {
    route(app, {
      method: 'GET',
      url: `${base}/queryById`,
      access: code('list'),
      query: idQuery,
      handler: async ({ req, query }) => {
        const s = sessionFor(req);
        const actor = await r.actor(s);
        const row = await store.get(actor, query.id);
        if (!row) throw new ApiError('未找到对应实体');
        await opts.decorate?.([row], s);
        await addLines(deps.stores, entity, actor, [row]);
        await addLinkValues(deps.db, deps.stores, entity, actor, [row]);
        return ok(row);
      },
    });
  }

  if (mounted('add')) {
    route(app, {
      method: 'POST',
      url: `${base}/add`,
      access: code('add'),
      handler: async ({ req }) => {
        const s = sessionFor(req);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const { values, lines, links } = await readWrite(s, body, 'add');
        const id = await write(req, s, async ({ trx, log }) => {
          const ctx: WriteContext = { mode: 'add', id: '', values, body, session: s, trx };
          await opts.beforeWrite?.(ctx);
          ctx.id = await store.insert(trx, actorOf(s), ctx.values);
          await writeLines(trx, deps.stores, entity, ctx.id, actorOf(s), lines);
          await writeLinks(trx, entity, ctx.id, links);
          await opts.afterWrite?.(ctx);
          await log(entity, OPERATE.add, [{ id: ctx.id, after: { ...ctx.values } }]);
          return ctx.id;
        });
        return ok(id, '添加成功！');
      },
    });
  }

  if (mounted('edit')) {
    route(app, {
      method: ['PUT', 'POST'],
      url: `${base}/edit`,
      access: code('edit'),
      handler: async ({ req, reply }) => {
        const s = sessionFor(req);
        const body = (req.body ?? {}) as Record<string, unknown>;
        if (typeof body.id !== 'string' || !body.id) throw badRequest('参数id不能为空');
        const id = body.id;
        const { values, lines, links } = await readWrite(s, body, 'edit', id);
        const actor = await r.actor(s);
        await write(req, s, async ({ trx, log }) => {
          const before = await store.get(actor, id, trx);
          if (!before) throw new ApiError('未找到对应实体');
          assertNotInReview(entity, [before]);
          // A client that read the row sends its updateTime back: a newer one in the database means a stale edit.
          if ('updateTime' in body && (body.updateTime ?? null) !== (before.updateTime ?? null)) {
            throw new ApiError(STALE_MESSAGE, 409, 409);
          }
          const ctx: WriteContext = { mode: 'edit', id, values, before, body, session: s, trx };
          await opts.beforeWrite?.(ctx);
          await store.update(trx, actorOf(s), id, ctx.values);
          await writeLines(trx, deps.stores, entity, id, actorOf(s), lines);
          await writeLinks(trx, entity, id, links);
          await opts.afterWrite?.(ctx);
          await log(entity, OPERATE.edit, [{ id, before, after: { ...before, ...ctx.values } }]);
        });
        reply.header('cache-control', 'no-store');
        return ok(null, '编辑成功!');
      },
    });
  }

  const remove = async (req: FastifyRequest, ids: string[]) => {
    const s = sessionFor(req);
    const actor = await r.actor(s);
    await write(req, s, async ({ trx, log }) => {
      const rows = await store.getMany(actor, ids, trx);
      if (!rows.length) throw new ApiError('未找到对应实体');
      assertNotInReview(entity, rows);
      const rowIds = rows.map((row) => String(row.id));
      if (entity.tree) await assertLeaves(store, actorOf(s), rowIds, trx);
      await opts.beforeDelete?.(rows, s, trx);
      if (!entity.softDelete) {
        await purgeLines(trx, deps.stores, entity, actorOf(s), rowIds);
        await purgeLinks(trx, entity, rowIds);
      }
      await store.remove(trx, actorOf(s), rowIds);
      await log(
        entity,
        OPERATE.delete,
        rows.map((row) => ({ id: String(row.id), before: row })),
      );
    });
  };

  deleteRoutes(app, {
    base,
    permPrefix: entity.permPrefix,
    remove,
    mount: { one: mounted('delete'), batch: mounted('deleteBatch') },
  });

  if (mounted('exportXls')) {
    mountExcel(
      app,
      { entity, store, deps, opts, sessionFor, listQuery },
      { export: code('export'), import: code('import') },
      // Import is a bulk add: a module that replaces `add` must provide its own importer.
      mounted('importExcel') && (mounted('add') || !!opts.importer),
    );
  }
  mountActions(r);
  mountReview(r);
  if (entity.recycleBin) mountRecycleBin(r);
  if (entity.tree) mountTree(r);
  if (entity.versioned) mountVersions(r);
  mountPreview(r);

  return store;
}

/** Mounts, with the standard behaviour, every registered entity that no module has mounted itself. */
export function mountRemaining(app: FastifyInstance, deps: CrudDeps): void {
  for (const entity of ENTITIES) {
    if (!entity.embedded && !deps.stores.mounted.has(entity.name)) mountEntity(app, deps, entity);
  }
}
