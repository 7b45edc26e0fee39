import { sysMessage, sysMessageTemplate } from '@yunzhan/common/entities/system/index';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError } from '../../core/errors.js';
import { sanitizeHtml } from '../../core/sanitize-html.js';
import { formatDateTime } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { Database } from '../../db/index.js';
import { MESSAGE_TYPE, type MessageSender, type OutgoingMessage } from './senders.js';
import { renderHtmlTemplate, renderTemplate } from './template.js';

/** 发送状态 (dictionary msgSendStatus). */
const STATUS = { pending: '0', sent: '1', failed: '2' } as const;
const SYSTEM = { username: 'system', siteId: null };

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 255) || '发送失败';

/** Sends messages and records each one in 消息管理 with its status, count and failure reason. */
export class MessageService {
  constructor(
    private readonly crud: CrudDeps,
    private readonly sender: MessageSender,
  ) {}

  private get store() {
    return this.crud.stores.of(sysMessage);
  }

  /** Sends one message; answers the failure reason, null when sent. */
  private async attempt(message: OutgoingMessage): Promise<string | null> {
    try {
      await this.sender.send(message);
      return null;
    } catch (error) {
      return reasonOf(error);
    }
  }

  /** 发送测试: a template the session sees (its data rules on 消息模板), rendered with `data` and sent. */
  async sendByTemplate(
    origin: WriteOrigin,
    s: SessionContext,
    code: string,
    receiver: string,
    data: Record<string, unknown>,
  ) {
    const actor = { username: origin.username, siteId: null };
    const [template] = await this.crud.stores
      .of(sysMessageTemplate)
      .scoped(await actorFor(this.crud, s, sysMessageTemplate))
      .select(['template_name as name', 'template_content as content', 'template_type as type'])
      .where('template_code', '=', code)
      .execute();
    if (!template) throw new ApiError('消息模板不存在');
    // The subject is a text header; an e-mail's body is HTML whose values are escaped, other channels take text.
    const title = renderTemplate(String(template.name), data);
    const type = String(template.type);
    const html = type === MESSAGE_TYPE.email;
    const content = (html ? renderHtmlTemplate : renderTemplate)(String(template.content), data);
    const failure = await this.attempt({ type, receiver, title, content, html });
    const values = {
      esTitle: title.slice(0, 100),
      esType: type,
      esReceiver: receiver,
      esContent: content,
      esParam: JSON.stringify(data).slice(0, 2000),
      esSendTime: formatDateTime(),
      esSendStatus: failure ? STATUS.failed : STATUS.sent,
      esSendNum: 1,
      esResult: failure,
    };
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      const id = await this.store.insert(trx, actor, values);
      await log(sysMessage, OPERATE.add, [{ id, after: values }], '发送测试');
    });
    return { sent: !failure, failure };
  }

  /**
   * Records messages as 未发送 in the caller's transaction (they survive a crash before `deliver`, and can be
   * retried from 消息管理); `remark` names where they come from.
   */
  async queue(trx: Database, username: string, messages: readonly OutgoingMessage[], remark: string) {
    const rows = messages.map((m) => ({
      esTitle: m.title.slice(0, 100),
      esType: m.type,
      esReceiver: m.receiver,
      esContent: m.content.slice(0, 5000),
      esSendStatus: STATUS.pending,
      esSendNum: 0,
      remark,
    }));
    return this.store.insertMany(trx, { username, siteId: null }, rows);
  }

  /** Sends recorded messages one after another, each row updated with its outcome. */
  async deliver(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const row = await this.store.get(SYSTEM, id);
      if (!row) continue;
      await this.store.update(this.crud.db, SYSTEM, id, await this.sendRow(row));
    }
  }

  /**
   * 重发: sends a message that is not yet sent (未发送 or 发送失败) again, one the session sees (its data rules on
   * 消息管理); the outcome is logged.
   */
  async resend(origin: WriteOrigin, s: SessionContext, id: string) {
    const actor = await actorFor(this.crud, s, sysMessage);
    const before = await this.store.get(actor, id);
    if (!before) throw new ApiError('未找到对应实体');
    if (before.esSendStatus === STATUS.sent) throw new ApiError('该消息已发送成功');
    // Sent outside the transaction: a slow mail server must not hold the database's write lock.
    const after = await this.sendRow(before);
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      await this.store.update(trx, actor, id, after);
      await log(sysMessage, OPERATE.edit, [{ id, before, after: { ...before, ...after } }], '重发');
    });
    return { sent: !after.esResult, failure: after.esResult };
  }

  /** Sends a recorded message; answers the row's new status values. */
  private async sendRow(row: Record<string, unknown>) {
    const type = String(row.esType ?? '');
    // Every e-mail 消息管理 records is HTML (announcement bodies, templates with escaped values): sanitised again on
    // the way out, as a row may have been written before, or by hand. Never guessed from the text.
    const html = type === MESSAGE_TYPE.email;
    const content = String(row.esContent ?? '');
    const failure = await this.attempt({
      type,
      receiver: String(row.esReceiver ?? ''),
      title: String(row.esTitle ?? ''),
      content: html ? sanitizeHtml(content) : content,
      html,
    });
    return {
      esSendTime: formatDateTime(),
      esSendStatus: failure ? STATUS.failed : STATUS.sent,
      esSendNum: Number(row.esSendNum ?? 0) + 1,
      esResult: failure,
    };
  }
}
