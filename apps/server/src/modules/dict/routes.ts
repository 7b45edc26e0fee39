import { sysDict, sysDictItem } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { OPERATE, writeOperationLog } from '../../core/crud/oplog.js';
import type { AnyDb, Row } from '../../core/crud/store.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { LIKE_ESCAPE, likePattern } from '../../core/query/values.js';
import { fail, ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { formatDateTime } from '../../core/time.js';
import { dynamic } from '../../db/index.js';
import {
  activeFilter,
  DICT_CODE_FORMAT,
  resolveTableDict,
  siteScoped,
  type TableDictDef,
  TREES,
  type TreeDef,
} from './registry.js';
import type { DictOption, DictService } from './service.js';

export const ITEM_TAKEN = '该值不可用，系统中已存在！';
export const CONDITION_INVALID = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

const PLAIN_CODE = /^[A-Za-z0-9_.-]{1,100}$/;
const MAX_TABLE_ROWS = 5000;
const MAX_KEYS = 500;

const option = (value: unknown, text: unknown): DictOption => {
  const t = text === null || text === undefined ? '' : String(text);
  return { value: String(value), text: t, title: t, label: t };
};

/** A page size from the query string: `fallback` when absent or invalid, at most `max`. */
const sizeOf = (v: string | undefined, fallback: number, max: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * Dictionaries (contract §7.5): `/sys/dict` and `/sys/dictItem` on the entity engine, the recycle bin, the
 * cache endpoints, and the lookup helpers every form uses (`getDictItems`, `loadDict`, `loadDictItem`,
 * `loadTreeData`) restricted to registered table dictionaries and trees.
 */
export function dictRoutes(app: FastifyInstance, dicts: DictService, crud: CrudDeps): void {
  const db = crud.db;
  const like = sql.raw(crud.dialect === 'postgres' ? 'ilike' : 'like');

  route(app, {
    method: 'GET',
    url: '/sys/dict/queryAllDictItems',
    access: 'authenticated',
    handler: ({ req, reply }) => dicts.responses.send(req, reply, 'all', async () => ok(await dicts.allItems())),
  });
  // The header's "clear cache" tool: every user may drop and reload the dictionary cache.
  route(app, {
    method: 'GET',
    url: '/sys/dict/refleshCache',
    access: 'authenticated',
    handler: async () => {
      dicts.refresh();
      await dicts.allItems();
      return ok(null, '刷新缓存完成！');
    },
  });

  // ---- Lookups -------------------------------------------------------------------------------------------

  /** The rows of a registered table dictionary a lookup may see: not deleted, in the session's site. */
  const tableQuery = (req: FastifyRequest, d: TableDictDef) => {
    let qb = dynamic(db)
      .selectFrom(d.table)
      .select([sql.ref(d.code).as('v'), sql.ref(d.text).as('t')]);
    const active = activeFilter(d.table);
    if (active) qb = qb.where(sql.ref(active.column), '=', active.value);
    if (siteScoped(d.table)) qb = qb.where(sql.ref('site_id'), '=', sessionOf(req).siteId);
    return qb;
  };

  route(app, {
    method: 'GET',
    url: '/sys/dict/getDictItems/:dictCode',
    access: 'authenticated',
    handler: async ({ req }) => {
      const code = String((req.params as { dictCode: string }).dictCode ?? '').trim();
      if (!code.includes(',')) {
        if (!PLAIN_CODE.test(code)) throw badRequest(DICT_CODE_FORMAT);
        return ok(await dicts.itemsOf(code));
      }
      const d = resolveTableDict(code);
      const rows = await tableQuery(req, d).orderBy(sql.ref(d.text)).limit(MAX_TABLE_ROWS).execute();
      return ok(rows.map((r) => option(r.v, r.t)));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/dict/getDictText/:dictCode/:key',
    access: 'authenticated',
    handler: async ({ req }) => {
      const { dictCode, key } = req.params as { dictCode: string; key: string };
      if (!PLAIN_CODE.test(dictCode)) throw badRequest(DICT_CODE_FORMAT);
      const item = (await dicts.itemsOf(dictCode)).find((i) => i.value === key);
      return ok(item?.text ?? '');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/dict/loadDict/:dictCode',
    access: 'authenticated',
    query: z.object({ keyword: z.string().max(200).optional(), pageSize: z.string().max(10).optional() }),
    handler: async ({ req, query }) => {
      const d = resolveTableDict(String((req.params as { dictCode: string }).dictCode ?? ''));
      const keyword = query.keyword?.trim() ?? '';
      let qb = tableQuery(req, d);
      if (keyword.includes(',')) {
        const list = [
          ...new Set(
            keyword
              .split(',')
              .map((k) => k.trim())
              .filter(Boolean),
          ),
        ].slice(0, MAX_KEYS);
        if (list.length)
          qb = qb.where((eb) => eb.or([eb(sql.ref(d.text), 'in', list), eb(sql.ref(d.code), 'in', list)]));
      } else if (keyword) {
        const pattern = likePattern('like', keyword);
        const esc = sql.lit(LIKE_ESCAPE);
        qb = qb.where(
          sql<boolean>`(${sql.ref(d.text)} ${like} ${pattern} escape ${esc} or ${sql.ref(d.code)} ${like} ${pattern} escape ${esc})`,
        );
      }
      const rows = await qb
        .orderBy(sql.ref(d.text))
        .limit(sizeOf(query.pageSize, 10, 500))
        .execute();
      return ok(rows.map((r) => option(r.v, r.t)));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/dict/loadDictItem/:dictCode',
    access: 'authenticated',
    query: z.object({ key: z.string().max(20_000).optional(), delNotExist: z.string().max(10).optional() }),
    handler: async ({ req, query }) => {
      const d = resolveTableDict(String((req.params as { dictCode: string }).dictCode ?? ''));
      const keys = (query.key ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      if (keys.length > MAX_KEYS) throw badRequest(`一次最多翻译${MAX_KEYS}个值`);
      if (!keys.length) return ok([]);
      const rows = await tableQuery(req, d)
        .where(sql.ref(d.code), 'in', [...new Set(keys)])
        .execute();
      const texts = new Map(rows.map((r) => [String(r.v), String(r.t ?? '')]));
      const keepUnknown = query.delNotExist === 'false';
      return ok(keys.flatMap((k) => (texts.has(k) ? [texts.get(k)] : keepUnknown ? [k] : [])));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/dict/loadTreeData',
    access: 'authenticated',
    query: z.object({
      pid: z.string().max(64).optional(),
      pidField: z.string().max(64).optional(),
      tableName: z.string({ error: '参数tableName不能为空' }).max(64),
      text: z.string({ error: '参数text不能为空' }).max(64),
      code: z.string({ error: '参数code不能为空' }).max(64),
      hasChildField: z.string().max(64).optional(),
      condition: z.string().max(2000).optional(),
    }),
    handler: async ({ query }) => {
      const tree = TREES.get(query.tableName.trim());
      if (!tree) throw badRequest(`不支持的树形字典表：${query.tableName.slice(0, 64)}`);
      const text = query.text.trim();
      const code = query.code.trim();
      if (!tree.texts.includes(text)) throw badRequest('不支持的显示字段');
      if (!tree.codes.includes(code)) throw badRequest('不支持的值字段');
      const pidField = query.pidField?.trim();
      if (pidField && pidField !== tree.pid) throw badRequest('不支持的父级字段');
      const hasChildField = query.hasChildField?.trim();
      if (hasChildField && hasChildField !== tree.hasChild) throw badRequest('不支持的子节点标识字段');
      const conditions = parseCondition(query.condition, tree);

      const pidRef = sql.ref(tree.pid);
      let qb = dynamic(db)
        .selectFrom(tree.table)
        .select([sql.ref('id').as('i'), sql.ref(code).as('v'), sql.ref(text).as('t'), pidRef.as('p')]);
      if (tree.hasChild) qb = qb.select(sql.ref(tree.hasChild).as('h'));
      const active = activeFilter(tree.table);
      if (active) qb = qb.where(sql.ref(active.column), '=', active.value);
      const pid = query.pid?.trim() ?? '';
      if (pid) qb = qb.where(pidRef, '=', pid);
      else {
        qb = qb.where((eb) =>
          eb.or([eb(pidRef, 'is', null), eb(pidRef, '=', ''), ...(tree.root ? [eb(pidRef, '=', tree.root)] : [])]),
        );
      }
      for (const [column, value] of conditions) qb = qb.where(sql.ref(column), '=', value);
      const rows: Row[] = await qb.orderBy(sql.ref(tree.order)).orderBy(sql.ref('id')).limit(MAX_TABLE_ROWS).execute();

      let parents = new Set<string>();
      if (!tree.hasChild && rows.length) {
        let cq = dynamic(db)
          .selectFrom(tree.table)
          .select(pidRef.as('p'))
          .distinct()
          .where(
            pidRef,
            'in',
            rows.map((r) => String(r.i)),
          );
        if (active) cq = cq.where(sql.ref(active.column), '=', active.value);
        parents = new Set((await cq.execute()).map((r) => String(r.p)));
      }
      return ok(
        rows.map((r) => ({
          key: String(r.v),
          value: String(r.v),
          title: String(r.t ?? ''),
          isLeaf: tree.hasChild ? String(r.h ?? '') !== '1' : !parents.has(String(r.i)),
          parentId: r.p ?? '',
        })),
      );
    },
  });

  // ---- Dictionaries and items on the engine -------------------------------------------------------------

  // Every write below drops the dictionary caches once the response is ready (after the commit), so
  // queryAllDictItems and list translations show the change at once.
  app.register(async (scope) => {
    scope.addHook('onSend', async (req, _reply, payload) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') dicts.refresh();
      return payload;
    });
    dictEntityRoutes(scope, crud);
  });
}

/** `condition` of loadTreeData: a JSON object of equality filters on the tree's allowed columns. */
function parseCondition(text: string | undefined, tree: TreeDef): [string, string | number][] {
  if (!text?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(CONDITION_INVALID);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(CONDITION_INVALID);
  const out: [string, string | number][] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const column = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (!tree.conditions.includes(column)) throw badRequest(`不支持的查询条件字段：${key.slice(0, 64)}`);
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      throw badRequest(`查询条件「${key.slice(0, 64)}」的值不正确`);
    }
    out.push([column, value]);
  }
  return out;
}

function dictEntityRoutes(app: FastifyInstance, crud: CrudDeps): void {
  const db = crud.db;
  mountEntity(app, crud, sysDict, {
    async beforeWrite(ctx) {
      const code = ctx.values.dictCode;
      if (typeof code !== 'string') return;
      // A code held by a dictionary in the recycle bin is taken too (the unique index covers it).
      let qb = dynamic(ctx.trx)
        .selectFrom('sys_dict')
        .select('id')
        .where('dict_code', '=', code)
        .where('del_flag', '=', 1);
      if (ctx.id) qb = qb.where('id', '<>', ctx.id);
      if (await qb.executeTakeFirst()) throw new ApiError('字典编码已存在于回收站中，请先彻底删除或取回');
    },
  });

  mountEntity(app, crud, sysDictItem, {
    // Items belong to a dictionary: they are exported with it, not imported on their own.
    except: ['importExcel'],
    async beforeWrite(ctx) {
      const dictId = String(ctx.values.dictId ?? ctx.before?.dictId ?? '');
      const value = ctx.values.itemValue ?? ctx.before?.itemValue;
      if ('dictId' in ctx.values || ctx.mode === 'add') {
        const dict = await dynamic(ctx.trx)
          .selectFrom('sys_dict')
          .select('id')
          .where('id', '=', dictId)
          .where('del_flag', '=', 0)
          .executeTakeFirst();
        if (!dict) throw new ApiError('字典不存在');
      }
      if (await itemTaken(ctx.trx, dictId, String(value ?? ''), ctx.id || undefined)) throw new ApiError(ITEM_TAKEN);
    },
  });

  const itemTaken = async (trx: AnyDb, dictId: string, itemValue: string, exceptId?: string) => {
    let qb = trx
      .selectFrom('sys_dict_item')
      .select('id')
      .where('dict_id', '=', dictId)
      .where('item_value', '=', itemValue);
    if (exceptId) qb = qb.where('id', '<>', exceptId);
    return !!(await qb.executeTakeFirst());
  };

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
    handler: async () => {
      const rows = await dynamic(db)
        .selectFrom('sys_dict')
        .select([
          'id',
          'dict_name',
          'dict_code',
          'description',
          'type',
          'create_by',
          'create_time',
          'update_by',
          'update_time',
        ])
        .where('del_flag', '=', 1)
        .orderBy('update_time', 'desc')
        .orderBy('id')
        .limit(MAX_TABLE_ROWS)
        .execute();
      return ok(rows);
    },
  });

  const deletedDict = async (trx: AnyDb, id: string): Promise<Row> => {
    const row = await trx
      .selectFrom('sys_dict')
      .selectAll()
      .where('id', '=', id)
      .where('del_flag', '=', 1)
      .executeTakeFirst();
    if (!row) throw new ApiError('未找到对应实体');
    return row;
  };

  const idParam = z.object({ id: z.string().min(1).max(64) });

  route(app, {
    method: 'PUT',
    url: '/sys/dict/back/:id',
    access: perm('system:dict:delete'),
    handler: async ({ req }) => {
      const { id } = idParam.parse(req.params);
      const s = sessionOf(req);
      await db.transaction().execute(async (trx) => {
        const before = await deletedDict(trx, id);
        await dynamic(trx)
          .updateTable('sys_dict')
          .set({ del_flag: 0, update_by: s.username, update_time: formatDateTime() })
          .where('id', '=', id)
          .execute();
        await writeOperationLog(trx, {
          entity: sysDict,
          operateType: OPERATE.edit,
          username: s.username,
          realname: s.realname,
          ip: req.ip,
          method: 'PUT /sys/dict/back',
          url: '/sys/dict/back',
          changes: [{ id, before, after: { ...before, delFlag: 0 } }],
          note: '取回',
        });
      });
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
      await db.transaction().execute(async (trx) => {
        const before = await deletedDict(trx, id);
        await dynamic(trx).deleteFrom('sys_dict_item').where('dict_id', '=', id).execute();
        await dynamic(trx).deleteFrom('sys_dict').where('id', '=', id).execute();
        await writeOperationLog(trx, {
          entity: sysDict,
          operateType: OPERATE.delete,
          username: s.username,
          realname: s.realname,
          ip: req.ip,
          method: 'DELETE /sys/dict/deletePhysic',
          url: '/sys/dict/deletePhysic',
          changes: [{ id, before }],
          note: '彻底删除',
        });
      });
      return ok(null, '删除成功!');
    },
  });
}
