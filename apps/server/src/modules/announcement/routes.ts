import { sysAnnouncement, sysUser } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ApiError, notFound } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { MessageSender } from '../message/senders.js';
import { MessageService } from '../message/service.js';
import type { NoticeBus } from './bus.js';
import { AnnouncementDelivery } from './delivery.js';
import { Inbox } from './inbox.js';
import { checkPlainText, checkTargets, parseUserIds, targetsOf } from './rules.js';
import { ReleaseScheduler } from './scheduler.js';
import { AnnouncementService } from './service.js';
import { AnnouncementPage } from './show-page.js';

const BASE = sysAnnouncement.apiBase;
const SEND_BASE = '/sys/sysAnnouncementSend';
const idQuery = z.object({ id: z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64) });
const releaseQuery = idQuery.extend({
  /** 'also send by e-mail'. */
  sendMail: z.enum(['true', 'false', '1', '0'], { error: 'sendMail只能是true或false' }).optional(),
});
const syncQuery = z.object({ anntId: z.string().max(64).optional() });
const showParams = z.object({ id: z.string().min(1).max(64) });
const anntBody = z.object({ anntId: z.string({ error: '参数anntId不能为空' }).min(1, '参数anntId不能为空').max(64) });
const myQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  titile: z.string().max(100).optional(),
  sender: z.string().max(100).optional(),
  readFlag: z.enum(['0', '1'], { error: '阅读状态只能是0或1' }).or(z.literal('')).optional(),
  msgCategory: z.enum(['1', '2'], { error: '消息类型只能是1或2' }).or(z.literal('')).optional(),
  busType: z.string().max(20).optional(),
  bizSource: z.string().max(20).optional(),
});

/**
 * 系统通告 (contract §8.1–8.3): the engine's list and forms with the targets and the owner rule, 发布 / 撤销,
 * and each user's inbox (the bell, 我的消息, read marks).
 */
export function announcementRoutes(
  app: FastifyInstance,
  crud: CrudDeps,
  bus: NoticeBus,
  sender: MessageSender,
  changes: ChangeFeed,
): ReleaseScheduler {
  const delivery = new AnnouncementDelivery(crud.db, bus, new MessageService(crud, sender), app.log);
  const service = new AnnouncementService(crud, delivery);
  const inbox = new Inbox(crud.db);
  const page = new AnnouncementPage(crud.db, service, inbox);
  const scheduler = new ReleaseScheduler(crud.db, (row) => delivery.announce(row), app.log);
  app.addHook('onClose', scheduler.start(changes));
  mountEntity(app, crud, sysAnnouncement, {
    // The chosen users are those the sender's data rules on 用户管理 show (read before the write's transaction).
    async checkInput({ values, session }) {
      const ids = parseUserIds(values.userIds);
      if (!ids.length) return;
      const seen = await crud.stores.of(sysUser).getMany(await actorFor(crud, session, sysUser), ids);
      if (seen.length !== ids.length) throw new ApiError('指定用户不存在');
    },
    async beforeWrite(ctx) {
      if (ctx.before) await service.assertMayChange([ctx.before], ctx.session, ctx.trx);
      checkTargets(ctx.values, ctx.before);
      checkPlainText(ctx.values, ctx.before);
    },
    async afterWrite(ctx) {
      const targets = targetsOf(ctx.values, ctx.before);
      if (targets.length) await service.syncTargets(ctx.trx, ctx.id, targets, ctx.session.username);
    },
    async beforeDelete(rows, session, trx) {
      await service.assertMayChange(rows, session, trx);
    },
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/doReleaseData`,
    access: perm(`${sysAnnouncement.permPrefix}:release`),
    query: releaseQuery,
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      const sendMail = query.sendMail === 'true' || query.sendMail === '1';
      await service.release(originOf(req, s, BASE), s, query.id, sendMail);
      return ok(null, '该系统通知发布成功');
    },
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/doReovkeData`,
    access: perm(`${sysAnnouncement.permPrefix}:revoke`),
    query: idQuery,
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      await service.revoke(originOf(req, s, BASE), s, query.id);
      return ok(null, '该系统通知撤销成功');
    },
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/syncNotic`,
    access: 'authenticated',
    query: syncQuery,
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      if (query.anntId) await service.repush(s, query.anntId);
      // Without an id: the caller's other tabs refresh their bells (after 全部已读); nobody else's.
      else bus.publish({ userIds: [s.userId], message: { cmd: 'topic', msgTxt: '批量设置已读' } });
      return ok(null, '操作成功！');
    },
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/show/:id`,
    access: 'public',
    handler: async ({ req, reply }) => {
      const { id } = showParams.parse(req.params);
      const html = await page.render(id, req.session ?? null);
      if (html === null) throw notFound();
      return reply.type('text/html; charset=utf-8').send(html);
    },
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/listByUser`,
    access: 'authenticated',
    handler: async ({ req }) => ok(await inbox.bell(sessionOf(req))),
  });

  route(app, {
    method: 'GET',
    url: `${SEND_BASE}/getMyAnnouncementSend`,
    access: 'authenticated',
    query: myQuery,
    handler: async ({ req, query }) => {
      const { pageNo, pageSize, readFlag, msgCategory, ...rest } = query;
      const filter = { ...rest, readFlag: readFlag || undefined, msgCategory: msgCategory || undefined };
      return ok(await inbox.page(sessionOf(req), filter, pageNo, pageSize));
    },
  });

  route(app, {
    method: ['PUT', 'POST'],
    url: `${SEND_BASE}/editByAnntIdAndUserId`,
    access: 'authenticated',
    body: anntBody,
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      await crud.uow.run(originOf(req, s), ({ trx }) => inbox.markRead(trx, s, body.anntId));
      return ok(null, '操作成功！');
    },
  });

  route(app, {
    method: ['PUT', 'POST'],
    url: `${SEND_BASE}/readAll`,
    access: 'authenticated',
    handler: async ({ req }) => {
      const s = sessionOf(req);
      await crud.uow.run(originOf(req, s), ({ trx }) => inbox.markAll(trx, s));
      return ok(null, '全部已读');
    },
  });
  return scheduler;
}
