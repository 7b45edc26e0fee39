import { cmsPushDelivery, cmsPushRecord } from '@yunzhan/common/entities/operations/push-record';
import { sql } from 'kysely';
import type { CrudDeps, Values } from '../../core/crud/contracts.js';
import { formatDateTime } from '../../core/time.js';
import { dynamic } from '../../db/index.js';
import type { SystemMessage } from '../announcement/service.js';
import type { MessageSender } from '../message/senders.js';
import { MAIL } from './subscription-service.js';
import { postWebhook } from './webhook.js';

/** A system message to back-office users (AnnouncementService.postMessage: 消息中心 and the notice bell). */
export type PostMessage = (m: SystemMessage) => Promise<void>;

export interface PushJobOptions {
  /** First retry after this long; each further one waits twice as long (default 30 s). */
  retryMs?: number;
  /** Attempts per recipient before it counts as failed for good (default 4). */
  maxAttempts?: number;
}

/** A push claimed by one process is not taken by another for this long (a process that dies releases it so). */
const LEASE_MS = 5 * 60_000;
/** Recipients sent to at once. */
const PARALLEL = 8;
/** Recipients read at once. */
const PAGE = 500;

const later = (ms: number) => formatDateTime(new Date(Date.now() + ms));
const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500) || '发送失败';

type Push = Record<string, unknown> & { id: string; siteId: string };
type Open = { id: string; recipient: string; attempts: number };
type Actor = { username: string; siteId: string };

/**
 * Sends due pushes in the background: each recipient by e-mail (the message sender, with the subscriber's
 * unsubscribe link) or the webhook; failed recipients are tried again with a doubling delay until `maxAttempts`.
 * The record carries the sent / failed counts and its status; each recipient its own outcome.
 */
