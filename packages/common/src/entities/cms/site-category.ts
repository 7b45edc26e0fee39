import { entity } from '../define';
import { int, ref, text } from '../fields';

/** 栏目分类: a tree per site and type code (news, FAQ, download kinds …). */
export const cmsSiteCategory = entity({
  name: 'cms.siteCategory',
  table: 'cms_site_category',
  apiBase: '/category/siteCategory',
  permPrefix: 'cms:siteCategory',
  title: '栏目分类',
  en: 'Section',
  page: 'cms/SiteCategoryList',
  scope: 'site',
  tree: { parent: 'parentId', order: 'sortNo' },
  sort: { sortNo: 'asc' },
  public: {
    path: 'category',
    fields: ['parentId', 'name', 'code', 'typeCode', 'icon', 'sortNo'],
    filters: ['typeCode', 'parentId'],
    sort: ['sortNo'],
    search: ['name'],
    slug: 'code',
  },
  fields: {
    parentId: ref('cms.siteCategory', { label: '上级分类', en: 'Parent category', list: false }),
    name: text({ label: '名称', en: 'Name', required: true, max: 100, search: 'like' }),
    code: text({
      label: '编码',
      en: 'Code',
      required: true,
      max: 64,
      unique: true,
      pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
    }),
    typeCode: text({
      label: '类型编码',
      en: 'Type code',
      required: true,
      max: 64,
      pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
      search: 'eq',
    }),
    icon: text({ label: '图标', en: 'Icon', max: 100, list: false }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 999999 }),
  },
});
