import { entity } from '../define';
import { dict, image, int, text, textarea } from '../fields';

const IMAGES = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg', '.ico'];

/**
 * 站点信息: the sites themselves (`sys_site`, created before the engine; its first columns were adopted). A
 * disabled or deleted site leaves every user's site list and the role screen's 站点 tab at once.
 */
export const cmsSite = entity({
  name: 'cms.site',
  scope: 'tenant',
  uniqueAcrossTenants: ['code'],
  table: 'sys_site',
  apiBase: '/cms/site',
  permPrefix: 'cms:siteInfo',
  title: '站点',
  en: 'Site',
  page: 'cms/SiteInfoList',
  softDelete: true,
  sort: { sortNo: 'asc' },
  fields: {
    name: text({ label: '站点名称', en: 'Site name', required: true, max: 100, search: 'like' }),
    code: text({
      label: '站点编码',
      en: 'Site code',
      required: true,
      max: 64,
      unique: true,
      pattern: /^[a-z][a-z0-9-]*$/,
      width: 100,
    }),
    domain: text({ label: '域名', en: 'Domain', max: 255, search: 'like' }),
    language: dict('site_language', {
      label: '语言',
      en: 'Language',
      required: true,
      max: 16,
      search: 'eq',
      width: 90,
    }),
    logo: image({ label: 'Logo', max: 255, accept: IMAGES, width: 90 }),
    status: dict('site_status', { label: '状态', en: 'Status', numeric: true, default: 1, search: 'eq', width: 80 }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 9999, width: 70 }),
    description: text({ label: '描述', en: 'Description', max: 500, list: false }),
    favicon: image({ label: '网站图标', en: 'Favicon', accept: IMAGES, list: false }),
    templateSet: text({ label: '模板集', en: 'Template set', max: 64, default: 'default', width: 90 }),
    seoTitle: text({ label: '默认SEO标题', en: 'Default SEO title', max: 200, list: false }),
    seoKeywords: text({ label: '默认SEO关键词', en: 'Default SEO keywords', max: 500, list: false }),
    seoDescription: textarea({ label: '默认SEO描述', en: 'Default SEO description', max: 1000, list: false }),
    icpNo: text({ label: 'ICP备案号', en: 'ICP licence no.', max: 64, list: false }),
    policeNo: text({ label: '公安备案号', en: 'Public security filing no.', max: 64, list: false }),
    copyright: text({ label: '版权信息', en: 'Copyright', max: 255, list: false }),
    hotline: text({ label: '服务热线', en: 'Service hotline', max: 32, width: 130 }),
    email: text({ label: '电子邮件', en: 'E-mail', max: 100, pattern: 'e', list: false }),
    address: text({ label: '地址', en: 'Address', max: 255, list: false }),
    wechatQr: image({ label: '微信二维码', en: 'WeChat QR code', accept: IMAGES, list: false }),
    weibo: text({ label: '微博', en: 'Weibo', max: 255, pattern: 'url', list: false }),
    socialLinks: textarea({ label: '其他社交链接', en: 'Other social links', max: 2000, list: false }),
  },
});
