import { entity } from '../define';
import { datetime, dict, secret, text } from '../fields';

/**
 * 邮件订阅: an address subscribes on the site and confirms through a mailed link (double opt-in); only confirmed
 * subscribers receive pushes. The tokens of the confirmation and unsubscribe links are never listed or exported.
 */
export const cmsSubscription = entity({
  name: 'cms.subscription',
  table: 'cms_subscription',
  apiBase: '/cms/subscription',
  permPrefix: 'cms:subscription',
  title: '邮件订阅',
  en: 'Subscription',
  page: 'cms/SubscriptionList',
  scope: 'site',
  display: 'email',
  textIndex: ['email'],
  uniqueIndex: ['email'],
  fields: {
    email: text({
      label: '电子邮件',
      en: 'E-mail',
      required: true,
      max: 100,
      pattern: 'e',
      unique: true,
      search: 'like',
    }),
    topics: dict('subscription_topic', { label: '订阅主题', en: 'Topics', multi: true, width: 200 }),
    status: dict('subscription_status', {
      label: '状态',
      en: 'Status',
      default: 'pending',
      search: 'eq',
      form: false,
      width: 90,
    }),
    confirmTime: datetime({ label: '确认时间', en: 'Confirmed at', readonly: true, form: false, width: 170 }),
    unsubscribeTime: datetime({ label: '退订时间', en: 'Unsubscribed at', readonly: true, form: false, width: 170 }),
    ip: text({ label: 'IP', max: 64, readonly: true, form: false, width: 130 }),
    confirmToken: secret({ label: '确认令牌', en: 'Confirmation token', max: 100 }),
    unsubscribeToken: secret({ label: '退订令牌', en: 'Unsubscribe token', max: 100 }),
  },
});
