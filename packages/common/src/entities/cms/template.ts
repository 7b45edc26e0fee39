import { entity } from '../define';
import { code, dict, text } from '../fields';

/** 模板管理: the site's page templates (Liquid-style, logic-less), rendered by the public site. */
export const cmsTemplate = entity({
  name: 'cms.template',
  table: 'cms_template',
  apiBase: '/cms/template',
  permPrefix: 'cms:template',
  title: '模板',
  en: 'Template',
  page: 'cms/TemplateList',
  scope: 'site',
  versioned: true,
  fields: {
    code: text({
      label: '模板编码',
      en: 'Template code',
      required: true,
      max: 64,
      unique: true,
      pattern: /^[a-z][a-z0-9_-]*$/,
    }),
    name: text({ label: '模板名称', en: 'Template name', required: true, max: 100, search: 'like' }),
    type: dict('site_template_type', {
      label: '类型',
      en: 'Type',
      required: true,
      default: 'page',
      search: 'eq',
      width: 90,
    }),
    source: code({ label: '模板源码', en: 'Template source', required: true, language: 'html', max: 200_000 }),
    description: text({ label: '说明', en: 'Caption', max: 255 }),
  },
});
