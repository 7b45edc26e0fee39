import { nextCronRuns, validateCron } from '@yunzhan/common/cron/index';
import { useEffect, useState } from 'react';
import { uiLanguage } from '../../locales/i18n';

export const PREVIEW_DEBOUNCE_MS = 500;
export const PREVIEW_COUNT = 10;

export type Preview = { error: string } | { runs: Date[] };

/** The next ten runs of an expression, recomputed 500 ms after it stops changing (spec §4, §9). */
export function useNextRuns(expression: string): Preview | null {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const error = validateCron(expression, uiLanguage());
      setPreview(error ? { error } : { runs: nextCronRuns(expression, PREVIEW_COUNT) });
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [expression]);
  return preview;
}
