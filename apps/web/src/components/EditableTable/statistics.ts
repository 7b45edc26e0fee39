/** The statistics footer (spec §9): 合计 (sum) and 平均 (average) of a column's numeric cells. */

import { translated } from '../../locales/i18n';
import type { EditableColumn, Statistic, TableRow } from './types';

export const STATISTIC_LABELS: Readonly<Record<Statistic, string>> = translated({
  sum: 'table.sum',
  average: 'table.average',
});

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Sum or average of the cells that hold a number (empty and non-numeric cells are skipped). */
export function statistic(rows: readonly TableRow[], key: string, kind: Statistic): number {
  let sum = 0;
  let count = 0;
  for (const row of rows) {
    const v = row[key];
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    if (Number.isFinite(n)) {
      sum += n;
      count++;
    }
  }
  if (kind === 'sum') return round2(sum);
  return count ? round2(sum / count) : 0;
}

/** The footer lines: one per statistic any column asks for, in the order sum, average. */
export function footerKinds(columns: readonly EditableColumn[]): Statistic[] {
  const wanted = new Set(columns.flatMap((c) => c.statistics ?? []));
  return (['sum', 'average'] as const).filter((k) => wanted.has(k));
}
