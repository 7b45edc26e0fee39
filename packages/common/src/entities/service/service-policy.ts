import { publishingActions, publishingFields } from '../cms/publishing';
import { entity } from '../define';
import { date, links, richText, text } from '../fields';

/** 服务政策: warranty terms, return rules and the like, published to the sites. */
export const cmsServicePolicy = entity({
  name: 'cms.servicePolicy',
  table: 'cms_service_policy',
  apiBase: '/cms/servicePolicy',
  permPrefix: 'cms:servicePolicy',
  title: '服务政策',
  en: 'Service policy',
  page: 'cms/ServicePolicyList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  actions: publishingActions,
  sort: { sortNo: 'asc' },
  public: {
    fields: ['title', 'body', 'effectiveDate', 'publishTime'],
    sort: ['effectiveDate', 'publishTime'],
    search: ['title'],
  },
  fields: {
    title: text({ label: '标题', en: 'Title', required: true, max: 200, search: 'like' }),
    productTypes: links('cms.productType', { label: '适用产品类型', en: 'Product types', list: false }),
    body: richText({ label: '政策内容', en: 'Policy text', required: true, list: false }),
    effectiveDate: date({ label: '生效日期', en: 'Effective date', required: true, search: 'range', width: 110 }),
    ...publishingFields(),
  },
});
