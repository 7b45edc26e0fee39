import { publishingActions, publishingFields } from '../cms/publishing';
import { entity } from '../define';
import { dict, image, text, textarea } from '../fields';
import { downloadFileFields, PACKAGES, PUBLIC_FILE_FIELDS } from './file-fields';

/** APP下载: an app per platform, as an installer file or an app-store link, with a QR code. */
export const cmsAppDownload = entity({
  name: 'cms.appDownload',
  table: 'cms_app_download',
  apiBase: '/cms/appDownload',
  permPrefix: 'cms:appDownload',
  title: 'APP',
  page: 'cms/AppDownloadList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  actions: publishingActions,
  sort: { sortNo: 'asc', createTime: 'desc' },
  public: {
    fields: [
      'name',
      'platform',
      'version',
      'storeUrl',
      'qrCode',
      'changelog',
      ...PUBLIC_FILE_FIELDS,
      'publishTime',
      'sortNo',
    ],
    filters: ['platform'],
    sort: ['sortNo', 'publishTime'],
    search: ['name'],
  },
  fields: {
    name: text({ label: '应用名称', en: 'App name', required: true, max: 100, search: 'like' }),
    platform: dict('app_platform', { label: '平台', en: 'Platform', required: true, search: 'eq', width: 100 }),
    version: text({ label: '版本', en: 'Version', required: true, max: 50, width: 100 }),
    ...downloadFileFields('安装包', 'Installer', PACKAGES, false),
    storeUrl: text({ label: '应用商店地址', en: 'App store URL', max: 500, pattern: 'url', list: false }),
    qrCode: image({ label: '二维码', en: 'QR code', accept: ['.png', '.jpg', '.jpeg', '.webp'], width: 80 }),
    changelog: textarea({ label: '更新日志', en: 'Changelog', max: 5000, list: false }),
    ...publishingFields(),
  },
});
