import { entity } from '../define';
import { image, int, ref, text, WEB_IMAGES } from '../fields';

/** 产品类型: a tree per site (笔记本 › 轻薄本 …); the type decides a product's attributes and specification template. */
export const cmsProductType = entity({
  name: 'cms.productType',
  table: 'cms_product_type',
  apiBase: '/cms/productType',
  permPrefix: 'cms:productType',
  title: '产品类型',
  page: 'cms/ProductTypeList',
  scope: 'site',
  tree: { parent: 'parentId', order: 'sortNo' },
  sort: { sortNo: 'asc' },
  public: {
    path: 'productType',
    fields: ['parentId', 'name', 'code', 'icon', 'image', 'sortNo'],
    filters: ['parentId'],
    sort: ['sortNo'],
    search: ['name'],
    slug: 'code',
  },
  fields: {
    parentId: ref('cms.productType', { label: '上级类型', list: false }),
    name: text({ label: '名称', required: true, max: 100, search: 'like' }),
    code: text({ label: '编码', required: true, max: 64, unique: true, pattern: /^[A-Za-z][A-Za-z0-9_-]*$/ }),
    icon: text({ label: '图标', max: 100, list: false }),
    image: image({ label: '图片', accept: WEB_IMAGES, list: false }),
    sortNo: int({ label: '排序', default: 0, min: 0, max: 999999 }),
  },
});
