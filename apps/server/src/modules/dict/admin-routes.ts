import { sysDict, sysDictItem } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ApiError } from '../../core/errors.js';
import { fail, ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import { assertCodeNotInRecycleBin, assertDictExists, ITEM_TAKEN, itemTaken } from './dict-checks.js';
import { DictRecycleBin } from './recycle-bin.js';

/** The recycle-bin endpoints log their path without the id, as they always have. */
const fixedOrigin = (req: FastifyRequest, s: SessionContext, path: string) => ({
  ...originOf(req, s, path),
  url: path,
});

/**
 * Dictionaries and their items on the entity engine (a code in the recycle bin stays taken, an item value is
 * unique in its dictionary), the item-value check and the recycle bin.
 */
export function dictAdminRoutes(app: FastifyInstance, crud: CrudDeps): void {
  const db = crud.db;
  const recycleBin = new DictRecycleBin(crud);
  const actor = (req: FastifyRequest) => actorFor(crud, sessionOf(req), sysDict);
  mountEntity(app, crud, sysDict, {
    async beforeWrite(ctx) {
      const code = ctx.values.dictCode;
      if (typeof code !== 'string') return;
      await assertCodeNotInRecycleBin(ctx.trx, code, ctx.id || undefined);
    },
  });

  mountEntity(app, crud, sysDictItem, {
    // Items belong to a dictionary: they are exported with it, not imported on their own, and seen with it only.
    except: ['importExcel'],
    async beforeWrite(ctx) {
      const dictId = String(ctx.values.dictId ?? ctx.before?.dictId ?? '');
      const value = ctx.values.itemValue ?? ctx.before?.itemValue;
      if ('dictId' in ctx.values || ctx.mode === 'add') await assertDictExists(ctx.trx, dictId);
      if (await itemTaken(ctx.trx, dictId, String(value ?? ''), ctx.id || undefined)) throw new ApiError(ITEM_TAKEN);
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/dictItem/dictItemCheck',
    access: perm('system:dict:list'),
    query: z.object({
      itemValue: z.string().max(100).optional(),
      dictId: z.string({ error: '参数dictId不能为空' }).min(1, '参数dictId不能为空').max(64),
      id: z.string().max(64).optional(),
    }),
    handler: async ({ query }) => {
      if (!query.itemValue) return ok(null, '该值可用！');
      if (await itemTaken(db, query.dictId, query.itemValue, query.id || undefined)) {
        return fail(ITEM_TAKEN);
      }
      return ok(null, '该值可用！');
    },
  });

  // ---- Recycle bin ----

  route(app, {
    method: 'GET',
    url: '/sys/dict/deleteList',
    access: perm('system:dict:list'),
    handler: async ({ req }) => ok(await recycleBin.list(await actor(req))),
  });

  const idParam = z.object({ id: z.string().min(1).max(64) });

  route(app, {
    method: 'PUT',
    url: '/sys/dict/back/:id',
    access: perm('system:dict:delete'),
    handler: async ({ req }) => {
      const { id } = idParam.parse(req.params);
      const s = sessionOf(req);
      await recycleBin.restore(fixedOrigin(req, s, '/sys/dict/back'), await actor(req), id);
      return ok(null, '操作成功!');
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/sys/dict/deletePhysic/:id',
    access: perm('system:dict:delete'),
    handler: async ({ req }) => {
      const { id } = idParam.parse(req.params);
      const s = sessionOf(req);
      await recycleBin.purge(fixedOrigin(req, s, '/sys/dict/deletePhysic'), await actor(req), id);
      return ok(null, '删除成功!');
    },
  });
}
