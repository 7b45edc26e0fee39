import { entity } from '../define';
import { dict, image, text, textarea, WEB_IMAGES } from '../fields';
import { intakeFields } from './intake';

/** 意见反馈: submitted by visitors through the intake API, handled in the back office. */
export const cmsFeedback = entity({
  name: 'cms.feedback',
  table: 'cms_feedback',
  apiBase: '/cms/feedback',
  permPrefix: 'cms:feedback',
  title: '意见反馈',
  en: 'Feedback',
  page: 'cms/FeedbackList',
  scope: 'site',
  textIndex: ['contact'],
  intake: { fields: ['kind', 'content', 'images', 'contact'] },
  fields: {
    kind: dict('feedback_kind', { label: '反馈类型', en: 'Feedback type', required: true, search: 'eq', width: 100 }),
    content: textarea({ label: '反馈内容', en: 'Feedback', required: true, min: 5, max: 2000 }),
    images: image({ label: '反馈图片', en: 'Feedback images', multiple: true, accept: WEB_IMAGES, width: 120 }),
    contact: text({ label: '联系方式', en: 'Contact details', max: 100, search: 'like', width: 160 }),
    ...intakeFields(),
  },
});
