import { sysMessage, sysMessageTemplate } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { badRequest } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import { logSender, type MessageSender } from './senders.js';
import { MessageService } from './service.js';

const idQuery = z.object({ id: z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64) });
const sendBody = z.object({
  templateCode: z.string({ error: '模板编码不能为空' }).min(1, '模板编码不能为空').max(32),
  receiver: z.string({ error: '接收人不能为空' }).min(1, '接收人不能为空').max(100),
  testData: z.string().max(2000).optional(),
});

function parseData(raw: string | undefined): Record<string, unknown> {
  if (!raw?.trim()) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw badRequest('测试数据必须是JSON对象');
}

/**
 * 消息中心: templates and messages are the engine's; 发送测试 renders a template and sends it; 重发 sends a
 * message that failed (or was never sent) again.
 */
export function messageRoutes(app: FastifyInstance, crud: CrudDeps, sender: MessageSender = logSender(app.log)) {
  const service = new MessageService(crud, sender);
  route(app, {
    method: 'POST',
    url: `${sysMessageTemplate.apiBase}/sendMsg`,
    access: perm(`${sysMessageTemplate.permPrefix}:send`),
    body: sendBody,
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const origin = originOf(req, s, sysMessageTemplate.apiBase);
      const result = await service.sendByTemplate(
        origin,
        s,
        body.templateCode,
        body.receiver,
        parseData(body.testData),
      );
      return ok(result, result.sent ? '发送成功' : `发送失败：${result.failure}`);
    },
  });

  route(app, {
    method: ['GET', 'POST'],
    url: `${sysMessage.apiBase}/resend`,
    access: perm(`${sysMessage.permPrefix}:resend`),
    query: idQuery,
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      const result = await service.resend(originOf(req, s, sysMessage.apiBase), s, query.id);
      return ok(result, result.sent ? '发送成功' : `发送失败：${result.failure}`);
    },
  });
}
