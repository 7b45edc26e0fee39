import { entity } from '../define';
import { dict, file, ref, text, textarea } from '../fields';

/**
 * 应聘记录: applications to a position, sent by the public with a resume (PDF or Word) and moved through the
 * pipeline of `application-flow.ts` on the board of 招聘管理 (no menu of its own; its permissions are 招聘管理's).
 */
export const cmsJobApplication = entity({
  name: 'cms.jobApplication',
  table: 'cms_job_application',
  apiBase: '/cms/jobApplication',
  permPrefix: 'cms:recruitment',
  title: '应聘记录',
  en: 'Application',
  scope: 'site',
  textIndex: ['name', 'phone'],
  display: 'name',
  intake: {
    path: 'application',
    fields: ['positionId', 'name', 'phone', 'email'],
    unread: { status: 'new', page: 'cms/RecruitmentList' },
  },
  fields: {
    positionId: ref('cms.recruitment', {
      label: '应聘职位',
      en: 'Position applied for',
      required: true,
      search: 'eq',
      width: 160,
    }),
    name: text({ label: '姓名', en: 'Name', required: true, max: 50, search: 'like', width: 100 }),
    phone: text({
      label: '手机号',
      en: 'Mobile',
      required: true,
      max: 20,
      pattern: /^\+?[\d\s-]{6,20}$/,
      search: 'like',
      width: 130,
    }),
    email: text({ label: '邮箱', en: 'E-mail', max: 100, pattern: 'e', width: 180 }),
    resume: file({ label: '简历', en: 'Résumé', accept: ['.pdf', '.doc', '.docx'], width: 100 }),
    status: dict('application_status', {
      label: '状态',
      en: 'Status',
      form: false,
      default: 'new',
      search: 'eq',
      width: 90,
    }),
    note: textarea({ label: '备注', en: 'Remarks', max: 2000, list: false }),
    ip: text({ label: 'IP', max: 64, readonly: true, form: false, list: false }),
    userAgent: text({ label: '浏览器', en: 'Browser', max: 500, readonly: true, form: false, list: false }),
  },
});
