import { entity } from '../define';
import { dict, switchField, text } from '../fields';

/** 敏感词: words public submissions are screened for; each refuses the submission or is replaced by asterisks. */
export const sysSensitiveWord = entity({
  name: 'system.sensitiveWord',
  table: 'sys_sensitive_word',
  apiBase: '/sys/sensitiveWord',
  permPrefix: 'system:sensitiveWord',
  title: '敏感词',
  en: 'Sensitive word',
  page: 'system/SensitiveWordList',
  textIndex: ['word'],
  fields: {
    word: text({ label: '敏感词', en: 'Sensitive word', required: true, max: 50, unique: true, search: 'like' }),
    category: dict('sensitive_category', {
      label: '分类',
      en: 'Category',
      required: true,
      default: 'other',
      search: 'eq',
    }),
    action: dict('sensitive_action', {
      label: '处理方式',
      en: 'Handling',
      required: true,
      default: 'refuse',
      search: 'eq',
    }),
    enabled: switchField({ label: '启用', en: 'Enabled', default: 'Y', search: 'eq' }),
    remark: text({ label: '备注', en: 'Remarks', max: 200, list: false }),
  },
});
