import { entity } from '../define';
import { image, int, ref, text, WEB_IMAGES } from '../fields';

/** 产品类型: a tree per site (笔记本 › 轻薄本 …); the type decides a product's attributes and specification template. */
export const cmsProductType = entity({
  name: 'cms.productType',
  table: 'cms_product_type',
  apiBase: '/cms/productType',
  permPrefix: 'cms:productType',
  title: '产品类型',
  en: 'Product type',
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
    parentId: ref('cms.productType', { label: '上级类型', en: 'Parent type', list: false }),
    name: text({ label: '名称', en: 'Name', required: true, max: 100, search: 'like' }),
    code: text({
      label: '编码',
      en: 'Code',
      required: true,
      max: 64,
      unique: true,
      pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
    }),
    icon: text({ label: '图标', en: 'Icon', max: 100, list: false }),
    image: image({ label: '图片', en: 'Image', accept: WEB_IMAGES, list: false }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 999999 }),
  },
});
