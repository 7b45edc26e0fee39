import { cmsSubscription } from '@yunzhan/common/entities/forms/subscription';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { readInput } from '../../core/crud/input.js';
import { badRequest, isUniqueViolation } from '../../core/errors.js';
import { formatDateTime, newId } from '../../core/time.js';
import type { IntakeService } from '../intake/service.js';
import type { MessageSender } from '../message/senders.js';
import type { PublicSite } from '../public/sites.js';
import type { MailLinks } from './mail-links.js';
import { hashToken, idOfToken, newToken, sameToken } from './tokens.js';

/** Message type of an e-mail (dictionary `msgType`). */
export const MAIL = '2';
/** A pending address is mailed again at most this often (a form cannot be used to flood someone's inbox). */
const RESEND_MS = 5 * 60_000;
export const CHECK_MAIL = '请查收确认邮件，点击邮件中的链接完成订阅';
const BAD_LINK = '链接无效或已过期';

/** Who a visitor is, to screen them. */
export interface Visit {
  ip: string;
  userAgent: string;
}

type Row = Record<string, unknown>;

/** 邮件订阅 with double opt-in: subscribe (mails a confirmation link), confirm, unsubscribe. */
export class SubscriptionService {
  constructor(
    private readonly deps: Pick<CrudDeps, 'stores' | 'dicts' | 'db'>,
    private readonly intake: IntakeService,
    private readonly sender: MessageSender,
    private readonly links: MailLinks,
  ) {}

  private get store() {
    return this.deps.stores.of(cmsSubscription);
  }

  /** The same answer whether the address is new, pending or already confirmed (no one learns who subscribed). */
  async subscribe(site: PublicSite, body: unknown, visit: Visit): Promise<void> {
    // Without a configured base for its links the confirmation could not be mailed: refused before anything is kept.
    const base = this.links.forVisitor(site, 'subscription');
    const src = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const values = readInput(cmsSubscription, { email: src.email, topics: src.topics }, 'add', await this.dicts());
    values.email = String(values.email).trim().toLowerCase();
    await this.intake.screen({ entity: cmsSubscription, siteId: site.id, ...visit, values });
    const actor = { username: 'public', siteId: site.id };
    const [row] = await this.store.where(actor, 'email', [values.email]);
    if (row?.status === 'confirmed') return;
    if (row?.status === 'pending' && recent(row.updateTime ?? row.createTime)) return;
    const id = row ? String(row.id) : newId();
    const confirm = newToken(id);
    // A new subscription gets new links: the confirmation's, and the unsubscribe link its push mails will carry.
    const fresh = {
      topics: values.topics,
      status: 'pending',
      ip: visit.ip.slice(0, 64),
      confirmToken: hashToken(confirm),
      unsubscribeToken: newToken(id),
    };
    if (row) await this.store.update(this.deps.db, actor, id, fresh);
    else {
      const added = await this.store.insert(this.deps.db, actor, { ...fresh, email: values.email }, id).then(
        () => true,
        (err) => {
          if (isUniqueViolation(err)) return false;
          throw err;
        },
      );
      // The same address subscribed at this moment by another request, which mails the link: answer as it does.
      if (!added) return;
    }
    const link = `${base}/site/${site.code}/subscribe/confirm?token=${confirm}`;
    await this.sender.send({
      type: MAIL,
      receiver: String(values.email),
      title: `请确认订阅 ${site.name}`,
      content: `您好！请点击以下链接确认订阅 ${site.name} 的邮件推送：\n${link}\n如果不是您本人操作，请忽略本邮件。`,
    });
  }

  /** Confirms the address a confirmation token names; the token works once. */
  async confirm(site: PublicSite, token: unknown): Promise<void> {
    const row = await this.byToken(site, token);
    if (!row || !sameToken(row.confirmToken as string, hashToken(String(token)))) throw badRequest(BAD_LINK);
    const values = { status: 'confirmed', confirmTime: formatDateTime(), confirmToken: null, unsubscribeTime: null };
    await this.store.update(this.deps.db, { username: 'public', siteId: site.id }, String(row.id), values);
  }

  /** Unsubscribes the address an unsubscribe token names (every push mail carries one). */
  async unsubscribe(site: PublicSite, token: unknown): Promise<void> {
    const row = await this.byToken(site, token);
    if (!row || !sameToken(row.unsubscribeToken as string, String(token))) throw badRequest(BAD_LINK);
    if (row.status === 'unsubscribed') return;
    const values = { status: 'unsubscribed', unsubscribeTime: formatDateTime() };
    await this.store.update(this.deps.db, { username: 'public', siteId: site.id }, String(row.id), values);
  }

  /** Whether a token names a row of the site (the page asking to confirm or unsubscribe shows only then). */
  async known(site: PublicSite, token: unknown): Promise<boolean> {
    return !!(await this.byToken(site, token));
  }

  private async byToken(site: PublicSite, token: unknown): Promise<Row | undefined> {
    const id = idOfToken(token);
    if (!id) return undefined;
    return this.store
      .scoped({ username: 'public', siteId: site.id })
      .select(['id', 'status', 'confirm_token as confirmToken', 'unsubscribe_token as unsubscribeToken'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  private async dicts() {
    return this.deps.dicts.valueSets();
  }
}

const recent = (time: unknown) =>
  typeof time === 'string' && Date.now() - new Date(time.replace(' ', 'T')).getTime() < RESEND_MS;
