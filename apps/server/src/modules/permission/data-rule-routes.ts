import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { readInput } from '../../core/crud/input.js';
import { badRequest } from '../../core/errors.js';
import { languageOf } from '../../core/language.js';
import type { QueryParams } from '../../core/query/index.js';
import { SQL_RULE_NAMES } from '../../core/query/rules.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import { DataRuleService } from './data-rule-service.js';
import { sysPermissionDataRule } from './entities.js';

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
export function dataRuleRoutes(app: FastifyInstance, crud: CrudDeps): void {
  const rules = new DataRuleService(crud);
  const entity = sysPermissionDataRule;
  const actor = (req: FastifyRequest) => actorFor(crud, sessionOf(req), entity);

  route(app, {
    method: 'GET',
    url: '/sys/permission/getPermRuleListByPermId',
    access: perm('system:dataRule:list'),
    query: z.object({ permissionId: idParam('permissionId') }),
    handler: async ({ req, query }) => ok(await rules.rulesOf(await actor(req), query.permissionId)),
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/queryPermissionRule',
    access: perm('system:dataRule:list'),
    query: z.object({ permissionId: idParam('permissionId') }).loose(),
    handler: async ({ req, query }) =>
      ok(await rules.query(await actor(req), query.permissionId, req.query as QueryParams)),
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/dataRule/list',
    access: perm('system:dataRule:list'),
    handler: async ({ req }) => ok(await rules.page(await actor(req), req.query as QueryParams, languageOf(req))),
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/dataRule/menus',
    access: perm('system:dataRule:list'),
    handler: async ({ req }) => ok(await rules.menuTree(languageOf(req))),
  });

  route(app, {
    method: 'POST',
    url: '/sys/permission/addPermissionRule',
    access: perm('system:dataRule:add'),
    handler: async ({ req }) => {
      const body = bodyOf(req.body);
      const permissionId = idParam('permissionId').parse(body.permissionId);
      checkRule(body);
      const values = readInput(entity, body, 'add', await crud.dicts.valueSets());
      return ok(await rules.add(originOf(req, sessionOf(req)), permissionId, values), '添加成功!');
    },
  });

  route(app, {
    method: ['PUT', 'POST'],
    url: '/sys/permission/editPermissionRule',
    access: perm('system:dataRule:edit'),
    handler: async ({ req }) => {
      const body = bodyOf(req.body);
      const id = idParam('参数id').parse(body.id);
      checkRule(body);
      const values = readInput(entity, body, 'edit', await crud.dicts.valueSets());
      await rules.edit(originOf(req, sessionOf(req)), await actor(req), id, values);
      return ok(null, '编辑成功!');
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/sys/permission/deletePermissionRule',
    access: perm('system:dataRule:delete'),
    query: z.object({ id: idParam('参数id') }),
    handler: async ({ req, query }) => {
      await rules.remove(originOf(req, sessionOf(req)), await actor(req), query.id);
      return ok(null, '删除成功!');
    },
  });
}

function bodyOf(raw: unknown): Record<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('请求参数有误');
  return raw as Record<string, unknown>;
}
