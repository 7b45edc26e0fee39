import type { CronField, CronParts } from './fields';

/**
 * Sets one part and applies the editor's rules (spec §4):
 * - day and week exclude each other: a day choice makes the week '?', a week choice the day '?';
 * - a change pins the next smaller-unit field from '*' to 0 — minute pins the second, hour the minute, day or
 *   week (when not '?') the hour; a year change pins the month to 1;
 * - a month change with day '?' and week '*' sets the week to 1 (and with week '?' and day '*' the day to 1).
 */
export function setCronPart(parts: CronParts, field: CronField, value: string): CronParts {
  const next = { ...parts, [field]: value };
  const pin = (target: CronField, to: string) => {
    if (next[target] === '*') next[target] = to;
  };
  switch (field) {
    case 'minute':
      pin('second', '0');
      break;
    case 'hour':
      pin('minute', '0');
      break;
    case 'day':
    case 'week':
      if (value !== '?') {
        next[field === 'day' ? 'week' : 'day'] = '?';
        pin('hour', '0');
      }
      break;
    case 'month':
      if (next.day === '?' && next.week === '*') next.week = '1';
      else if (next.week === '?' && next.day === '*') next.day = '1';
      break;
    case 'year':
      pin('month', '1');
      break;
  }
  return next;
}

/** Sets the day and week together (a day-tab mode), with the pinning of the hour. */
export function setDayAndWeek(parts: CronParts, dayWeek: Pick<CronParts, 'day' | 'week'>): CronParts {
  const next = { ...parts, ...dayWeek };
  if (next.hour === '*') next.hour = '0';
  return next;
}
