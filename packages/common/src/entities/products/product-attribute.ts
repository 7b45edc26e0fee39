import { entity } from '../define';
import { dict, int, ref, switchField, text, textarea } from '../fields';

/** How an attribute's value is entered: free text, a number, one option or several options. */
export const ATTRIBUTE_KINDS = ['text', 'number', 'dictionary', 'multi'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** The options of a dictionary or multi-select attribute: one per line or comma separated. */
export function attributeOptions(raw: unknown): string[] {
  if (typeof raw !== 'string') return [];
  return [
    ...new Set(
      raw
        .split(/[\n,，]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** 产品属性: the attributes of one product type (memory, colour …); filterable ones drive the public filter. */
export const cmsProductAttribute = entity({
  name: 'cms.productAttribute',
  table: 'cms_product_attribute',
  apiBase: '/cms/productAttribute',
  permPrefix: 'cms:productAttribute',
  title: '产品属性',
  en: 'Product attribute',
  page: 'cms/ProductAttributeList',
  scope: 'site',
  sort: { typeId: 'asc', sortNo: 'asc' },
  display: 'name',
  public: {
    path: 'productAttribute',
    fields: ['typeId', 'name', 'code', 'inputKind', 'options', 'unit', 'filterable', 'sortNo'],
    filters: ['typeId'],
    sort: ['sortNo'],
  },
  fields: {
    typeId: ref('cms.productType', { label: '产品类型', en: 'Product type', required: true, search: 'eq', width: 120 }),
    name: text({ label: '属性名称', en: 'Attribute name', required: true, max: 50, search: 'like' }),
    code: text({
      label: '属性编码',
      en: 'Attribute code',
      required: true,
      max: 64,
      pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
      width: 120,
    }),
    inputKind: dict('product_attr_kind', {
      label: '输入方式',
      en: 'Input kind',
      required: true,
      default: 'text',
      width: 100,
    }),
    options: textarea({ label: '可选值', en: 'Options', max: 2000, list: false }),
    unit: text({ label: '单位', en: 'Unit', max: 20, width: 80 }),
    required: switchField({ label: '必填', en: 'Required', default: 'N', width: 70 }),
    filterable: switchField({ label: '可筛选', en: 'Filterable', default: 'N', width: 80 }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 999999, width: 70 }),
  },
});
