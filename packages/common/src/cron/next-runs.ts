import { Cron } from 'croner';
import { formatCron, parseCron } from './fields';
import { validateCron } from './validate';

/** croner evaluates Quartz expressions with these options (year, '?', L, W, LW, '#', nL; SUN = 1). */
export const CRONER_OPTIONS = { alternativeWeekdays: true, sloppyRanges: true } as const;

const daysInMonth = (year: number, month0: number) => new Date(year, month0 + 1, 0).getDate();

/**
 * The next `count` run times after `from` (local time). croner has no 'L-n' (n days before the month's end): such
 * an expression runs month by month with that month's day put in its place.
 */
export function nextCronRuns(expression: string, count = 10, from: Date = new Date()): Date[] {
  const error = validateCron(expression);
  if (error) throw new Error(error);
  const parts = parseCron(expression)!;
  const beforeEnd = /^L-(\d+)$/.exec(parts.day);
  if (!beforeEnd) return new Cron(formatCron(parts), CRONER_OPTIONS).nextRuns(count, from);

  const runs: Date[] = [];
  // Months are visited where the expression with any day runs, so months and years it excludes are skipped.
  const anyDay = new Cron(formatCron({ ...parts, day: '*' }), CRONER_OPTIONS);
  let cursor = new Date(from.getFullYear(), from.getMonth(), 1);
  while (runs.length < count) {
    const next = anyDay.nextRun(new Date(Math.max(cursor.getTime() - 1, from.getTime())));
    if (!next) break;
    cursor = new Date(next.getFullYear(), next.getMonth(), 1);
    const day = daysInMonth(cursor.getFullYear(), cursor.getMonth()) - Number(beforeEnd[1]);
    const start = new Date(Math.max(cursor.getTime() - 1, from.getTime()));
    const inMonth = day >= 1 ? new Cron(formatCron({ ...parts, day: String(day) }), CRONER_OPTIONS) : null;
    for (const run of inMonth?.nextRuns(count - runs.length, start) ?? []) {
      if (run.getMonth() !== cursor.getMonth() || run.getFullYear() !== cursor.getFullYear()) break;
      runs.push(run);
    }
    cursor = new Date(cursor.getFullYear(), cursor.getMonth() + 1, 1);
  }
  return runs;
}
