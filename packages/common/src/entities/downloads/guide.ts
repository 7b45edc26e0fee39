import { publishingActions, publishingFields } from '../cms/publishing';
import { entity } from '../define';
import { dict, links, richText, text } from '../fields';

/** 使用指南: how-to articles for products, with an optional video link. */
export const cmsGuide = entity({
  name: 'cms.guide',
  table: 'cms_guide',
  apiBase: '/cms/guide',
  permPrefix: 'cms:guide',
  title: '使用指南',
  en: 'User guide',
  page: 'cms/GuideList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  textIndex: ['title'],
  actions: publishingActions,
  sort: { sortNo: 'asc', createTime: 'desc' },
  public: {
    fields: ['title', 'category', 'products', 'body', 'videoLink', 'publishTime', 'sortNo'],
    filters: ['products', 'category'],
    sort: ['sortNo', 'publishTime'],
    search: ['title'],
  },
  fields: {
    title: text({ label: '标题', en: 'Title', required: true, max: 200, search: 'like' }),
    category: dict('guide_category', { label: '分类', en: 'Category', search: 'eq', width: 100 }),
    products: links('cms.product', { label: '适用产品', en: 'Products', maxLinks: 200 }),
    body: richText({ label: '正文', en: 'Body', required: true, list: false }),
    videoLink: text({ label: '视频链接', en: 'Video link', max: 500, pattern: 'url', list: false }),
    ...publishingFields(),
  },
});
