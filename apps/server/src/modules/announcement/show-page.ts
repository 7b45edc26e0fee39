import type { SessionContext } from '../../core/auth/session.js';
import { escapeHtml } from '../../core/html-text.js';
import { sanitizeHtml } from '../../core/sanitize-html.js';
import { formatDateTime } from '../../core/time.js';
import type { Database } from '../../db/index.js';
import type { Inbox } from './inbox.js';
import type { AnnouncementService } from './service.js';

/**
 * `show/{id}` (contract §8.1): an announcement as a page of its own. Anyone may open a released, started
 * announcement to everyone; anything else (a draft, a revoked one, one to chosen users, one not started) only a
 * signed-in user whose inbox holds it, its creator or an admin: for everyone else it does not exist.
 */
export class AnnouncementPage {
  constructor(
    private readonly db: Database,
    private readonly service: AnnouncementService,
    private readonly inbox: Inbox,
  ) {}

  async render(id: string, session: SessionContext | null): Promise<string | null> {
    const row = await this.db
      .selectFrom('sysAnnouncement')
      .select(['id', 'titile', 'msgContent', 'msgAbstract', 'sender', 'sendTime', 'sendStatus', 'msgType'])
      .select(['startTime', 'createBy'])
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!row) return null;
    const open =
      row.sendStatus === '1' && row.msgType !== 'USER' && (!row.startTime || row.startTime <= formatDateTime());
    if (!open && !(session && (await this.mayRead(session, row)))) return null;
    return pageOf(row);
  }

  private async mayRead(s: SessionContext, row: { id: string; createBy: string | null }): Promise<boolean> {
    return row.createBy === s.username || (await this.inbox.includes(s, row.id)) || this.service.isAdmin(s.userId);
  }
}

function pageOf(row: {
  titile: string | null;
  msgContent: string | null;
  sender: string | null;
  sendTime: string | null;
}) {
  const title = escapeHtml(row.titile ?? '');
  const meta = [
    row.sender && `发布人：${escapeHtml(row.sender)}`,
    row.sendTime && `发布时间：${escapeHtml(row.sendTime)}`,
  ]
    .filter(Boolean)
    .join('　');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{max-width:860px;margin:24px auto;padding:0 16px;font:14px/1.7 system-ui,sans-serif;color:#333}
h1{font-size:22px;margin:0 0 8px}.meta{color:#888;margin-bottom:16px;border-bottom:1px solid #eee;padding-bottom:12px}
img{max-width:100%}</style></head>
<body><h1>${title}</h1><div class="meta">${meta}</div><article>${sanitizeHtml(row.msgContent ?? '')}</article></body></html>`;
}
