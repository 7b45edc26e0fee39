import { entity } from '../define';
import { text, textarea } from '../fields';
import { intakeFields } from './intake';

/** 注册登记: a visitor registers for an event or a product (CONTENT.md 互动表单). */
export const cmsRegistration = entity({
  name: 'cms.registration',
  table: 'cms_registration',
  apiBase: '/cms/registration',
  permPrefix: 'cms:registration',
  title: '注册登记',
  en: 'Registration',
  page: 'cms/RegistrationList',
  scope: 'site',
  textIndex: ['name', 'phone'],
  intake: { fields: ['name', 'phone', 'email', 'company', 'subject', 'extra'] },
  fields: {
    name: text({ label: '姓名', en: 'Name', required: true, max: 50, search: 'like', width: 100 }),
    phone: text({ label: '手机号', en: 'Mobile', required: true, max: 20, pattern: 'm', search: 'like', width: 130 }),
    email: text({ label: '电子邮件', en: 'E-mail', max: 100, pattern: 'e', width: 180 }),
    company: text({ label: '单位', en: 'Unit', max: 100, width: 160 }),
    subject: text({ label: '活动/产品', en: 'Event / product', required: true, max: 100, search: 'like', width: 160 }),
    extra: textarea({ label: '附加信息', en: 'Extra information', max: 2000, list: false }),
    ...intakeFields(),
  },
});
