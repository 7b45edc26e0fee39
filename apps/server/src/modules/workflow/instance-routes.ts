import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { forbidden } from '../../core/errors.js';
import { languageOf } from '../../core/language.js';
import { ok } from '../../core/result.js';
import { perm, route } from '../../core/route.js';
import type { WorkflowDetail } from './detail.js';
import type { InstanceAdmin } from './instance-admin.js';
import type { InstanceFilter, WorkflowLists } from './lists.js';
import type { Granted } from './process-routes.js';
import { dateText, flag, idsOf, meOf, optionalInt, originFor, paging, personOf, sendXlsx, text } from './route-kit.js';
import { viewerOf } from './task-routes.js';
import { wfInstanceView } from './views.js';

const BASE = '/actProcessIns';

const filter = {
  name: text(200),
  processKey: text(64),
  result: optionalInt,
  startDate: dateText,
  endDate: dateText,
  ...paging,
};

/**
 * 已办结, 流程实例 and 流程历史 (docs/workflow.md): paged lists with their exports; an instance's suspension,
 * activation and voiding, each behind its button; its diagram with the current nodes.
 */
export function instanceRoutes(
  app: FastifyInstance,
  crud: CrudDeps,
  d: { lists: WorkflowLists; detail: WorkflowDetail; admin: InstanceAdmin; granted: Granted },
): void {
  const list = (
    url: string,
    code: string,
    query: z.ZodType<InstanceFilter>,
    q: (me: ReturnType<typeof meOf>, f: InstanceFilter) => ReturnType<WorkflowLists['historyQuery']>,
  ) => {
    route(app, {
      method: 'GET',
      url: `${BASE}/${url}`,
      access: perm(`${code}:list`),
      query,
      handler: async ({ req, query: f }) => {
        const me = meOf(req);
        return ok(await d.lists.instances(url, me, q(me, f), f, languageOf(req)));
      },
    });
    route(app, {
      method: 'GET',
      url: `${BASE}/${url === 'getRunningProcess' ? 'exportXls' : `${url}/exportXls`}`,
      access: perm(`${code}:export`),
      query,
      handler: async ({ req, reply, query: f }) => {
        const me = meOf(req);
        const all = { ...f, pageNo: 1, pageSize: 10_000 };
        const page = await d.lists.instances(url, me, q(me, all), all, languageOf(req));
        return sendXlsx(crud, req, reply, wfInstanceView, page.records);
      },
    });
  };
  list('getFinishedProcess', 'workflow:finished', z.object(filter), (me, f) => d.lists.finishedQuery(me, f));
  list('getRunningProcess', 'workflow:instance', z.object({ ...filter, suspended: flag }), (me, f) =>
    d.lists.runningQuery(me, f),
  );
  list('history', 'workflow:history', z.object({ ...filter, status: text(16) }), (me, f) =>
    d.lists.historyQuery(me, f),
  );

  for (const [action, suspended] of [
    ['suspend', true],
    ['activate', false],
  ] as const) {
    route(app, {
      method: ['GET', 'PUT', 'POST'],
      url: `${BASE}/${action}`,
      access: perm(`workflow:instance:${action}`),
      handler: async ({ req }) => {
        const me = meOf(req);
        const ids = idsOf((req.query as { ids?: unknown; id?: unknown }).ids ?? (req.query as { id?: unknown }).id);
        await d.admin.setSuspended(originFor(req, BASE), personOf(me.session), me.tenantId, ids, suspended);
        return ok(null, suspended ? '挂起成功' : '激活成功');
      },
    });
  }
  route(app, {
    method: ['GET', 'PUT', 'POST'],
    url: `${BASE}/updateInsStatus`,
    access: perm('workflow:instance:suspend'),
    query: z.object({ id: z.string().min(1).max(64), status: z.coerce.number().int().min(0).max(1) }),
    handler: async ({ req, query }) => {
      const me = meOf(req);
      const codes = await d.granted(me.session);
      const suspended = query.status === 0;
      if (!suspended && !codes.has('workflow:instance:activate')) throw forbidden();
      await d.admin.setSuspended(originFor(req, BASE), personOf(me.session), me.tenantId, [query.id], suspended);
      return ok(null, suspended ? '挂起成功' : '激活成功');
    },
  });
  for (const [url, code] of [
    ['delInsByIds', 'workflow:instance:delete'],
    ['delInsBatch', 'workflow:instance:deleteBatch'],
  ] as const) {
    route(app, {
      method: ['DELETE', 'POST'],
      url: `${BASE}/${url}`,
      access: perm(code),
      query: z.object({ ids: z.string().max(65_000).optional(), reason: z.string().max(500).optional() }),
      handler: async ({ req, query }) => {
        const me = meOf(req);
        const reason = query.reason?.trim() || '管理员作废';
        await d.admin.terminate(originFor(req, BASE), personOf(me.session), me.tenantId, idsOf(query.ids), reason);
        return ok(null, '作废成功');
      },
    });
  }
  route(app, {
    method: 'GET',
    url: `${BASE}/getHighlight/:procInstId`,
    access: 'authenticated',
    handler: async ({ req }) => {
      const { procInstId } = z.object({ procInstId: z.string().min(1).max(64) }).parse(req.params);
      const instance = await d.detail.visible(procInstId, await viewerOf(req, d.granted));
      return ok(await d.detail.highlight(instance));
    },
  });
}
