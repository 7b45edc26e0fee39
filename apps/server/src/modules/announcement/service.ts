import { sysAnnouncement } from '@yunzhan/common/entities/system/index';
import type { SessionContext } from '../../core/auth/session.js';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import { actorFor } from '../../core/crud/actor.js';
import type { Actor, CrudDeps } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError } from '../../core/errors.js';
import { textToHtml } from '../../core/html-text.js';
import { formatDateTime, newId } from '../../core/time.js';
import type { UnitOfWork, WriteOrigin } from '../../core/unit-of-work.js';
import { type Database, dynamic } from '../../db/index.js';
import type { AnnouncementDelivery } from './delivery.js';
import { ANNOUNCEMENT_ADMIN_ROLE, assertOwner, parseUserIds } from './rules.js';

/** A system message to back-office users, tied to the business row it is about (`busType` + `busId`). */
export interface SystemMessage {
  title: string;
  content: string;
  userIds: readonly string[];
  sender: string;
  busType: string;
  busId: string;
  /** The tenant it belongs to (the default tenant when a module does not say). */
  tenantId?: number | null;
  /** The page its 去处理 opens (with `?busId=`), e.g. `/workflow/todo`. */
  openPage?: string;
}

/** Release, revoke and the targets of announcements (contract §8.1). */
export class AnnouncementService {
  private readonly db: Database;
  private readonly uow: UnitOfWork;

  constructor(
    private readonly crud: CrudDeps,
    private readonly delivery: AnnouncementDelivery,
  ) {
    this.db = crud.db;
    this.uow = crud.uow;
  }

