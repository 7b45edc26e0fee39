import { ENTITIES } from '@yunzhan/common/entities/registry';

/** A string dictionary of the seed (the shape of `SeedDict` in dicts.ts, which spreads these in). */
interface FormDict {
  code: string;
  name: string;
  type: 0;
  items: readonly (readonly [string, string])[];
}
const str = (code: string, name: string, items: FormDict['items']): FormDict => ({ code, name, type: 0, items });

/** Dictionaries of 互动表单 and 推送记录. */
export const FORM_DICTS: readonly FormDict[] = [
  str('cooperation_kind', '合作类型', [
    ['agent', '代理经销'],
    ['oem', 'OEM/ODM'],
    ['purchase', '采购'],
    ['tech', '技术合作'],
    ['other', '其他'],
  ]),
  str('suggestion_kind', '投诉建议类型', [
    ['complaint', '投诉'],
    ['suggestion', '建议'],
  ]),
  str('blacklist_kind', '黑名单类型', [
    ['ip', 'IP'],
    ['phone', '手机号'],
    ['email', '电子邮件'],
    ['keyword', '关键词'],
  ]),
  str('subscription_topic', '订阅主题', [
    ['product', '新品发布'],
    ['news', '新闻动态'],
    ['service', '服务通知'],
  ]),
  str('subscription_status', '订阅状态', [
    ['pending', '待确认'],
    ['confirmed', '已订阅'],
    ['unsubscribed', '已退订'],
  ]),
  // Every published public module can be pushed (the registry decides: a module added later joins at the next start).
  str(
    'push_module',
    '推送内容类型',
    ENTITIES.flatMap((e) => (e.publicView?.publishable ? [[e.publicView.path, e.title] as const] : [])),
  ),
  str('push_channel', '推送渠道', [
    ['email', '邮件订阅者'],
    ['message', '站内消息'],
    ['webhook', 'Webhook'],
  ]),
  str('push_status', '推送状态', [
    ['pending', '待发送'],
    ['sending', '发送中'],
    ['done', '已完成'],
    ['failed', '发送失败'],
  ]),
  str('push_delivery_status', '推送明细状态', [
    ['pending', '待发送'],
    ['sent', '已发送'],
    ['failed', '失败'],
  ]),
];
