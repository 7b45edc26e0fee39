import { file, int, number, text } from '../fields';

const stored = { form: false, readonly: true } as const;

/**
 * The file of a downloadable row and what the file service recorded of it (`oss_file`): original name, size and
 * SHA-256 are copied from the file's record when the row is written, never typed; the download count is kept by
 * the public download link.
 */
export const downloadFileFields = (label: string, en: string, accept: readonly string[], required = true) => ({
  // Listed (and so in the detail view) as a link named after the original file.
  file: file({ label, en, required, accept, width: 180 }),
  fileName: text({ label: '文件名', en: 'File name', max: 255, list: false, ...stored }),
  fileSize: number({ label: '大小(字节)', en: 'Size (bytes)', width: 110, ...stored }),
  sha256: text({ label: 'SHA-256', max: 64, width: 150, ...stored }),
  downloadCount: int({ label: '下载次数', en: 'Downloads', default: 0, width: 90, ...stored }),
});

/** Public names of the file facts (the stored key itself is not public: downloads go through the counting link). */
export const PUBLIC_FILE_FIELDS = ['fileName', 'fileSize', 'sha256', 'downloadCount'] as const;

/** Installers and packages a driver, update or app file may be. */
export const PACKAGES = ['.zip', '.exe', '.dmg', '.pkg'] as const;