export class PushJob {
  private running: Promise<void> | undefined;
  private again = false;
  private readonly retryMs: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly crud: Pick<CrudDeps, 'stores' | 'db'>,
    private readonly sender: MessageSender,
    private readonly allowPrivate: boolean,
    private readonly postMessage: PostMessage,
    opts: PushJobOptions = {},
  ) {
    this.retryMs = opts.retryMs ?? 30_000;
    this.maxAttempts = opts.maxAttempts ?? 4;
  }

  /** Waits for the pass running. Due pushes are looked for by the 定时任务 `PushRetryJob` and after a commit. */
  async stop(): Promise<void> {
    await this.running;
  }

  /** Runs a pass now (or right after the one running); resolves when the pushes due now are handled. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.runDue();
      } while (this.again);
    })()
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private get pushes() {
    return this.crud.stores.of(cmsPushRecord);
  }

  private async runDue(): Promise<void> {
    const due: { id: string; siteId: string }[] = await dynamic(this.crud.db)
      .withoutPlugins()
      .selectFrom(cmsPushRecord.table)
      .select(['id', 'site_id as siteId'])
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_time', '<=', formatDateTime())
      .orderBy('next_attempt_time')
      .limit(20)
      .execute();
    for (const { id, siteId } of due) if (await this.claim(id)) await this.send(id, siteId);
  }

  /** Takes a push for this process: only one process moves its lease forward. */
  private async claim(id: string): Promise<boolean> {
    const result = await dynamic(this.crud.db)
      .withoutPlugins()
      .updateTable(cmsPushRecord.table)
      .set({ status: 'sending', next_attempt_time: later(LEASE_MS) })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_time', '<=', formatDateTime())
      .executeTakeFirst();
    this.pushes.changed();
    return Number(result.numUpdatedRows) === 1;
  }

  private async send(id: string, siteId: string): Promise<void> {
    const actor = { username: 'system', siteId };
    const push = (await this.pushes.get(actor, id)) as Push | undefined;
    if (!push) return;
    if (push.channel === 'message') {
      await this.sendMessage(push, actor);
      return this.settle(push, actor);
    }
    const deliveries = this.crud.stores.of(cmsPushDelivery);
    // Page through the recipients still open by id: a recipient failed in this pass is not taken again in it.
    for (let after = ''; ; ) {
      const open = (await deliveries
        .scoped(actor)
        .select(['id', 'recipient', 'attempts'])
        .where('push_id', '=', id)
        .where('status', '!=', 'sent')
        .where('attempts', '<', this.maxAttempts)
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute()) as Open[];
      if (!open.length) break;
      after = open[open.length - 1].id;
      const tokens = push.channel === 'email' ? await this.unsubscribeTokens(siteId, open) : new Map<string, string>();
      for (let i = 0; i < open.length; i += PARALLEL) {
        await Promise.all(
          open.slice(i, i + PARALLEL).map((d) => this.sendOne(push, d, tokens.get(d.recipient), actor)),
        );
      }
    }
    await this.settle(push, actor);
  }

  /**
   * 站内消息: one system message to every recipient still open (back-office users, by user name), through 消息中心
   * and the notice sockets; the users are few, so all in one message.
   */
  private async sendMessage(push: Push, actor: Actor): Promise<void> {
    const open = (await this.crud.stores
      .of(cmsPushDelivery)
      .scoped(actor)
      .select(['id', 'recipient', 'attempts'])
      .where('push_id', '=', push.id)
      .where('status', '!=', 'sent')
      .where('attempts', '<', this.maxAttempts)
      .execute()) as Open[];
    if (!open.length) return;
    const users: { id: string; username: string }[] = await dynamic(this.crud.db)
      .withoutPlugins()
      .selectFrom('sys_user')
      .select(['id', 'username'])
      .where(
        'username',
        'in',
        open.map((o) => o.recipient),
      )
      .where('del_flag', '=', 0)
      .where('status', '=', 1)
      .execute();
    const idOf = new Map(users.map((u) => [u.username, u.id]));
    let error: string | null = null;
    try {
      const message = { title: String(push.title), content: String(push.content), sender: 'system' };
      const userIds = [...idOf.values()];
      if (userIds.length) await this.postMessage({ ...message, userIds, busType: 'push', busId: push.id });
    } catch (err) {
      error = reason(err);
    }
    for (const d of open) {
      const problem = error ?? (idOf.has(d.recipient) ? null : '用户不存在或已停用');
      const outcome: Values = problem
        ? { status: 'failed', error: problem, attempts: d.attempts + 1 }
        : { status: 'sent', error: null, attempts: d.attempts + 1, sentTime: formatDateTime() };
      await this.crud.stores.of(cmsPushDelivery).update(this.crud.db, actor, d.id, outcome);
    }
  }

  private async sendOne(push: Push, d: Open, unsubscribe: string | undefined, actor: Actor): Promise<void> {
    let error: string | null = null;
    try {
      await this.deliver(push, d.recipient, unsubscribe);
    } catch (err) {
      error = reason(err);
    }
    const outcome: Values = error
      ? { status: 'failed', error, attempts: d.attempts + 1 }
      : { status: 'sent', error: null, attempts: d.attempts + 1, sentTime: formatDateTime() };
    await this.crud.stores.of(cmsPushDelivery).update(this.crud.db, actor, d.id, outcome);
  }

  private async deliver(push: Push, recipient: string, unsubscribe: string | undefined): Promise<void> {
    if (push.channel === 'webhook') {
      const payload = { title: push.title, content: push.content, module: push.module, contentId: push.contentId };
      return postWebhook(recipient, payload, this.allowPrivate);
    }
    const link = unsubscribe ? `\n\n退订：${push.linkBase ?? ''}/subscribe/unsubscribe?token=${unsubscribe}` : '';
    return this.sender.send({
      type: MAIL,
      receiver: recipient,
      title: String(push.title),
      content: `${push.content}${link}`,
    });
  }

  /** Counts the outcomes; schedules the next attempt while a failed recipient has attempts left. */
  private async settle(push: Push, actor: Actor): Promise<void> {
    const counts = (await this.crud.stores
      .of(cmsPushDelivery)
      .scoped(actor)
      .select(['status', sql<number>`min(attempts)`.as('attempts'), (eb) => eb.fn.countAll().as('n')])
      .where('push_id', '=', push.id)
      .groupBy('status')
      .execute()) as { status: string; attempts: number; n: number | string }[];
    const count = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    const failed = counts.find((c) => c.status === 'failed');
    const attempts = Number(push.attempts ?? 0) + 1;
    const retry = !!failed && failed.attempts < this.maxAttempts;
    const values = {
      sentCount: count('sent'),
      failedCount: count('failed'),
      attempts,
      status: retry ? 'sending' : count('sent') === 0 && count('failed') > 0 ? 'failed' : 'done',
      nextAttemptTime: retry ? later(this.retryMs * 2 ** (attempts - 1)) : null,
      sentTime: retry ? null : formatDateTime(),
      lastError: failed ? await this.lastError(push.id, actor) : null,
    };
    await this.pushes.update(this.crud.db, actor, push.id, values);
  }

  private async lastError(pushId: string, actor: Actor): Promise<string | null> {
    const row = await this.crud.stores
      .of(cmsPushDelivery)
      .scoped(actor)
      .select(['error'])
      .where('push_id', '=', pushId)
      .where('status', '=', 'failed')
      .limit(1)
      .executeTakeFirst();
    return (row?.error as string | undefined) ?? null;
  }

  private async unsubscribeTokens(siteId: string, open: { recipient: string }[]): Promise<Map<string, string>> {
    if (!open.length) return new Map();
    const rows: { email: string; token: string }[] = await dynamic(this.crud.db)
      .withoutPlugins()
      .selectFrom('cms_subscription')
      .select(['email', 'unsubscribe_token as token'])
      .where('site_id', '=', siteId)
      .where(
        'email',
        'in',
        open.map((o) => o.recipient),
      )
      .execute();
    return new Map(rows.map((r) => [r.email, r.token]));
  }
}
