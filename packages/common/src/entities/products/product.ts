import { publishingActions, publishingFields, seoFields } from '../cms/publishing';
import { entity } from '../define';
import { image, ref, text, textarea } from '../fields';

/** 产品管理: the catalogue's products, one type each; model numbers are unique within a site. */
export const cmsProduct = entity({
  name: 'cms.product',
  table: 'cms_product',
  apiBase: '/cms/product',
  permPrefix: 'cms:product',
  title: '产品',
  page: 'cms/ProductList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  textIndex: ['name', 'modelNo'],
  actions: publishingActions,
  sort: { sortNo: 'asc' },
  public: {
    fields: [
      'typeId',
      'name',
      'modelNo',
      'series',
      'summary',
      'cover',
      'seoTitle',
      'seoKeywords',
      'seoDescription',
      'slug',
      'publishTime',
      'sortNo',
    ],
    filters: ['typeId', 'series'],
    sort: ['sortNo', 'publishTime'],
    search: ['name', 'modelNo'],
    slug: 'slug',
  },
  fields: {
    typeId: ref('cms.productType', { label: '产品类型', required: true, search: 'eq', width: 120 }),
    name: text({ label: '产品名称', required: true, max: 200, search: 'like' }),
    modelNo: text({ label: '型号', required: true, max: 100, unique: true, search: 'like', width: 140 }),
    series: text({ label: '系列', max: 100, search: 'eq', width: 120 }),
    summary: textarea({ label: '简介', max: 1000, list: false }),
    cover: image({ label: '封面', accept: ['.png', '.jpg', '.jpeg', '.gif', '.webp'], width: 80 }),
    ...seoFields(),
    ...publishingFields(),
  },
});
