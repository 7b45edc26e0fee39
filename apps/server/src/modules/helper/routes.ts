import type { EntityDef, Field } from '@yunzhan/common/entities/index';
import { sysCheckRule } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { actorOf, mountEntity } from '../../core/crud/mount.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { clip, toScalar } from '../../core/query/values.js';
import { fail, ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import { SYSTEM_ENTITIES } from '../dict/registry.js';
import { type CheckRuleItem, checkValue, MAX_VALUE_LENGTH, parseRuleJson } from './check-rule.js';
import { checkRuleJson, valueTaken } from './service.js';

export const VALUE_FREE = '该值可用！';
export const VALUE_TAKEN = '该值不可用，系统中已存在！';

/**
 * The unique field of an entity named by its column (as the forms send it) or its field name. Only fields with a
 * column: lines and links have none (`columnOf` throws for them).
 */
function uniqueField(entity: EntityDef, name: string): { name: string; field: Field } | undefined {
  for (const n of entity.columnFields) {
    const field = entity.fields[n];
    if ((n === name || entity.columnOf(n) === name) && field.unique && !field.sensitive) return { name: n, field };
  }
  return undefined;
}

/**
 * Form helpers: the duplicate check (contract §7.6) over the fields the entity schemas mark unique, and
 * check rules (contract §7.7) on the engine with `checkByCode`.
 */
export function helperRoutes(app: FastifyInstance, crud: CrudDeps): void {
  const db = crud.db;

  route(app, {
    method: 'GET',
    url: '/sys/duplicate/check',
    access: 'authenticated',
    query: z.object({
      tableName: z.string({ error: '参数tableName不能为空' }).min(1, '参数tableName不能为空').max(100),
      fieldName: z.string({ error: '参数fieldName不能为空' }).min(1, '参数fieldName不能为空').max(100),
      fieldVal: z.string().max(1000).optional(),
      dataId: z.string().max(64).optional(),
      siteId: z.string().max(64).optional(),
    }),
    handler: async ({ req, query }) => {
      const entity = SYSTEM_ENTITIES.get(query.tableName);
      if (!entity) throw badRequest(`不支持校验的表：${clip(query.tableName)}`);
      const found = uniqueField(entity, query.fieldName);
      if (!found) throw badRequest(`表${entity.table}的字段「${clip(query.fieldName)}」不支持重复校验`);
      const value = query.fieldVal ?? '';
      if (value === '') return ok(null, VALUE_FREE);
      const scalar = toScalar(found.field, value);
      const taken = await valueTaken(db, entity, found.name, scalar, query.dataId, actorOf(sessionOf(req)));
      return taken ? fail(VALUE_TAKEN) : ok(null, VALUE_FREE);
    },
  });

  mountEntity(app, crud, sysCheckRule, {
    beforeWrite(ctx) {
      const json = ctx.values.ruleJson;
      if (typeof json === 'string') parseRuleJson(json);
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/checkRule/checkByCode',
    access: 'authenticated',
    query: z.object({
      ruleCode: z.string({ error: '参数ruleCode不能为空' }).min(1, '参数ruleCode不能为空').max(100),
      value: z
        .string()
        .max(MAX_VALUE_LENGTH * 4, '校验值过长')
        .optional(),
    }),
    handler: async ({ query }) => {
      let value = query.value ?? '';
      // The form sends the value URL-encoded once more (contract §7.7).
      try {
        value = decodeURIComponent(value);
      } catch {
        // not encoded: use as it is
      }
      if (value.length > MAX_VALUE_LENGTH) throw badRequest(`校验值最多${MAX_VALUE_LENGTH}个字符`);
      const json = await checkRuleJson(db, query.ruleCode);
      if (json === undefined) return fail('该编码不存在');
      let rules: CheckRuleItem[];
      try {
        rules = parseRuleJson(json);
      } catch (e) {
        // A row saved before the rules of today (or written around the API) fails closed, saying why.
        throw new ApiError(e instanceof ApiError ? `校验规则配置有误：${e.message}` : '校验规则配置有误');
      }
      const failure = checkValue(rules, value);
      if (!failure) return ok(null);
      return { ...fail(failure.message), result: failure };
    },
  });
}
