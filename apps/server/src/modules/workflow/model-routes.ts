import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../core/errors.js';
import { fail, ok } from '../../core/result.js';
import { perm, route } from '../../core/route.js';
import { checkXml } from './engine/compile.js';
import type { Models } from './models.js';
import type { Processes } from './processes.js';
import { idQuery, idsOf, meOf, originFor, paging, text } from './route-kit.js';

const P = 'workflow:model';
const BASE = '/activiti/models';
const XML_LIMIT = 2 * 1024 * 1024;

const modelBody = z.object({
  name: z.string({ error: '请输入模型名称' }).trim().min(1, '请输入模型名称').max(100, '模型名称最多100个字符'),
  modelKey: z.string({ error: '请输入模型标识' }).trim().min(1, '请输入模型标识').max(64, '模型标识最多64个字符'),
  description: z.string().max(500, '描述最多500个字符').nullish(),
  category: z.string().max(64).nullish(),
  xml: z.string().max(XML_LIMIT).optional(),
});
const xmlBody = z.object({
  id: z.string().min(1).max(64),
  xml: z.string().min(1, '模型内容为空').max(XML_LIMIT, '模型过大'),
});

/**
 * 模型管理 (docs/workflow.md): the community module's `/activiti/models/*`, paged, each route behind its
 * `workflow:model:*` permission and inside the caller's tenant. A deploy that the model's checks refuse answers 400
 * with every problem and the element it is about.
 */
export function modelRoutes(app: FastifyInstance, models: Models, processes: Processes): void {
  route(app, {
    method: 'GET',
    url: `${BASE}/modelListData`,
    access: perm(`${P}:list`),
    query: z.object({ keyWord: text(100), category: text(64), ...paging }),
    handler: async ({ req, query }) => ok(await models.list(meOf(req).tenantId, query)),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/queryById`,
    access: perm(`${P}:list`),
    query: idQuery,
    handler: async ({ req, query }) => ok(await models.get(meOf(req).tenantId, query.id)),
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/add`,
    access: perm(`${P}:add`),
    bodyLimit: XML_LIMIT + 4096,
    body: modelBody,
    handler: async ({ req, body }) =>
      ok(await models.add(originFor(req, BASE), meOf(req).tenantId, body), '添加成功！'),
  });
  route(app, {
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    access: perm(`${P}:edit`),
    body: modelBody.partial().extend({ id: z.string().min(1).max(64) }),
    handler: async ({ req, body }) => {
      await models.edit(originFor(req, BASE), meOf(req).tenantId, body.id, body);
      return ok(null, '编辑成功!');
    },
  });
  route(app, {
    method: ['PUT', 'POST'],
    url: `${BASE}/saveXml`,
    access: perm(`${P}:edit`),
    bodyLimit: XML_LIMIT + 4096,
    body: xmlBody,
    handler: async ({ req, body }) => {
      const m = await models.saveXml(originFor(req, BASE), meOf(req).tenantId, body.id, body.xml);
      return ok({ id: m.id, revision: m.revision, updateTime: m.updateTime }, '保存成功！');
    },
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/check`,
    access: perm(`${P}:edit`),
    bodyLimit: XML_LIMIT + 4096,
    body: z.object({ xml: z.string().max(XML_LIMIT) }),
    handler: async ({ body }) => ok({ problems: await checkXml(body.xml) }),
  });
  route(app, {
    method: ['GET', 'POST'],
    url: `${BASE}/deployment/:id`,
    access: perm(`${P}:deploy`),
    handler: async ({ req, reply }) => {
      const { id } = idQuery.parse(req.params);
      const tenantId = meOf(req).tenantId;
      const { processId, problems } = await models.deploy(originFor(req, BASE), tenantId, id);
      if (!processId) {
        return reply.status(400).send({ ...fail(problems[0]?.message ?? '模型不能部署', 400), result: { problems } });
      }
      const p = await processes.get(tenantId, processId);
      return ok(
        { id: p.id, name: p.name, processKey: p.processKey, version: p.version },
        `部署成功，版本 ${p.version}`,
      );
    },
  });
  route(app, {
    method: ['GET', 'DELETE'],
    url: `${BASE}/delete/:id`,
    access: perm(`${P}:delete`),
    handler: async ({ req }) => {
      const { id } = idQuery.parse(req.params);
      await models.remove(originFor(req, BASE), meOf(req).tenantId, [id]);
      return ok(null, '删除成功!');
    },
  });
  route(app, {
    method: 'DELETE',
    url: `${BASE}/deleteBatch`,
    access: perm(`${P}:deleteBatch`),
    handler: async ({ req }) => {
      await models.remove(originFor(req, BASE), meOf(req).tenantId, idsOf((req.query as { ids?: unknown }).ids));
      return ok(null, '批量删除成功!');
    },
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/export`,
    access: perm(`${P}:export`),
    query: idQuery,
    handler: async ({ req, reply, query }) => {
      const m = await models.get(meOf(req).tenantId, query.id);
      return sendXml(reply, `${m.modelKey}.bpmn20.xml`, m.xml);
    },
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/import`,
    access: perm(`${P}:import`),
    bodyLimit: XML_LIMIT + 64 * 1024,
    handler: async ({ req }) => {
      const file = req.isMultipart() ? await req.file({ limits: { fileSize: XML_LIMIT, files: 1 } }) : undefined;
      if (!file) throw new ApiError('请选择要导入的文件');
      if (!/\.(bpmn|xml)$/i.test(file.filename)) throw new ApiError('只能导入 .bpmn 或 .xml 文件');
      const buffer = await file.toBuffer();
      if (file.file.truncated) throw new ApiError('文件过大（最大 2MB）');
      const m = await models.importXml(originFor(req, BASE), meOf(req).tenantId, buffer.toString('utf8'));
      return ok({ id: m.id, name: m.name, modelKey: m.modelKey }, '导入成功！');
    },
  });
}

/** A BPMN file download (`attachment`, never rendered by the browser). */
export function sendXml(reply: import('fastify').FastifyReply, filename: string, xml: string) {
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="process.bpmn20.xml"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .send(xml);
}
