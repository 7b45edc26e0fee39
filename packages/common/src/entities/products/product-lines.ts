import { entity } from '../define';
import { image, int, ref, text, WEB_IMAGES } from '../fields';

/** A product's gallery: ordered images. */
export const cmsProductImage = entity({
  name: 'cms.productImage',
  table: 'cms_product_image',
  apiBase: '/cms/productImage',
  permPrefix: 'cms:product',
  title: '产品图片',
  en: 'Product image',
  scope: 'site',
  embedded: true,
  sort: { sortNo: 'asc' },
  fields: {
    productId: ref('cms.product', { label: '产品', en: 'Product', required: true, list: false, form: false }),
    image: image({ label: '图片', en: 'Image', required: true, accept: WEB_IMAGES }),
    caption: text({ label: '说明', en: 'Caption', max: 100 }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 9999 }),
  },
});

/**
 * A product's value of one attribute of its type; a multi-select attribute has one row per chosen option. The
 * order (attribute, value, product) makes the generated index the one the public attribute filter reads.
 */
export const cmsProductAttrValue = entity({
  name: 'cms.productAttrValue',
  table: 'cms_product_attr_value',
  apiBase: '/cms/productAttrValue',
  permPrefix: 'cms:product',
  title: '产品属性值',
  en: 'Product attribute value',
  scope: 'site',
  embedded: true,
  sort: { attributeId: 'asc', value: 'asc', productId: 'asc' },
  fields: {
    productId: ref('cms.product', { label: '产品', en: 'Product', required: true, list: false, form: false }),
    attributeId: ref('cms.productAttribute', { label: '属性', en: 'Attribute', required: true }),
    value: text({ label: '属性值', en: 'Attribute values', required: true, max: 200 }),
  },
});

/** A product's specification table: grouped rows of name, value and unit. */
export const cmsProductSpec = entity({
  name: 'cms.productSpec',
  table: 'cms_product_spec',
  apiBase: '/cms/productSpec',
  permPrefix: 'cms:product',
  title: '规格参数',
  en: 'Specification',
  scope: 'site',
  embedded: true,
  sort: { sortNo: 'asc' },
  fields: {
    productId: ref('cms.product', { label: '产品', en: 'Product', required: true, list: false, form: false }),
    groupName: text({ label: '分组', en: 'Group', required: true, max: 50 }),
    name: text({ label: '参数名称', en: 'Parameter name', required: true, max: 100 }),
    value: text({ label: '参数值', en: 'Parameter value', max: 500 }),
    unit: text({ label: '单位', en: 'Unit', max: 20 }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 9999 }),
  },
});
