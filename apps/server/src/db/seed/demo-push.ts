import type { Kysely } from 'kysely';
import { formatDateTime } from '../../core/time.js';
import { newToken } from '../../modules/forms/tokens.js';
import { siteId, stableId } from './ids.js';
import { SEED_BY, type SeedContext } from './util.js';

const DAY_MS = 86_400_000;

/** [e-mail, topics, status, days ago] */
const SUBSCRIBERS: [string, string, 'confirmed' | 'pending' | 'unsubscribed', number][] = [
  ['zhao.min@example.cn', 'product,news', 'confirmed', 12],
  ['li.hua@example.cn', 'product', 'confirmed', 9],
  ['wang.qiang@example.cn', 'news,service', 'confirmed', 7],
  ['chen.jing@example.cn', 'service', 'pending', 1],
  ['liu.yang@example.cn', 'news', 'unsubscribed', 20],
];

const LINK_BASE = 'https://www.example.com.cn/site/cn';

/**
 * 邮件订阅 and 推送记录 of the Chinese site: confirmed, pending and unsubscribed addresses, an e-mail push of a
 * position to the confirmed ones (each delivered) and a webhook push that failed. Both pushes are finished, so the
 * push job leaves them alone.
 */
export async function seedPushDemo(ctx: SeedContext, nowMs = Date.now()): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: tables of the entity engine, outside the typed schema
  const db: Kysely<any> = ctx.db.withoutPlugins();
  const at = (daysAgo: number) => formatDateTime(new Date(nowMs - daysAgo * DAY_MS));
  const site = siteId('cn');
  const own = { site_id: site, create_by: SEED_BY };

  const subscribers = SUBSCRIBERS.map(([email, topics, status, daysAgo]) => {
    const id = stableId(`subscription:cn:${email}`);
    return {
      id,
      ...{ email, topics, status, ip: '203.0.113.20', ...own, create_time: at(daysAgo) },
      confirm_time: status === 'pending' ? null : at(daysAgo - 0.01),
      unsubscribe_time: status === 'unsubscribed' ? at(2) : null,
      // The confirmation link of a pending address went out by mail: nobody holds it, so none is kept.
      confirm_token: null,
      unsubscribe_token: newToken(id),
    };
  });
  await db.insertInto('cms_subscription').values(subscribers).execute();

  const job = (key: string) => stableId(`job:cn:${key}`);
  const email = stableId('push:cn:email');
  const webhook = stableId('push:cn:webhook');
  const confirmed = subscribers.filter((s) => s.status === 'confirmed');
  await db
    .insertInto('cms_push_record')
    .values([
      {
        id: email,
        ...{ module: 'job', content_id: job('embedded'), title: '嵌入式软件工程师', channel: 'email', target: null },
        content: `嵌入式软件工程师\n查看详情：${LINK_BASE}/job/${job('embedded')}`,
        ...{ status: 'done', sent_count: confirmed.length, failed_count: 0, attempts: 1, next_attempt_time: null },
        ...{ sent_time: at(2), last_error: null, link_base: LINK_BASE, ...own, create_time: at(2) },
      },
      {
        id: webhook,
        ...{ module: 'job', content_id: job('support'), title: '技术支持工程师', channel: 'webhook' },
        target: 'https://hooks.example.com/yunzhan/jobs',
        content: `技术支持工程师\n查看详情：${LINK_BASE}/job/${job('support')}`,
        ...{ status: 'failed', sent_count: 0, failed_count: 1, attempts: 5, next_attempt_time: null },
        ...{ sent_time: at(1), last_error: '接收方返回 HTTP 502', link_base: LINK_BASE, ...own, create_time: at(1) },
      },
    ])
    .execute();
  await db
    .insertInto('cms_push_delivery')
    .values([
      ...confirmed.map((s) => ({
        id: stableId(`push-delivery:cn:email:${s.email}`),
        ...{ push_id: email, recipient: s.email, status: 'sent', attempts: 1, error: null, sent_time: at(2) },
        ...{ ...own, create_time: at(2) },
      })),
      {
        id: stableId('push-delivery:cn:webhook'),
        ...{ push_id: webhook, recipient: 'https://hooks.example.com/yunzhan/jobs', status: 'failed', attempts: 5 },
        ...{ error: '接收方返回 HTTP 502', sent_time: null, ...own, create_time: at(1) },
      },
    ])
    .execute();
}
