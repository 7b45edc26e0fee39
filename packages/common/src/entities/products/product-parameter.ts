import { entity } from '../define';
import { int, ref, text } from '../fields';

/** 产品参数: the parameter template of a product type, the rows a product's specification table starts from. */
export const cmsProductParameter = entity({
  name: 'cms.productParameter',
  table: 'cms_product_parameter',
  apiBase: '/cms/productParameter',
  permPrefix: 'cms:productParameter',
  title: '产品参数',
  en: 'Product parameter',
  page: 'cms/ProductParameterList',
  scope: 'site',
  sort: { typeId: 'asc', sortNo: 'asc' },
  display: 'name',
  fields: {
    typeId: ref('cms.productType', { label: '产品类型', en: 'Product type', required: true, search: 'eq', width: 120 }),
    groupName: text({ label: '参数分组', en: 'Parameter group', required: true, max: 50, search: 'eq', width: 100 }),
    name: text({ label: '参数名称', en: 'Parameter name', required: true, max: 100, search: 'like' }),
    unit: text({ label: '单位', en: 'Unit', max: 20, width: 80 }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 999999, width: 70 }),
  },
});
