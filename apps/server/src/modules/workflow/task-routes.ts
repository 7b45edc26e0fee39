import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { languageOf } from '../../core/language.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import type { Viewer, WorkflowDetail } from './detail.js';
import type { WorkflowLists } from './lists.js';
import type { Granted } from './process-routes.js';
import {
  actorOfRequest,
  attachments,
  dateText,
  flag,
  idQuery,
  meOf,
  optionalInt,
  originFor,
  paging,
  sendXlsx,
  text,
} from './route-kit.js';
import type { TaskActions } from './tasks/task-actions.js';
import type { TaskHandover } from './tasks/task-handover.js';
import { wfTaskView } from './views.js';

const BASE = '/actTask';
const HANDLE = perm('workflow:todo:handle');

const opinion = {
  id: z.string().min(1, '参数id不能为空').max(64),
  comment: z.string().max(1000, '意见最多1000个字符').optional(),
  attachments,
};
const user = z.string({ error: '请选择人员' }).min(1, '请选择人员').max(100);
const taskFilter = {
  name: text(200),
  processKey: text(64),
  priority: optionalInt,
  ...paging,
};

/** Whether the caller sees every instance of the tenant (流程实例 or 流程历史), not only those it takes part in. */
export async function viewerOf(req: FastifyRequest, granted: Granted): Promise<Viewer> {
  const me = meOf(req);
  const codes = await granted(sessionOf(req));
  return { ...me, oversees: codes.has('workflow:instance:list') || codes.has('workflow:history:list') };
}

/**
 * 我的待办 and 我的已办 (docs/workflow.md): the lists, a task's detail, and every task action behind
 * `workflow:todo:handle` — each also checks, on the task itself, that the caller is its assignee or its candidate
 * (after claiming it when there are several); anyone else gets 403.
 */
export function taskRoutes(
  app: FastifyInstance,
  crud: CrudDeps,
  d: { lists: WorkflowLists; detail: WorkflowDetail; actions: TaskActions; handover: TaskHandover; granted: Granted },
): void {
  route(app, {
    method: 'GET',
    url: `${BASE}/todoList`,
    access: perm('workflow:todo:list'),
    query: z.object({ ...taskFilter, claim: flag }),
    handler: async ({ req, query }) => ok(await d.lists.todo(meOf(req), query, languageOf(req))),
  });
  const doneQuery = z.object({ ...taskFilter, action: text(16), endTime_begin: dateText, endTime_end: dateText });
  route(app, {
    method: 'GET',
    url: `${BASE}/doneList`,
    access: perm('workflow:done:list'),
    query: doneQuery,
    handler: async ({ req, query }) => ok(await d.lists.done(meOf(req), query, languageOf(req))),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/doneList/exportXls`,
    access: perm('workflow:done:export'),
    query: doneQuery,
    handler: async ({ req, reply, query }) => {
      const page = await d.lists.done(meOf(req), { ...query, pageNo: 1, pageSize: 10_000 }, languageOf(req));
      return sendXlsx(crud, req, reply, wfTaskView, page.records);
    },
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/detail`,
    access: perm('workflow:todo:list'),
    query: idQuery,
    handler: async ({ req, query }) =>
      ok(await d.detail.task(query.id, await viewerOf(req, d.granted), languageOf(req))),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/getBackList/:procInstId`,
    access: HANDLE,
    handler: async ({ req }) => {
      const { procInstId } = z.object({ procInstId: z.string().min(1).max(64) }).parse(req.params);
      const instance = await d.detail.visible(procInstId, { ...meOf(req), oversees: false });
      return ok(await d.actions.backNodes(instance));
    },
  });

  const act = (
    name: string,
    body: z.ZodType<{ id: string }>,
    run: (req: FastifyRequest, b: never) => Promise<unknown>,
    done: string,
  ) =>
    route(app, {
      method: 'POST',
      url: `${BASE}/${name}`,
      access: HANDLE,
      body,
      handler: async ({ req, body: b }) => {
        await run(req, b as never);
        return ok(null, done);
      },
    });
  const origin = (req: FastifyRequest) => originFor(req, BASE);
  const base = z.object(opinion);

  act('claim', base, (req, b: { id: string }) => d.handover.claim(origin(req), actorOfRequest(req), b.id), '认领成功');
  act(
    'unclaim',
    base,
    (req, b: { id: string }) => d.handover.unclaim(origin(req), actorOfRequest(req), b.id),
    '已取消认领',
  );
  act(
    'pass',
    base,
    (req, b: z.infer<typeof base>) => d.actions.pass(origin(req), actorOfRequest(req), b.id, b),
    '审批通过',
  );
  act(
    'back',
    base,
    (req, b: z.infer<typeof base>) => d.actions.back(origin(req), actorOfRequest(req), b.id, b),
    '已驳回至申请人',
  );
  const backTo = base.extend({ backTaskKey: z.string({ error: '请选择退回节点' }).min(1).max(100) });
  act(
    'backToTask',
    backTo,
    (req, b: z.infer<typeof backTo>) => d.actions.backToTask(origin(req), actorOfRequest(req), b.id, b.backTaskKey, b),
    '已退回',
  );
  const toUser = base.extend({ userId: user });
  act(
    'delegate',
    toUser,
    (req, b: z.infer<typeof toUser>) => d.handover.delegate(origin(req), actorOfRequest(req), b.id, b.userId, b),
    '委派成功',
  );
  act(
    'transfer',
    toUser,
    (req, b: z.infer<typeof toUser>) => d.handover.transfer(origin(req), actorOfRequest(req), b.id, b.userId, b),
    '转办成功',
  );
  const sign = base.extend({
    userIds: z.array(user).min(1, '请选择人员').max(20, '一次最多加签20人'),
    position: z.enum(['before', 'after'], { error: '请选择加签方式' }),
  });
  act(
    'addSign',
    sign,
    (req, b: z.infer<typeof sign>) =>
      d.handover.addSign(origin(req), actorOfRequest(req), b.id, b.userIds, b.position, b),
    '加签成功',
  );
  act(
    'comment',
    base,
    (req, b: z.infer<typeof base>) => d.handover.comment(origin(req), actorOfRequest(req), b.id, b),
    '评论成功',
  );
  act(
    'cancelApply',
    base,
    (req, b: z.infer<typeof base>) => d.actions.cancelApply(origin(req), actorOfRequest(req), b.id, b),
    '已撤销申请',
  );

  route(app, {
    method: 'GET',
    url: `${BASE}/historicFlow/:procInstId`,
    access: 'authenticated',
    handler: async ({ req }) => {
      const { procInstId } = z.object({ procInstId: z.string().min(1).max(64) }).parse(req.params);
      const instance = await d.detail.visible(procInstId, await viewerOf(req, d.granted));
      return ok(await d.detail.history(instance, languageOf(req)));
    },
  });
}
