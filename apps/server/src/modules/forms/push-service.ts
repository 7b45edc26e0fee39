import { cmsSubscription } from '@yunzhan/common/entities/forms/subscription';
import type { EntityDef, PublicView } from '@yunzhan/common/entities/index';
import { cmsPushDelivery, cmsPushRecord } from '@yunzhan/common/entities/operations/push-record';
import type { CrudDeps, Values, WriteContext } from '../../core/crud/contracts.js';
import { badRequest } from '../../core/errors.js';
import { formatDateTime } from '../../core/time.js';
import { type Database, dynamic } from '../../db/index.js';
import type { DeliveryService } from '../public/delivery-service.js';
import { PUBLIC_ENTITIES } from '../public/delivery-service.js';
import { isPublishedNow } from '../public/published.js';
import type { PublicSites } from '../public/sites.js';
import type { MailLinks } from './mail-links.js';
import { webhookUrlProblem } from './webhook.js';

type PublicEntity = EntityDef & { publicView: PublicView };

/** A published module that can be pushed, by its public path; a clear 400 otherwise. */
export function pushableModule(path: unknown): PublicEntity {
  const entity = PUBLIC_ENTITIES.get(String(path));
  if (!entity?.publicView?.publishable) throw badRequest('该内容类型不能推送');
  return entity as PublicEntity;
}

/**
 * Creating a push: the content must be published now in the session's site; its title and text are copied into
 * the record, and the recipients (the site's confirmed subscribers, or the webhook) are listed in the same
 * transaction. The background job sends them.
 */
export class PushService {
  constructor(
    private readonly crud: Pick<CrudDeps, 'stores'>,
    private readonly delivery: DeliveryService,
    private readonly sites: PublicSites,
    private readonly allowPrivate: boolean,
    private readonly links: MailLinks,
  ) {}

  /** Published rows of a module in the site, for the push form's picker (newest first, by title). */
  async contents(siteId: string | null, path: unknown, q: string) {
    const entity = pushableModule(path);
    const params: Record<string, unknown> = { pageSize: '20' };
    if (entity.publicView.sort.includes('publishTime')) params.sort = '-publishTime';
    if (q && entity.publicView.search.length) params.q = q;
    const { result } = await this.delivery.list(await this.sites.byId(siteId), entity, params);
    const display = entity.display ?? 'id';
    return result.records.map((r) => ({ id: String(r.id), title: String(r[display] ?? r.id) }));
  }

  /**
   * `beforeWrite` of an add: checks the content and the target, and fills the copied fields; links start from
   * configuration (`MailLinks`), never from the request. Reads through the write's transaction (SQLite has one
   * connection: a read beside the transaction would wait for it).
   */
  async prepare(ctx: WriteContext): Promise<void> {
    const v = ctx.values;
    const entity = pushableModule(v.module);
    const actor = { username: ctx.session.username, siteId: ctx.session.siteId };
    const row = await this.crud.stores.of(entity).get(actor, String(v.contentId), dynamic(ctx.trx));
    if (!row || !isPublishedNow(entity, row)) throw badRequest('推送内容不存在或未发布');
    if (v.channel === 'webhook') {
      if (!v.target) throw badRequest('请填写Webhook地址');
      const problem = webhookUrlProblem(String(v.target), this.allowPrivate);
      if (problem) throw badRequest(problem);
    } else v.target = null;
    const site = await ctx.trx
      .selectFrom('sysSite')
      .select(['code', 'domain'])
      .where('id', '=', String(actor.siteId))
      .executeTakeFirst();
    if (!site) throw badRequest('站点不存在');
    const base = `${this.links.forAdmin(site)}/site/${site.code}`;
    const title = String(row[entity.display ?? 'id'] ?? '');
    const summaryField = entity.publicView.fields.find((n) => entity.field(n)?.kind === 'textarea' && row[n]);
    const summary = summaryField ? String(row[summaryField]) : '';
    Object.assign(v, {
      title: title.slice(0, 200),
      content: [title, summary, `查看详情：${base}/${entity.publicView.path}/${row.id}`]
        .filter(Boolean)
        .join('\n')
        .slice(0, 2000),
      status: 'pending',
      linkBase: base.slice(0, 200),
      nextAttemptTime: formatDateTime(),
    } satisfies Values);
  }

  /** `afterWrite` of an add: one delivery row per recipient. */
  async listRecipients(ctx: WriteContext): Promise<void> {
    const actor = { username: ctx.session.username, siteId: ctx.session.siteId };
    const channel = ctx.values.channel;
    const recipients =
      channel === 'webhook'
        ? [String(ctx.values.target)]
        : channel === 'message'
          ? await this.siteUsers(ctx.trx, String(actor.siteId))
          : await this.subscribers(ctx.trx, actor, ctx.values);
    const rows = recipients.map((recipient) => ({ pushId: ctx.id, recipient, status: 'pending', attempts: 0 }));
    await this.crud.stores.of(cmsPushDelivery).insertMany(ctx.trx, actor, rows);
    if (!rows.length) {
      const done = { status: 'done', sentTime: formatDateTime(), nextAttemptTime: null };
      await this.crud.stores.of(cmsPushRecord).update(ctx.trx, actor, ctx.id, done);
    }
  }

  /** `beforeDelete`: a push's recipients go with it. */
  async removeDeliveries(ids: readonly string[], trx: Database): Promise<void> {
    if (!ids.length) return;
    await dynamic(trx).deleteFrom(cmsPushDelivery.table).where(cmsPushDelivery.columnOf('pushId'), 'in', ids).execute();
    this.crud.stores.of(cmsPushDelivery).changed();
  }

  /** 站内消息's recipients: the user names of active back-office users with a role that opens the site. */
  private async siteUsers(trx: Database, siteId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('sysUser as u')
      .select('u.username')
      .where('u.delFlag', '=', 0)
      .where('u.status', '=', 1)
      .where('u.id', 'in', (eb) =>
        eb
          .selectFrom('sysUserRole as ur')
          .innerJoin('sysRoleSite as rs', 'rs.roleId', 'ur.roleId')
          .select('ur.userId')
          .where('rs.siteId', '=', siteId),
      )
      .orderBy('u.username')
      .execute();
    return rows.map((r) => String(r.username));
  }

  /** Confirmed subscribers of the site whose topics include the module (or who chose no topic). */
  private async subscribers(trx: Database, actor: { username: string; siteId: string | null }, v: Values) {
    const rows = (await this.crud.stores
      .of(cmsSubscription)
      .scoped(actor, trx)
      .select(['email', 'topics'])
      .where('status', '=', 'confirmed')
      .execute()) as { email: string; topics: string | null }[];
    const topic = String(v.module);
    return rows.filter((r) => !r.topics || r.topics.split(',').includes(topic)).map((r) => r.email);
  }
}
