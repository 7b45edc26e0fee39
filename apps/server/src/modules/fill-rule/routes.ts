import { sysFillRule } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { languageOf } from '../../core/language.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import type { FillRules } from './service.js';

const BASE = sysFillRule.apiBase;
const ruleCode = z.string({ error: '规则编码不能为空' }).trim().min(1, '规则编码不能为空').max(100);
const formData = z.record(z.string(), z.unknown(), { error: '表单数据应为 JSON 对象' });
const batchBody = z.object({
  commonFormData: formData.optional(),
  rules: z
    .array(z.object({ ruleCode, formData: formData.nullish() }), { error: '请提供 rules' })
    .min(1, '请提供 rules')
    .max(50, '一次最多执行50条规则'),
});

/**
 * 填值规则 (contract §7.8): the engine's list, forms, delete, export and import of `sys.fillRule` with the handler
 * checks, 功能测试 (`testFillRule`: the next value, nothing taken), the execution by code (one or a batch, each
 * taking its value) and the handler registry the form offers. Every route needs its `system:fillRule:*` permission.
 */
export function fillRuleRoutes(app: FastifyInstance, crud: CrudDeps, rules: FillRules): void {
  mountEntity(app, crud, sysFillRule, rules.crudOptions());
  const actor = (req: Parameters<typeof sessionOf>[0]) => actorFor(crud, sessionOf(req), sysFillRule);

  route(app, {
    method: 'GET',
    url: `${BASE}/testFillRule`,
    access: perm(`${sysFillRule.permPrefix}:test`),
    query: z.object({ ruleCode }),
    handler: async ({ req, query }) => ok(await rules.run(await actor(req), query.ruleCode, {}, { preview: true })),
  });

  route(app, {
    method: 'PUT',
    url: `${BASE}/executeRuleByCode/:ruleCode`,
    access: perm(`${sysFillRule.permPrefix}:execute`),
    body: formData.nullish(),
    handler: async ({ req, body }) => {
      const code = z.object({ ruleCode }).parse(req.params).ruleCode;
      return ok(await rules.run(await actor(req), code, body ?? {}));
    },
  });

  route(app, {
    method: 'PUT',
    url: `${BASE}/executeRuleByCodeBatch`,
    access: perm(`${sysFillRule.permPrefix}:execute`),
    body: batchBody,
    handler: async ({ req, body }) => {
      const who = await actor(req);
      const out: { ruleCode: string; result: string }[] = [];
      for (const r of body.rules) {
        out.push({
          ruleCode: r.ruleCode,
          result: await rules.run(who, r.ruleCode, r.formData ?? body.commonFormData ?? {}),
        });
      }
      return ok(out);
    },
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/handlers`,
    access: perm(sysFillRule.perm('list')),
    handler: ({ req }) => ok(rules.registry.list(languageOf(req))),
  });
}
