import { translated } from '../../locales/i18n';
import type { SubTableConfig, TableRow } from './types';

/**
 * The title of a row's sub-table popover (spec §2 'sub table'), and what shows when the sub-table still fails after
 * its retries (spec §8 'failed to open sub table').
 */
export const SUB_TABLE_TEXTS = translated({ title: 'table.subTable', failed: 'table.subTableFailed' });
/** Retries after the first failure before giving up (spec §8: more than 3 retries fail). */
export const SUB_TABLE_RETRIES = 3;

const pause = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, 200 * attempt));

/** A row's sub-table rows: a failed load is tried again up to `SUB_TABLE_RETRIES` times, then rejects. */
export async function loadSubRows(
  config: Pick<SubTableConfig, 'load'>,
  row: TableRow,
  wait: (attempt: number) => Promise<void> = pause,
): Promise<readonly Record<string, unknown>[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await config.load(row);
    } catch (error) {
      if (attempt >= SUB_TABLE_RETRIES) throw new Error(SUB_TABLE_TEXTS.failed, { cause: error });
      await wait(attempt + 1);
    }
  }
}
