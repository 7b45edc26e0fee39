import { publishingActions, publishingFields, seoFields } from '../cms/publishing';
import { entity } from '../define';
import { dict, file, image, text, textarea } from '../fields';

/** 报告管理: published documents (white papers, quality and test reports, annual reports) as PDF files. */
export const cmsReport = entity({
  name: 'cms.report',
  table: 'cms_report',
  apiBase: '/cms/report',
  permPrefix: 'cms:report',
  title: '报告',
  en: 'Report',
  page: 'cms/ReportList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  textIndex: ['title'],
  actions: publishingActions,
  sort: { sortNo: 'asc' },
  public: {
    fields: [
      'title',
      'category',
      'cover',
      'summary',
      'seoTitle',
      'seoKeywords',
      'seoDescription',
      'slug',
      'publishTime',
      'sortNo',
    ],
    filters: ['category'],
    sort: ['sortNo', 'publishTime'],
    search: ['title'],
    slug: 'slug',
  },
  fields: {
    title: text({ label: '标题', en: 'Title', required: true, max: 200, search: 'like' }),
    category: dict('report_category', { label: '分类', en: 'Category', required: true, search: 'eq', width: 110 }),
    cover: image({ label: '封面', en: 'Cover', accept: ['.png', '.jpg', '.jpeg', '.webp'], width: 80 }),
    file: file({ label: 'PDF文件', en: 'PDF file', required: true, accept: ['.pdf'], list: false }),
    summary: textarea({ label: '摘要', en: 'Summary', max: 2000, list: false }),
    ...seoFields(),
    ...publishingFields(),
  },
});
