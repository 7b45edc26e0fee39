import { entity } from '../define';
import { dict, image, text, textarea, WEB_IMAGES } from '../fields';
import { intakeFields } from './intake';

/** 投诉建议: complaints and suggestions, answered by a reply. */
export const cmsSuggestion = entity({
  name: 'cms.suggestion',
  table: 'cms_suggestion',
  apiBase: '/cms/suggestion',
  permPrefix: 'cms:suggestion',
  title: '投诉建议',
  en: 'Complaint',
  page: 'cms/SuggestionList',
  scope: 'site',
  textIndex: ['contact'],
  intake: { fields: ['kind', 'content', 'images', 'contact'] },
  fields: {
    kind: dict('suggestion_kind', { label: '类型', en: 'Type', required: true, search: 'eq', width: 90 }),
    content: textarea({ label: '内容', en: 'Content', required: true, min: 5, max: 2000 }),
    images: image({ label: '相关图片', en: 'Images', multiple: true, accept: WEB_IMAGES, width: 120 }),
    contact: text({ label: '联系方式', en: 'Contact details', required: true, max: 100, search: 'like', width: 160 }),
    ...intakeFields(),
  },
});
