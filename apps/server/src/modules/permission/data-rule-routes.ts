import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { readInput } from '../../core/crud/input.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { EntityStore, type Row } from '../../core/crud/store.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { applyFilters, applySort, parseListQuery, type QueryParams } from '../../core/query/index.js';
import { SQL_RULE_NAMES } from '../../core/query/rules.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { sysPermissionDataRule } from './entities.js';
import { logChange, type Trx } from './menu-admin.js';

const idParam = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}格式不正确`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label}格式不正确`);

/** Variables a rule value may use (contract §4.4 item 5), in either spelling. */
const VARIABLES = new Set(
  ['sysUserCode', 'sysUserName', 'sysOrgCode', 'sysMultiOrgCode', 'sysDate', 'sysTime', 'tenantId', 'bpmStatus'].map(
    (v) => v.toLowerCase(),
  ),
);
const MAX_RULES = 1000;

/** Refuses raw-SQL rules and unknown `#{…}` variables with a clear message. */
function checkRule(body: Record<string, unknown>): void {
  const condition = typeof body.ruleConditions === 'string' ? body.ruleConditions.trim() : '';
  if (SQL_RULE_NAMES.includes(condition)) throw badRequest('不支持SQL片段规则');
  if (typeof body.ruleValue === 'string') {
    for (const m of body.ruleValue.matchAll(/#\{([^}]*)\}/g)) {
      if (!VARIABLES.has(m[1].trim().replaceAll('_', '').toLowerCase())) {
        throw badRequest(`规则值中的系统变量不存在：${m[1].slice(0, 40)}`);
      }
    }
    if (/#\{(?![^}]*\})/.test(body.ruleValue)) throw badRequest('规则值格式不正确');
  }
}

/**
 * Data rules of a menu (contract §4.4, §7.3): list, query (list-query conventions on the rule fields), add,
 * edit, delete. A menu with rules has `rule_flag = 1`, and 0 again when its last rule goes.
 */
export function dataRuleRoutes(app: FastifyInstance, ctx: AppContext, crud: CrudDeps): void {
  const db = ctx.db;
  const entity = sysPermissionDataRule;
  const store = new EntityStore(entity, crud.db, crud.dialect, crud.dataVersion);
  const actor = (s: { username: string }) => ({ username: s.username, siteId: null });

  const setRuleFlag = async (trx: Trx, permissionId: string) => {
    const any = await trx
      .selectFrom('sysPermissionDataRule')
      .select('id')
      .where('permissionId', '=', permissionId)
      .limit(1)
      .executeTakeFirst();
    await trx
      .updateTable('sysPermission')
      .set({ ruleFlag: any ? 1 : 0 })
      .where('id', '=', permissionId)
      .execute();
  };

  route(app, {
    method: 'GET',
    url: '/sys/permission/getPermRuleListByPermId',
    access: perm('system:dataRule:list'),
    query: z.object({ permissionId: idParam('permissionId') }),
    handler: async ({ req, query }) => {
      const rows = await store
        .scoped(actor(sessionOf(req)))
        .selectAll()
        .where('permission_id', '=', query.permissionId)
        .orderBy('create_time')
        .orderBy('id')
        .limit(MAX_RULES)
        .execute();
      return ok(rows.map(camel));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/queryPermissionRule',
    access: perm('system:dataRule:list'),
    query: z.object({ permissionId: idParam('permissionId') }).loose(),
    handler: async ({ req, query }) => {
      const params = { ...(req.query as QueryParams) };
      // Sorted by creation unless the client asks otherwise.
      if (!params.column) params.column = 'createTime';
      if (!params.order) params.order = 'asc';
      const q = parseListQuery(entity, params);
      const qb = applyFilters(store.scoped(actor(sessionOf(req))), entity, q, { dialect: crud.dialect }).where(
        'permission_id',
        '=',
        query.permissionId,
      );
      const rows = await applySort(qb.selectAll(), entity, q, { dialect: crud.dialect }).limit(MAX_RULES).execute();
      return ok(rows.map(camel));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/permission/addPermissionRule',
    access: perm('system:dataRule:add'),
    handler: async ({ req }) => {
      const s = sessionOf(req);
      const body = bodyOf(req.body);
      const permissionId = idParam('permissionId').parse(body.permissionId);
      checkRule(body);
      const values = readInput(entity, body, 'add', await crud.dicts.valueSets());
      const id = await db.transaction().execute(async (trx) => {
        const menu = await trx
          .selectFrom('sysPermission')
          .select('id')
          .where('id', '=', permissionId)
          .where('delFlag', '=', 0)
          .executeTakeFirst();
        if (!menu) throw new ApiError('菜单权限不存在', 400, 400);
        const id = await store.insert(trx, actor(s), { ...values, permissionId });
        await setRuleFlag(trx, permissionId);
        await logChange(trx, req, s, entity, OPERATE.add, [{ id, after: { ...values, permissionId } }]);
        return id;
      });
      return ok(id, '添加成功!');
    },
  });

  route(app, {
    method: ['PUT', 'POST'],
    url: '/sys/permission/editPermissionRule',
    access: perm('system:dataRule:edit'),
    handler: async ({ req }) => {
      const s = sessionOf(req);
      const body = bodyOf(req.body);
      const id = idParam('参数id').parse(body.id);
      checkRule(body);
      const values = readInput(entity, body, 'edit', await crud.dicts.valueSets());
      await db.transaction().execute(async (trx) => {
        const before = await store.get(actor(s), id, trx);
        if (!before) throw new ApiError('未找到对应实体');
        await store.update(trx, actor(s), id, values);
        await logChange(trx, req, s, entity, OPERATE.edit, [{ id, before, after: { ...before, ...values } }]);
      });
      return ok(null, '编辑成功!');
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/sys/permission/deletePermissionRule',
    access: perm('system:dataRule:delete'),
    query: z.object({ id: idParam('参数id') }),
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      await db.transaction().execute(async (trx) => {
        const before = await store.get(actor(s), query.id, trx);
        if (!before) throw new ApiError('未找到对应实体');
        await store.remove(trx, actor(s), [query.id]);
        await setRuleFlag(trx, String(before.permissionId));
        await logChange(trx, req, s, entity, OPERATE.delete, [{ id: query.id, before }]);
      });
      return ok(null, '删除成功!');
    },
  });
}

function bodyOf(raw: unknown): Record<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('请求参数有误');
  return raw as Record<string, unknown>;
}

/** A raw sys_permission_data_rule row with the API's camelCase keys. */
function camel(r: Row): Row {
  return Object.fromEntries(
    Object.entries(r).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );
}
