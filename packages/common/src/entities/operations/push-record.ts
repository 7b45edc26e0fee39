import { entity } from '../define';
import { datetime, dict, int, ref, text, textarea } from '../fields';

/**
 * 推送记录: one published row (module + id) pushed to the site's confirmed subscribers by e-mail or to a webhook.
 * A background job sends it with retries; the counts, the status and each recipient's outcome are its own to write.
 */
export const cmsPushRecord = entity({
  name: 'cms.pushRecord',
  table: 'cms_push_record',
  apiBase: '/cms/pushRecord',
  permPrefix: 'cms:pushRecord',
  title: '推送记录',
  en: 'Push',
  page: 'cms/PushRecordList',
  scope: 'site',
  display: 'title',
  fields: {
    module: dict('push_module', { label: '内容类型', en: 'Content type', required: true, search: 'eq', width: 100 }),
    contentId: text({ label: '推送内容', en: 'Pushed content', required: true, max: 64, list: false }),
    title: text({ label: '标题', en: 'Title', max: 200, search: 'like', readonly: true, form: false }),
    content: textarea({ label: '内容', en: 'Content', max: 2000, readonly: true, form: false, list: false }),
    channel: dict('push_channel', { label: '推送渠道', en: 'Channel', required: true, search: 'eq', width: 100 }),
    target: text({ label: 'Webhook地址', en: 'Webhook URL', max: 500, list: false }),
    status: dict('push_status', {
      label: '状态',
      en: 'Status',
      default: 'pending',
      search: 'eq',
      form: false,
      width: 90,
    }),
    sentCount: int({ label: '成功', en: 'Succeeded', default: 0, readonly: true, form: false, width: 70 }),
    failedCount: int({ label: '失败', en: 'Failed', default: 0, readonly: true, form: false, width: 70 }),
    attempts: int({ label: '尝试次数', en: 'Attempts', default: 0, readonly: true, form: false, list: false }),
    nextAttemptTime: datetime({ label: '下次尝试', en: 'Next attempt', readonly: true, form: false, list: false }),
    sentTime: datetime({ label: '完成时间', en: 'Completed at', readonly: true, form: false, width: 170 }),
    lastError: text({ label: '错误信息', en: 'Error', max: 500, readonly: true, form: false, list: false }),
    // Where the links of the push's mails (unsubscribe) start: fixed when the push is created.
    linkBase: text({ label: '链接地址', en: 'Link URL', max: 200, readonly: true, form: false, list: false }),
  },
});

/** One recipient of a push (an e-mail address or the webhook) and how its delivery went. */
export const cmsPushDelivery = entity({
  name: 'cms.pushDelivery',
  table: 'cms_push_delivery',
  apiBase: '/cms/pushRecord/delivery',
  permPrefix: 'cms:pushRecord',
  title: '推送明细',
  en: 'Delivery',
  scope: 'site',
  display: 'recipient',
  sort: { createTime: 'asc' },
  fields: {
    pushId: ref('cms.pushRecord', { label: '推送', en: 'Push', required: true, search: 'eq', list: false }),
    recipient: text({ label: '接收方', en: 'Recipient', required: true, max: 500 }),
    status: dict('push_delivery_status', { label: '状态', en: 'Status', default: 'pending', search: 'eq', width: 90 }),
    attempts: int({ label: '尝试次数', en: 'Attempts', default: 0, width: 80 }),
    error: text({ label: '错误信息', en: 'Error', max: 500 }),
    sentTime: datetime({ label: '发送时间', en: 'Sent at', width: 170 }),
  },
});
