import { exportXls } from '../../api/entity';
import { feedback } from '../../utils/feedback';
import type { EntityT } from './texts';

/** Offers a blob as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

const PROGRESS_KEY = 'entity-export';

/**
 * GET `url.exportXls` with the list's conditions (and the selected ids) as a blob, showing the download progress;
 * saved as `<fileName>.xlsx` ('导出文件' when the page names none). A JSON answer instead of a file is a warning.
 */
export async function exportToFile(
  url: string,
  params: Record<string, unknown>,
  fileName: string | undefined,
  t: EntityT,
): Promise<void> {
  const progress = (percent?: number) =>
    feedback.message.loading({
      key: PROGRESS_KEY,
      content: percent === undefined ? t('exporting') : `${t('exporting')} ${percent}%`,
      duration: 0,
    });
  progress();
  try {
    const data = await exportXls(url, params, progress);
    if (!(data instanceof Blob) || data.size === 0) {
      feedback.message.warning(
        data instanceof Blob ? t('fileDownloadFailed') : data.message || t('fileDownloadFailed'),
      );
      return;
    }
    saveBlob(data, `${fileName || t('exportDefaultName')}.xlsx`);
  } finally {
    feedback.message.destroy(PROGRESS_KEY);
  }
}
