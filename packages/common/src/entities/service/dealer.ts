import { entity } from '../define';
import { area, date, image, text } from '../fields';

/** 授权经销商: dealers with their authorisation; the public checks a number (`/api/public/{site}/service/dealer`). */
export const cmsDealer = entity({
  name: 'cms.dealer',
  table: 'cms_dealer',
  apiBase: '/cms/dealer',
  permPrefix: 'cms:dealer',
  title: '授权经销商',
  en: 'Authorised dealer',
  page: 'cms/DealerList',
  scope: 'site',
  // The list shows where to buy; the authorisation number and certificate are answered one at a time by the check.
  public: {
    fields: ['name', 'area', 'address', 'phone', 'validUntil'],
    filters: ['area'],
    search: ['name', 'address'],
  },
  fields: {
    name: text({ label: '经销商名称', en: 'Dealer name', required: true, max: 100, search: 'like' }),
    area: area({ label: '所在区域', en: 'Area', required: true, search: 'eq', width: 180 }),
    address: text({ label: '地址', en: 'Address', max: 200, list: false }),
    phone: text({ label: '联系电话', en: 'Phone', max: 50, width: 130 }),
    authNo: text({
      label: '授权编号',
      en: 'Authorisation no.',
      required: true,
      max: 64,
      unique: true,
      pattern: /^[A-Za-z0-9][A-Za-z0-9-]*$/,
      search: 'eq',
      width: 160,
    }),
    validUntil: date({ label: '有效期至', en: 'Valid until', required: true, search: 'range', width: 110 }),
    certificate: image({ label: '授权证书', en: 'Certificate', accept: ['.png', '.jpg', '.jpeg', '.webp'], width: 90 }),
  },
});
