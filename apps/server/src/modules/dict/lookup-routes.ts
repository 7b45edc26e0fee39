import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../core/errors.js';
import { languageOf } from '../../core/language.js';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import { parseCondition } from './condition.js';
import { DICT_CODE_FORMAT, resolveTableDict, TREES } from './registry.js';
import type { DictOption, DictService } from './service.js';
import type { TableLookups } from './table-lookups.js';

const PLAIN_CODE = /^[A-Za-z0-9_.-]{1,100}$/;
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

/** Distinct non-empty entries of a comma list. */
const keyList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  ),
];

/**
 * The lookup helpers every form uses (contract §7.5): `getDictItems`, `getDictText`, `loadDict`, `loadDictItem`
 * and `loadTreeData`, restricted to registered table dictionaries and trees.
 */
export function dictLookupRoutes(app: FastifyInstance, dicts: DictService, lookups: TableLookups): void {
  route(app, {
    method: 'GET',
    url: '/sys/dict/getDictItems/:dictCode',
    access: 'authenticated',
    handler: async ({ req }) => {
      const code = String((req.params as { dictCode: string }).dictCode ?? '').trim();
      if (!code.includes(',')) {
        if (!PLAIN_CODE.test(code)) throw badRequest(DICT_CODE_FORMAT);
        return ok(await dicts.itemsOf(code, languageOf(req)));
      }
      const d = resolveTableDict(code);
      const rows = await lookups.all(d, sessionOf(req).siteId);
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
      const item = (await dicts.itemsOf(dictCode, languageOf(req))).find((i) => i.value === key);
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
      const limit = sizeOf(query.pageSize, 10, 500);
      const rows = keyword.includes(',')
        ? await lookups.search(d, sessionOf(req).siteId, { list: keyList(keyword).slice(0, MAX_KEYS), limit })
        : await lookups.search(d, sessionOf(req).siteId, { keyword, limit });
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
      const texts = await lookups.texts(d, sessionOf(req).siteId, keys);
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
      const conditions = parseCondition(query.condition, tree.conditions);

      const pid = query.pid?.trim() ?? '';
      return ok(await lookups.treeLevel(tree, { code, text, pid, conditions }));
    },
  });
}
