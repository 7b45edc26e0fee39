import { entity } from '../define';
import { image, int, links, money, text, WEB_IMAGES } from '../fields';

/** 配件管理: accessories sold for several products (compatible products: many-to-many). */
export const cmsFitting = entity({
  name: 'cms.fitting',
  table: 'cms_fitting',
  apiBase: '/cms/fitting',
  permPrefix: 'cms:fitting',
  title: '配件',
  en: 'Accessory',
  page: 'cms/FittingList',
  scope: 'site',
  sort: { sortNo: 'asc' },
  textIndex: ['name'],
  public: {
    fields: ['name', 'model', 'image', 'price', 'buyLink', 'sortNo'],
    sort: ['sortNo', 'price'],
    search: ['name'],
  },
  fields: {
    name: text({ label: '配件名称', en: 'Accessory name', required: true, max: 100, search: 'like' }),
    model: text({ label: '型号', en: 'Model', required: true, max: 100, unique: true, search: 'like', width: 140 }),
    image: image({ label: '图片', en: 'Image', accept: WEB_IMAGES, width: 80 }),
    price: money({ label: '价格', en: 'Price', min: 0, max: 99999999, width: 100 }),
    buyLink: text({ label: '购买链接', en: 'Purchase link', max: 500, pattern: 'url', list: false }),
    products: links('cms.product', { label: '适用产品', en: 'Products', maxLinks: 500, width: 260 }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 999999, width: 70 }),
  },
});
