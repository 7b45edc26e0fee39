import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SessionContext } from '../../core/auth/session.js';
import { ApiError, forbidden } from '../../core/errors.js';
import { languageOf } from '../../core/language.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { sendXml } from './model-routes.js';
import { ACTIVE, formTitle, type Processes, SUSPENDED } from './processes.js';
import type { PublishRules } from './publish-rules.js';
import { flag, idQuery, idsOf, meOf, optionalInt, originFor, paging, text } from './route-kit.js';
import { withTexts } from './texts.js';

const P = 'workflow:process';
const BASE = '/activiti_process';

/** The permission codes a session holds (the guard's own answer). */
export type Granted = (s: SessionContext) => Promise<ReadonlySet<string>>;

const statusQuery = z.object({ id: z.string().min(1).max(64), status: z.coerce.number().int().min(0).max(1) });

/**
 * 流程管理 (docs/workflow.md): deployed definitions by version, paged; 挂起 and 激活 each behind its own permission;
 * delete refused while an instance runs on the version; the XML of a version for its diagram and its export.
 */
export function processRoutes(app: FastifyInstance, processes: Processes, granted: Granted, rules: PublishRules): void {
  route(app, {
    method: 'GET',
    url: `${BASE}/listData`,
    access: perm(`${P}:list`),
    query: z.object({ lcmc: text(100), lckey: text(64), zx: flag, status: optionalInt, formKey: text(64), ...paging }),
    handler: async ({ req, query }) => {
      const page = await processes.list(meOf(req).tenantId, query);
      await withTexts(processes.crud, languageOf(req), page.records, { status: 'bpm_process_status' });
      return ok(page);
    },
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/queryById`,
    access: perm(`${P}:list`),
    query: idQuery,
    handler: async ({ req, query }) => {
      const { source: _source, nodes, ...p } = await processes.get(meOf(req).tenantId, query.id);
      return ok({ ...p, latest: p.latest === 1, formTitle: formTitle(p.formKey), nodes: JSON.parse(nodes) });
    },
  });
  // 挂起 and 激活, each its own permission; `updateStatus` (the community module's path) checks the one its status names.
  for (const [status, action] of [
    [SUSPENDED, 'suspend'],
    [ACTIVE, 'activate'],
  ] as const) {
    route(app, {
      method: ['GET', 'PUT', 'POST'],
      url: `${BASE}/${action === 'suspend' ? 'suspend' : 'activate'}`,
      access: perm(`${P}:${action}`),
      query: idQuery,
      handler: async ({ req, query }) => {
        await processes.setStatus(originFor(req, BASE), meOf(req).tenantId, query.id, status);
        return ok(null, status === ACTIVE ? '激活成功' : '挂起成功');
      },
    });
  }
  route(app, {
    method: ['GET', 'PUT', 'POST'],
    url: `${BASE}/updateStatus`,
    access: 'authenticated',
    query: statusQuery,
    handler: async ({ req, query }) => {
      const code = `${P}:${query.status === ACTIVE ? 'activate' : 'suspend'}`;
      if (!(await granted(sessionOf(req))).has(code)) throw forbidden();
      await processes.setStatus(originFor(req, BASE), meOf(req).tenantId, query.id, query.status);
      return ok(null, query.status === ACTIVE ? '激活成功' : '挂起成功');
    },
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/updateInfo`,
    access: perm(`${P}:edit`),
    body: z.object({
      id: z.string().min(1).max(64),
      description: z.string().max(500).nullish(),
      roles: z
        .string()
        .max(1000)
        .regex(/^[A-Za-z0-9_,-]*$/, '角色编码格式不正确')
        .nullish(),
    }),
    handler: async ({ req, body }) => {
      await processes.updateInfo(originFor(req, BASE), meOf(req).tenantId, body.id, body);
      return ok(null, '保存成功！');
    },
  });
  route(app, {
    method: ['GET', 'DELETE'],
    url: `${BASE}/delete`,
    access: perm(`${P}:delete`),
    query: idQuery,
    handler: async ({ req, query }) => {
      await processes.remove(originFor(req, BASE), meOf(req).tenantId, [query.id]);
      return ok(null, '删除成功!');
    },
  });
  route(app, {
    method: ['DELETE', 'POST'],
    url: `${BASE}/delByIds`,
    access: perm(`${P}:deleteBatch`),
    handler: async ({ req }) => {
      const ids = idsOf((req.query as { ids?: unknown }).ids ?? (req.body as { ids?: unknown } | undefined)?.ids);
      await processes.remove(originFor(req, BASE), meOf(req).tenantId, ids);
      return ok(null, '删除成功!');
    },
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/publishRules`,
    access: perm(`${P}:list`),
    handler: async ({ req }) => {
      const me = meOf(req);
      if (!me.session.siteId) throw new ApiError('请先选择站点');
      return ok(await rules.list(me.session.siteId, me.tenantId));
    },
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/publishRule`,
    access: 'authenticated',
    query: z.object({ entity: z.string().min(1).max(64) }),
    handler: async ({ req, query }) => {
      const me = meOf(req);
      return ok(await rules.one(me.session.siteId, me.tenantId, query.entity));
    },
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/publishRule`,
    access: perm(`${P}:publishRule`),
    body: z.object({ entity: z.string().min(1).max(64), processKey: z.string().max(64).nullish() }),
    handler: async ({ req, body }) => {
      const me = meOf(req);
      if (!me.session.siteId) throw new ApiError('请先选择站点');
      await rules.set(originFor(req, BASE), me.session.siteId, me.tenantId, body.entity, body.processKey || null);
      return ok(null, '保存成功！');
    },
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/exportXml`,
    access: perm(`${P}:export`),
    query: idQuery,
    handler: async ({ req, reply, query }) => {
      const p = await processes.get(meOf(req).tenantId, query.id);
      return sendXml(reply, `${p.processKey}.v${p.version}.bpmn20.xml`, p.xml);
    },
  });
}
