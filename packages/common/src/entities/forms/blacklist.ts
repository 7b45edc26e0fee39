import { entity } from '../define';
import { datetime, dict, text } from '../fields';

/**
 * 黑名单: submissions matching an entry are refused by every intake of the site. An IP, phone or e-mail matches a
 * submitted value exactly (an e-mail entry `@example.com` matches the whole domain); a keyword matches inside any
 * text. An empty `until` blocks for ever.
 */
export const cmsBlacklist = entity({
  name: 'cms.blacklist',
  table: 'cms_blacklist',
  apiBase: '/cms/blacklist',
  permPrefix: 'cms:blacklist',
  title: '黑名单',
  en: 'Blacklist entry',
  page: 'cms/BlacklistList',
  scope: 'site',
  display: 'value',
  fields: {
    kind: dict('blacklist_kind', { label: '类型', en: 'Type', required: true, search: 'eq', width: 90 }),
    value: text({ label: '值', en: 'Value', required: true, max: 100, search: 'like' }),
    reason: text({ label: '原因', en: 'Reason', max: 200 }),
    until: datetime({ label: '截止时间', en: 'End time', search: 'range', width: 170 }),
  },
});
