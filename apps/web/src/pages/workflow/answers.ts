import type { Envelope } from '../../api/types';
import { saveBlob } from '../../components/entity/export-file';
import { t } from '../../locales/screens/workflow';
import { feedback } from '../../utils/feedback';

/** Shows the server's answer to an action (its message: success, or the refusal as a warning); true on success. */
export function report(answer: Envelope<unknown>, success?: string): boolean {
  if (answer.success) feedback.message.success(success ?? answer.message);
  else feedback.message.warning(answer.message);
  return answer.success;
}

/** Offers a downloaded file under `fileName`; an answer instead of a file is shown as a warning. */
export function offerFile(data: Blob | Envelope, fileName: string): void {
  if (data instanceof Blob && data.size > 0) saveBlob(data, fileName);
  else feedback.message.warning((!(data instanceof Blob) && data.message) || t('wf.downloadFailed'));
}