  /** Whether the user holds the admin role (may change anyone's announcements). */
  async isAdmin(userId: string, db: Database = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select('r.id')
      .where('ur.userId', '=', userId)
      .where('r.roleCode', '=', ANNOUNCEMENT_ADMIN_ROLE)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Throws unless the session's user may change these rows. */
  async assertMayChange(rows: readonly { createBy?: unknown }[], s: SessionContext, db: Database = this.db) {
    if (rows.every((r) => r.createBy === s.username)) return;
    const admin = await this.isAdmin(s.userId, db);
    for (const row of rows) assertOwner(row, s.username, admin);
  }

  /** Keeps one send row per listed user: adds the missing ones, removes those of users no longer listed. */
  async syncTargets(trx: Database, anntId: string, userIds: readonly string[], username: string): Promise<void> {
    if (userIds.length) {
      const known = await trx
        .selectFrom('sysUser')
        .select('id')
        .where('id', 'in', [...userIds])
        .where('delFlag', '=', 0)
        .execute();
      if (known.length !== userIds.length) throw new ApiError('指定用户不存在');
    }
    const existing = await trx
      .selectFrom('sysAnnouncementSend')
      .select(['id', 'userId'])
      .where('anntId', '=', anntId)
      .execute();
    const gone = existing.filter((r) => !userIds.includes(r.userId ?? '')).map((r) => r.id);
    if (gone.length) await trx.deleteFrom('sysAnnouncementSend').where('id', 'in', gone).execute();
    const have = new Set(existing.map((r) => r.userId));
    const now = formatDateTime();
    const rows = userIds
      .filter((u) => !have.has(u))
      .map((userId) => ({ id: newId(), anntId, userId, readFlag: '0', createBy: username, createTime: now }));
    if (rows.length) await trx.insertInto('sysAnnouncementSend').values(rows).execute();
  }

  /**
   * 发布: stamps sender and time; an announcement that has started goes out at once (push, and the e-mails when
   * `sendMail`), one with a later start time waits for the scheduler (`scheduler.ts`).
   */
  async release(origin: WriteOrigin, s: SessionContext, id: string, sendMail = false): Promise<void> {
    const actor = await this.actor(s);
    const row = await this.uow.run(origin, async ({ trx, log }) => {
      const before = await this.load(actor, trx, id);
      await this.assertMayChange([before], s, trx);
      if (before.sendStatus === '1') throw new ApiError('该系统通知已发布');
      const now = formatDateTime();
      const started = !before.startTime || before.startTime <= now;
      const change = {
        sendStatus: '1',
        sendTime: now,
        sender: s.username,
        sendMail: sendMail ? '1' : '0',
        pushTime: started ? now : null,
        updateBy: s.username,
      };
      await trx.updateTable('sysAnnouncement').set(change).where('id', '=', id).execute();
      await log(sysAnnouncement, OPERATE.edit, [{ id, before, after: { ...before, ...change } }], '发布');
      return started ? { ...before, ...change } : undefined;
    });
    if (row) await this.delivery.announce(row);
  }

  /**
   * A system message (消息中心, msgCategory 系统消息) from another module to listed users: released at once, with a
   * send row per user and the push to their notice sockets. One per `busType` + `busId`: called again (a retry
   * after a crash), it adds the users not yet listed and pushes to them only.
   */
  async postMessage(m: SystemMessage): Promise<void> {
    const row = await this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('sysAnnouncement')
        .select(['id', 'userIds'])
        .where('busType', '=', m.busType)
        .where('busId', '=', m.busId)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      const had = parseUserIds(existing?.userIds ?? '');
      const userIds = [...new Set([...had, ...m.userIds])];
      const now = formatDateTime();
      const id = existing?.id ?? newId();
      const values = { userIds: `${userIds.join(',')},`, updateBy: m.sender, updateTime: now };
      if (existing) await trx.updateTable('sysAnnouncement').set(values).where('id', '=', id).execute();
      else {
        await trx
          .insertInto('sysAnnouncement')
          .values({
            ...values,
            id,
            titile: m.title.slice(0, 100),
            // The body is rich text (rendered as HTML): another module's text goes in escaped.
            msgContent: textToHtml(m.content),
            msgAbstract: m.content.slice(0, 200),
            msgCategory: '2',
            msgType: 'USER',
            tenantId: m.tenantId ?? DEFAULT_TENANT,
            priority: 'M',
            sender: m.sender,
            sendStatus: '1',
            sendTime: now,
            pushTime: now,
            sendMail: '0',
            busType: m.busType,
            busId: m.busId,
            ...(m.openPage && { openType: 'component', openPage: m.openPage }),
            delFlag: 0,
            createBy: m.sender,
            createTime: now,
          })
          .execute();
      }
      await this.syncTargets(trx, id, userIds, m.sender);
      return {
        id,
        titile: m.title,
        msgType: 'USER',
        userIds: m.userIds.join(','),
        msgContent: textToHtml(m.content),
        msgAbstract: null,
      };
    });
    await this.delivery.announce(row);
  }

  /** syncNotic: pushes a released, started announcement to its targets again. */
  async repush(s: SessionContext, id: string): Promise<void> {
    const row = await this.load(await this.actor(s), this.db, id);
    await this.assertMayChange([row], s);
    if (row.sendStatus !== '1' || (row.startTime && row.startTime > formatDateTime())) {
      throw new ApiError('只能推送已发布的通告');
    }
    await this.delivery.announce({ ...row, sendMail: '0' });
  }

  /** 撤销: a published announcement leaves every inbox. */
  async revoke(origin: WriteOrigin, s: SessionContext, id: string): Promise<void> {
    const actor = await this.actor(s);
    await this.uow.run(origin, async ({ trx, log }) => {
      const before = await this.load(actor, trx, id);
      await this.assertMayChange([before], s, trx);
      if (before.sendStatus !== '1') throw new ApiError('只能撤销已发布的通告');
      const change = { sendStatus: '2', cancelTime: formatDateTime(), updateBy: s.username };
      await trx.updateTable('sysAnnouncement').set(change).where('id', '=', id).execute();
      await log(sysAnnouncement, OPERATE.edit, [{ id, before, after: { ...before, ...change } }], '撤销');
    });
  }

  /** Who acts on announcements: the session's data rules on 系统通告 (resolved before a transaction opens). */
  private actor(s: SessionContext): Promise<Actor> {
    return actorFor(this.crud, s, sysAnnouncement);
  }

  /** An announcement the actor sees (else as missing). */
  private async load(actor: Actor, trx: Database, id: string) {
    if (!(await this.crud.stores.of(sysAnnouncement).get(actor, id, dynamic(trx))))
      throw new ApiError('未找到对应实体');
    const row = await trx
      .selectFrom('sysAnnouncement')
      .selectAll()
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!row) throw new ApiError('未找到对应实体');
    return row;
  }
}
