import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { languageOf } from '../../core/language.js';
import { ok } from '../../core/result.js';
import { perm, route } from '../../core/route.js';
import type { Applicant, Applications } from './applications.js';
import type { Assignees } from './assignees.js';
import type { Processes } from './processes.js';
import { dateText, idQuery, idsOf, meOf, optionalInt, originFor, paging, text } from './route-kit.js';

const P = 'workflow:apply';
const BASE = '/actBusiness';

const formData = z.record(z.string(), z.unknown(), { error: '请填写申请表单' });
const title = z.string().trim().max(200, '标题最多200个字符').optional();

/**
 * 发起申请 (docs/workflow.md): what the user may start, the user's own applications (paged), drafts with their forms,
 * submission and withdrawal. An application is only ever its applicant's here.
 */
export function applyRoutes(
  app: FastifyInstance,
  applications: Applications,
  processes: Processes,
  assignees: Assignees,
): void {
  const applicant = async (req: FastifyRequest): Promise<Applicant> => {
    const me = meOf(req);
    return {
      session: me.session,
      tenantId: me.tenantId,
      roleCodes: await assignees.roleCodes(me.session.userId, me.tenantId),
    };
  };

  route(app, {
    method: 'GET',
    url: `${BASE}/processes`,
    access: perm(`${P}:list`),
    handler: async ({ req }) => {
      const a = await applicant(req);
      return ok(await processes.startable(a.tenantId, a.roleCodes));
    },
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/listData`,
    access: perm(`${P}:list`),
    query: z.object({
      title: text(200),
      status: optionalInt,
      result: optionalInt,
      createTime_begin: dateText,
      createTime_end: dateText,
      ...paging,
    }),
    handler: async ({ req, query }) => ok(await applications.list(await applicant(req), query, languageOf(req))),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/getForm`,
    access: perm(`${P}:list`),
    query: idQuery,
    handler: async ({ req, query }) => {
      const me = meOf(req);
      const business = await applications.business(me.tenantId, query.id, me.username);
      return ok({ business, data: await applications.data(business) });
    },
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/add`,
    access: perm(`${P}:add`),
    body: z.object({ procDefId: z.string({ error: '请选择流程' }).min(1).max(64), title, data: formData }),
    handler: async ({ req, body }) =>
      ok(await applications.add(originFor(req, BASE), await applicant(req), body), '保存成功！'),
  });
  route(app, {
    method: ['PUT', 'POST'],
    url: `${BASE}/editForm`,
    access: perm(`${P}:add`),
    body: z.object({ id: z.string().min(1).max(64), title, data: formData }),
    handler: async ({ req, body }) => {
      await applications.edit(originFor(req, BASE), await applicant(req), body);
      return ok(null, '保存成功！');
    },
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/apply`,
    access: perm(`${P}:add`),
    body: z.object({ id: z.string().min(1).max(64), priority: z.coerce.number().int().min(0).max(2).default(0) }),
    handler: async ({ req, body }) => {
      await applications.apply(originFor(req, BASE), await applicant(req), body.id, body.priority);
      return ok(null, '提交成功！');
    },
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/cancel`,
    access: perm(`${P}:add`),
    body: z.object({ id: z.string().min(1).max(64), reason: z.string().max(500).optional() }),
    handler: async ({ req, body }) => {
      await applications.withdraw(originFor(req, BASE), await applicant(req), body.id, body.reason);
      return ok(null, '撤回成功！');
    },
  });
  route(app, {
    method: ['DELETE', 'POST'],
    url: `${BASE}/delByIds`,
    access: perm(`${P}:add`),
    handler: async ({ req }) => {
      const ids = idsOf((req.query as { ids?: unknown }).ids ?? (req.body as { ids?: unknown } | undefined)?.ids);
      await applications.remove(originFor(req, BASE), await applicant(req), ids);
      return ok(null, '删除成功!');
    },
  });
}
