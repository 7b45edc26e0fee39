import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import { memberOf } from '../../core/crud/scope.js';
import { textToHtml } from '../../core/html-text.js';
import { sanitizeHtml } from '../../core/sanitize-html.js';
import type { Database } from '../../db/index.js';
import type { SysAnnouncement } from '../../db/types.js';
import { MESSAGE_TYPE } from '../message/senders.js';
import type { MessageService } from '../message/service.js';
import type { NoticeBus } from './bus.js';
import { parseUserIds } from './rules.js';

/** Longest address 消息管理 keeps (its receiver column). */
const MAX_RECEIVER = 100;

export type Announced = Pick<SysAnnouncement, 'id' | 'titile' | 'msgType' | 'userIds' | 'msgContent' | 'msgAbstract'> &
  Partial<Pick<SysAnnouncement, 'sendMail' | 'sender' | 'tenantId'>>;

/**
 * What goes out when a released announcement starts (at 发布, or at its start time): the push to the notice
 * sockets of every process, and, when released with 'also send by e-mail', one e-mail per target with an
 * address, recorded in 消息管理 first and then sent in the background.
 */
export class AnnouncementDelivery {
  constructor(
    private readonly db: Database,
    private readonly bus: NoticeBus,
    private readonly messages: MessageService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async announce(row: Announced): Promise<void> {
    const msgTxt = row.titile ?? '';
    if (row.msgType === 'USER') {
      this.bus.publish({ userIds: parseUserIds(row.userIds), message: { cmd: 'user', msgId: row.id, msgTxt } });
    } else {
      const tenantId = row.tenantId ?? DEFAULT_TENANT;
      this.bus.publish({ userIds: [], tenantId, message: { cmd: 'topic', msgId: row.id, msgTxt } });
    }
    if (row.sendMail === '1') await this.mail(row);
  }

  private async mail(row: Announced): Promise<void> {
    let users = this.db.selectFrom('sysUser').select('email').where('delFlag', '=', 0).where('email', '<>', '');
    if (row.msgType === 'USER') users = users.where('id', 'in', [...parseUserIds(row.userIds), '']);
    else users = users.where('status', '=', 1).where(memberOf('rel_tenant_ids', row.tenantId ?? DEFAULT_TENANT));
    const emails = (await users.execute()).flatMap((u) => (u.email && u.email.length <= MAX_RECEIVER ? [u.email] : []));
    if (!emails.length) return;
    // The subject is text; the body is the sanitised rich text, else the abstract or the title escaped as text.
    const title = row.titile ?? '';
    const content = row.msgContent ? sanitizeHtml(row.msgContent) : textToHtml(row.msgAbstract || title);
    const ids = await this.db.transaction().execute((trx) =>
      this.messages.queue(
        trx,
        row.sender ?? 'system',
        emails.map((receiver) => ({ type: MESSAGE_TYPE.email, receiver, title, content, html: true })),
        `系统通告：${title}`.slice(0, 500),
      ),
    );
    void this.messages.deliver(ids).catch((err: unknown) => this.log.warn({ err }, 'announcement e-mails'));
  }
}
