import { entity } from '../define';
import { file, number, text } from '../fields';

const stored = { form: false, readonly: true } as const;

/**
 * 对象存储 (contract §7.19 `oss_file`): one row per stored upload, written by the upload endpoints only. The
 * uploader and the time are the audit columns; the original name is what downloads are named after.
 */
export const sysOssFile = entity({
  name: 'sys.ossFile',
  table: 'oss_file',
  apiBase: '/sys/oss/file',
  permPrefix: 'system:ossFile',
  page: 'system/OssFileList',
  title: '文件',
  en: 'File',
  sort: { createTime: 'desc' },
  fields: {
    fileName: text({ label: '文件名称', en: 'File name', max: 255, search: 'like', ...stored }),
    url: file({ label: '文件', en: 'File', max: 255, unique: true, width: 120, ...stored }),
    biz: text({ label: '目录', en: 'Contents', max: 20, search: 'eq', width: 80, ...stored }),
    contentType: text({ label: '文件类型', en: 'File type', max: 100, width: 160, ...stored }),
    fileSize: number({ label: '大小(字节)', en: 'Size (bytes)', width: 120, ...stored }),
    sha256: text({ label: 'SHA-256', max: 64, search: 'eq', list: false, ...stored }),
  },
});
