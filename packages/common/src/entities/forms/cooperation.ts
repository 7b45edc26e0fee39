import { entity } from '../define';
import { dict, text, textarea } from '../fields';
import { intakeFields } from './intake';

/** 商务合作: business enquiries from companies. */
export const cmsCooperation = entity({
  name: 'cms.cooperation',
  table: 'cms_cooperation',
  apiBase: '/cms/cooperation',
  permPrefix: 'cms:cooperation',
  title: '商务合作',
  en: 'Partnership request',
  page: 'cms/CooperationList',
  scope: 'site',
  textIndex: ['company'],
  intake: { fields: ['company', 'contact', 'phone', 'email', 'kind', 'message'] },
  fields: {
    company: text({ label: '公司名称', en: 'Company name', required: true, max: 100, search: 'like' }),
    contact: text({ label: '联系人', en: 'Contact', required: true, max: 50, width: 100 }),
    phone: text({ label: '联系电话', en: 'Phone', required: true, max: 20, pattern: 'm', search: 'like', width: 130 }),
    email: text({ label: '电子邮件', en: 'E-mail', max: 100, pattern: 'e', width: 180 }),
    kind: dict('cooperation_kind', {
      label: '合作类型',
      en: 'Cooperation type',
      required: true,
      search: 'eq',
      width: 100,
    }),
    message: textarea({ label: '合作意向', en: 'Proposal', required: true, min: 5, max: 2000 }),
    ...intakeFields(),
  },
});
