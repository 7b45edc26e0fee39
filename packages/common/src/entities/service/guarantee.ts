import { entity } from '../define';
import { date, dict, int, ref, text } from '../fields';

/**
 * 保修查询: one sold unit's warranty, imported in bulk from Excel. The expiry is computed from the purchase date and
 * the warranty months on every write. The public asks by serial number and learns the product name and two dates only.
 */
export const cmsGuarantee = entity({
  name: 'cms.guarantee',
  table: 'cms_guarantee',
  apiBase: '/cms/guarantee',
  permPrefix: 'cms:guarantee',
  title: '保修查询',
  en: 'Warranty',
  page: 'cms/GuaranteeList',
  scope: 'site',
  display: 'serialNo',
  fields: {
    serialNo: text({
      label: '序列号',
      en: 'Serial number',
      required: true,
      max: 64,
      unique: true,
      pattern: /^[A-Za-z0-9][A-Za-z0-9-]*$/,
      search: 'like',
      width: 180,
    }),
    productId: ref('cms.product', { label: '产品', en: 'Product', required: true, search: 'eq', width: 160 }),
    purchaseDate: date({ label: '购买日期', en: 'Purchase date', required: true, search: 'range', width: 110 }),
    warrantyMonths: int({
      label: '保修月数',
      en: 'Warranty months',
      required: true,
      min: 0,
      max: 120,
      default: 12,
      width: 90,
    }),
    expiryDate: date({
      label: '保修截止',
      en: 'Warranty until',
      readonly: true,
      form: false,
      search: 'range',
      width: 110,
    }),
    channel: dict('guarantee_channel', { label: '购买渠道', en: 'Purchase channel', search: 'eq', width: 100 }),
  },
});
