import { publishingActions, publishingFields, seoFields } from '../cms/publishing';
import { entity } from '../define';
import { date, image, lines, links, ref, richText, switchField, tags, text, textarea, WEB_IMAGES } from '../fields';
import { cmsFitting } from './fitting';

/** 产品管理: the catalogue's products, one type each; model numbers are unique within a site. */
export const cmsProduct = entity({
  name: 'cms.product',
  table: 'cms_product',
  apiBase: '/cms/product',
  permPrefix: 'cms:product',
  title: '产品',
  en: 'Product',
  page: 'cms/ProductList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  textIndex: ['name', 'modelNo'],
  actions: publishingActions,
  // Grouped by type: the order index then also serves the lists filtered by type (admin and public).
  sort: { typeId: 'asc', sortNo: 'asc' },
  public: {
    fields: [
      'typeId',
      'name',
      'modelNo',
      'series',
      'summary',
      'cover',
      'detail',
      'tags',
      'launchDate',
      'endOfLife',
      'seoTitle',
      'seoKeywords',
      'seoDescription',
      'slug',
      'publishTime',
      'sortNo',
    ],
    filters: ['typeId', 'series', 'endOfLife'],
    sort: ['sortNo', 'publishTime', 'launchDate'],
    search: ['name', 'modelNo'],
    slug: 'slug',
    // The gallery's pictures are the public's too (the product page shows them).
    lines: { gallery: ['image', 'caption', 'sortNo'] },
  },
  fields: {
    typeId: ref('cms.productType', { label: '产品类型', en: 'Product type', required: true, search: 'eq', width: 120 }),
    name: text({ label: '产品名称', en: 'Product name', required: true, max: 200, search: 'like' }),
    modelNo: text({ label: '型号', en: 'Model', required: true, max: 100, unique: true, search: 'like', width: 140 }),
    series: text({ label: '系列', en: 'Series', max: 100, search: 'eq', width: 120 }),
    summary: textarea({ label: '简介', en: 'Summary', max: 1000, list: false }),
    cover: image({ label: '封面', en: 'Cover', accept: WEB_IMAGES, width: 80 }),
    attrValues: lines('cms.productAttrValue', {
      label: '属性值',
      en: 'Attribute values',
      foreignKey: 'productId',
      maxRows: 200,
    }),
    specs: lines('cms.productSpec', { label: '规格参数', en: 'Specifications', foreignKey: 'productId', maxRows: 500 }),
    gallery: lines('cms.productImage', {
      label: '产品图册',
      en: 'Product gallery',
      foreignKey: 'productId',
      maxRows: 30,
    }),
    fittings: links('cms.fitting', {
      label: '兼容配件',
      en: 'Compatible accessories',
      inverseTable: cmsFitting.linkTable('products'),
      maxLinks: 200,
      list: false,
    }),
    detail: richText({ label: '产品详情', en: 'Product details', list: false }),
    tags: tags({ label: '标签', en: 'Tags', max: 200, list: false }),
    launchDate: date({ label: '上市日期', en: 'Launch date', width: 110 }),
    endOfLife: switchField({ label: '已停产', en: 'Discontinued', default: 'N', search: 'eq', width: 80 }),
    ...seoFields(),
    ...publishingFields(),
  },
});
