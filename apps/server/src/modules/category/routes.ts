import { sysCategory } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { readInput } from '../../core/crud/input.js';
import { mountEntity } from '../../core/crud/mount.js';
import { badRequest } from '../../core/errors.js';
import { parseIds } from '../../core/ids.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import { parseCondition } from '../dict/condition.js';
import { categoryImporter } from './import.js';
import { CategoryService, CONDITION_FIELDS, LOAD_ONE_FIELDS, ROOT_PID, toNode } from './service.js';

const pidOf = (v: unknown): string => {
  if (v === undefined || v === null || v === '') return ROOT_PID;
  if (typeof v !== 'string' || v.length > 64) throw badRequest('父级节点不正确');
  return v;
};
const optional64 = z.string().max(64).optional();

/**
 * The category dictionary (contract §7.9): the engine's list, edit, delete and export; an add that generates the
 * code; and the loaders the category tree select uses, open to every signed-in user like the other dictionaries.
 */
export function categoryRoutes(app: FastifyInstance, crud: CrudDeps): CategoryService {
  let service: CategoryService | undefined;
  const store = mountEntity(app, crud, sysCategory, {
    except: ['add', 'move'],
    importer: categoryImporter(),
    beforeDelete: (rows, _s, trx) =>
      (service as CategoryService).releaseParents(
        trx,
        rows.map((r) => String(r.id)),
      ),
  });
  const categories = new CategoryService(crud.db, store, crud.uow);
  service = categories;

  route(app, {
    method: 'POST',
    url: '/sys/category/add',
    access: perm(sysCategory.perm('add')),
    handler: async ({ req }) => {
      const s = sessionOf(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values = readInput(sysCategory, body, 'add', await crud.dicts.valueSets());
      const actor = await actorFor(crud, s, sysCategory);
      const id = await categories.add(values, pidOf(body.pid), actor, originOf(req, s, '/sys/category'));
      return ok(id, '添加成功！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/category/loadTreeRoot',
    access: 'authenticated',
    query: z.object({ async: z.string().max(10).optional(), pcode: z.string().max(100).optional() }),
    handler: async ({ query }) => {
      const pid = await categories.idOfCode(query.pcode?.trim() ?? '');
      return ok(query.async === 'false' ? await categories.subtree(pid) : await categories.children(pid));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/category/loadTreeChildren',
    access: 'authenticated',
    query: z.object({ pid: optional64 }),
    handler: async ({ query }) => ok(await categories.children(pidOf(query.pid?.trim()))),
  });

  route(app, {
    method: 'GET',
    url: '/sys/category/loadTreeData',
    access: 'authenticated',
    query: z.object({
      pid: optional64,
      pcode: z.string().max(100).optional(),
      condition: z.string().max(2000).optional(),
    }),
    handler: async ({ query }) => {
      const conditions = parseCondition(query.condition, CONDITION_FIELDS);
      const pid = query.pid?.trim() ? query.pid.trim() : await categories.idOfCode(query.pcode?.trim() ?? '');
      return ok(await categories.children(pid, conditions));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/category/loadOne',
    access: 'authenticated',
    query: z.object({
      field: z.enum(LOAD_ONE_FIELDS, { error: '不支持的查询字段' }),
      val: z.string({ error: '参数val不能为空' }).min(1, '参数val不能为空').max(100),
    }),
    handler: async ({ query }) => {
      // A dictionary entry: its name and place in the tree, not who wrote it when.
      const row = await categories.loadOne(query.field, query.val);
      return ok({ id: row.id, pid: row.pid, hasChild: row.hasChild, ...toNode(row) });
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/category/loadDictItem',
    access: 'authenticated',
    query: z.object({
      ids: z
        .string()
        .max(64 * 500)
        .optional(),
      delNotExist: z.string().max(10).optional(),
    }),
    handler: async ({ query }) => {
      const ids = parseIds(query.ids ?? '', { max: 500 });
      return ok(await categories.names(ids, query.delNotExist === 'false'));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/category/loadAllData',
    access: 'authenticated',
    query: z.object({ code: z.string().max(100).optional() }),
    handler: async ({ query }) => ok(await categories.allUnder(query.code?.trim() ?? ROOT_PID)),
  });

  return categories;
}
