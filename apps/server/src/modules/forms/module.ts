import { cmsPushRecord } from '@yunzhan/common/entities/operations/push-record';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { NoticeBus } from '../announcement/bus.js';
import { AnnouncementDelivery } from '../announcement/delivery.js';
import { AnnouncementService } from '../announcement/service.js';
import type { DictService } from '../dict/service.js';
import type { IntakeService } from '../intake/service.js';
import type { IntakeUploads } from '../intake/uploads.js';
import type { MessageSender } from '../message/senders.js';
import { MessageService } from '../message/service.js';
import type { Delivery } from '../public/delivery.js';
import type { SiteRenderer } from '../site-render/renderer.js';
import { inboxRoutes } from './inbox.js';
import { MailLinks } from './mail-links.js';
import { subscriptionRoutes } from './public-routes.js';
import { PushJob } from './push-job.js';
import { PushService } from './push-service.js';
import { mailLinkRoutes, pushRoutes } from './routes.js';
import { siteFormRoutes } from './site-routes.js';
import { SubscriptionService } from './subscription-service.js';

export interface FormsDeps {
  crud: CrudDeps;
  changes: ChangeFeed;
  intake: IntakeService;
  uploads: IntakeUploads;
  delivery: Delivery;
  dicts: DictService;
  renderer: SiteRenderer;
  /** Mails of the subscription (confirmation links, pushes). */
  sender: MessageSender;
  /** The notice sockets: a 站内消息 push rings the bell of its users. */
  notices: NoticeBus;
  config: Config;
  /** First retry delay of a failed push recipient (tests shorten it). */
  pushRetryMs?: number;
}

/**
 * 邮件订阅 and 推送记录: their services, the push job (started here, stopped when the server closes), and the
 * routes of the back office, the intake API and the rendered site, each mounted by app.ts in its own prefix.
 */
export function formsModule(app: FastifyInstance, d: FormsDeps) {
  const { crud, config } = d;
  const links = new MailLinks(config.publicUrl, app.log);
  const subscriptions = new SubscriptionService(crud, d.intake, d.sender, links);
  const push = new PushService(crud, d.delivery.service, d.delivery.sites, config.webhookAllowPrivate, links);
  // 站内消息 goes through 消息中心's own path: a system message per push, its send rows, the bell's push.
  const announcements = new AnnouncementService(
    crud,
    new AnnouncementDelivery(crud.db, d.notices, new MessageService(crud, d.sender), app.log),
  );
  const job = new PushJob(crud, d.sender, config.webhookAllowPrivate, (m) => announcements.postMessage(m), {
    retryMs: d.pushRetryMs,
  });
  // A new or rescheduled push is sent as soon as its transaction commits; retries and other processes' pushes are
  // found by the 定时任务 PushRetryJob.
  d.changes.on([cmsPushRecord.table], () => void job.kick());
  app.addHook('onClose', () => job.stop());
  const perMinute = config.intakeRateLimit;
  return {
    job,
    api: (api: FastifyInstance) => {
      inboxRoutes(api, crud);
      pushRoutes(api, crud, push);
      mailLinkRoutes(api, links, d.delivery.sites);
    },
    intakeApi: (pub: FastifyInstance) => subscriptionRoutes(pub, d.delivery.sites, subscriptions, { perMinute }),
    site: (site: FastifyInstance) =>
      siteFormRoutes(site, {
        sites: d.delivery.sites,
        renderer: d.renderer,
        intake: d.intake,
        uploads: d.uploads,
        subscriptions,
        dicts: d.dicts,
        perMinute,
        pagesPerMinute: config.publicRateLimit,
      }),
  };
}
