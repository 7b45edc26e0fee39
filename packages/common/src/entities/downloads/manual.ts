import { publishingActions, publishingFields } from '../cms/publishing';
import { entity } from '../define';
import { dict, links, text } from '../fields';
import { downloadFileFields, PUBLIC_FILE_FIELDS } from './file-fields';

/** 产品手册: a PDF manual of products in one language. */
export const cmsManual = entity({
  name: 'cms.manual',
  table: 'cms_manual',
  apiBase: '/cms/manual',
  permPrefix: 'cms:manual',
  title: '产品手册',
  en: 'Product manual',
  page: 'cms/ManualList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  textIndex: ['title'],
  actions: publishingActions,
  sort: { sortNo: 'asc', createTime: 'desc' },
  public: {
    fields: ['title', 'language', 'version', 'products', ...PUBLIC_FILE_FIELDS, 'publishTime', 'sortNo'],
    filters: ['products', 'language'],
    sort: ['sortNo', 'publishTime'],
    search: ['title'],
  },
  fields: {
    title: text({ label: '标题', en: 'Title', required: true, max: 200, search: 'like' }),
    products: links('cms.product', { label: '适用产品', en: 'Products', maxLinks: 200 }),
    language: dict('site_language', {
      label: '语言',
      en: 'Language',
      required: true,
      default: 'zh-CN',
      search: 'eq',
      width: 100,
    }),
    version: text({ label: '版本', en: 'Version', max: 50, width: 90 }),
    ...downloadFileFields('PDF文件', 'PDF file', ['.pdf']),
    ...publishingFields(),
  },
});
