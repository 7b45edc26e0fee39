import { describe, expect, it } from 'vitest';
import {
  buildPart,
  CRON_MESSAGES,
  type DayMode,
  DEFAULT_PARTS,
  dayModeOf,
  dayModeParts,
  formatCron,
  nextCronRuns,
  parseCron,
  parsePart,
  setCronPart,
  setDayAndWeek,
  validateCron,
} from './index';

const from = new Date(2026, 10, 25, 0, 0, 0); // Wed 25 Nov 2026, local time
const stamp = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${d.toTimeString().slice(0, 8)}`;
const runs = (expression: string, count = 3) => nextCronRuns(expression, count, from).map(stamp);

describe('cron parts', () => {
  it('splits and joins seven parts; six parts mean every year; empty parts default', () => {
    expect(parseCron('0 0 12 * * ?')).toEqual({ ...DEFAULT_PARTS, second: '0', minute: '0', hour: '12' });
    expect(parseCron('0 0 12 * *')).toBeNull();
    expect(formatCron({ second: '0', week: '' })).toBe('0 * * * * ? *');
  });

  it('builds every, range, loop, list (sorted, empty = minimum) and unset', () => {
    expect(buildPart('minute', { type: 'every' })).toBe('*');
    expect(buildPart('hour', { type: 'range', from: 2, to: 5 })).toBe('2-5');
    expect(buildPart('second', { type: 'loop', start: 0, interval: 15 })).toBe('0/15');
    expect(buildPart('day', { type: 'list', values: [15, 1, 15] })).toBe('1,15');
    expect(buildPart('day', { type: 'list', values: [] })).toBe('1');
    expect(buildPart('year', { type: 'list', values: [] })).toBe('2019');
    expect(buildPart('week', { type: 'unset' })).toBe('?');
    expect(parsePart('3/10')).toEqual({ type: 'loop', start: 3, interval: 10 });
    expect(parsePart('1,2')).toEqual({ type: 'list', values: [1, 2] });
    expect(parsePart('15W')).toBeNull();
  });
});

describe('the eleven day modes', () => {
  const cases: [DayMode, string, string, string[]][] = [
    [{ mode: 'everyDay' }, '*', '?', ['2026-11-25 12:00:00', '2026-11-26 12:00:00']],
    [{ mode: 'weekLoop', weekday: 2, interval: 2 }, '?', '2/2', ['2026-11-25 12:00:00', '2026-11-27 12:00:00']],
    [{ mode: 'dayLoop', start: 1, interval: 10 }, '1/10', '?', ['2026-12-01 12:00:00', '2026-12-11 12:00:00']],
    [{ mode: 'weekdays', weekdays: [1, 7] }, '?', '1,7', ['2026-11-28 12:00:00', '2026-11-29 12:00:00']],
    [{ mode: 'days', days: [5, 30] }, '5,30', '?', ['2026-11-30 12:00:00', '2026-12-05 12:00:00']],
    [{ mode: 'lastDay' }, 'L', '?', ['2026-11-30 12:00:00', '2026-12-31 12:00:00']],
    [{ mode: 'lastWorkday' }, 'LW', '?', ['2026-11-30 12:00:00', '2026-12-31 12:00:00']],
    [{ mode: 'lastWeekday', weekday: 6 }, '?', '6L', ['2026-11-27 12:00:00', '2026-12-25 12:00:00']],
    [{ mode: 'beforeMonthEnd', days: 3 }, 'L-3', '?', ['2026-11-27 12:00:00', '2026-12-28 12:00:00']],
    [{ mode: 'nearestWorkday', day: 15 }, '15W', '?', ['2026-12-15 12:00:00', '2027-01-15 12:00:00']],
    [{ mode: 'nthWeekday', weekday: 2, nth: 1 }, '?', '2#1', ['2026-12-07 12:00:00', '2027-01-04 12:00:00']],
  ];
  it.each(cases)('%o writes day %s and week %s and runs at croner’s times', (mode, day, week, expected) => {
    expect(dayModeParts(mode)).toEqual({ day, week });
    expect(dayModeOf({ day, week })).toEqual(mode);
    expect(validateCron(`0 0 12 ${day} * ${week} *`)).toBeNull();
    expect(runs(`0 0 12 ${day} * ${week} *`, 2)).toEqual(expected);
  });

  it('sorts chosen days and weekdays; none chosen is the first', () => {
    expect(dayModeParts({ mode: 'weekdays', weekdays: [7, 2, 7] }).week).toBe('2,7');
    expect(dayModeParts({ mode: 'days', days: [] }).day).toBe('1');
  });

  it('keeps L-n inside the months and years the expression names', () => {
    expect(runs('0 30 8 L-1 2 ? 2027-2028', 3)).toEqual(['2027-02-27 08:30:00', '2028-02-28 08:30:00']);
    expect(runs('0 0 0 L-30 * ? *', 2)).toEqual(['2026-12-01 00:00:00', '2027-01-01 00:00:00']);
  });
});

describe('editor rules', () => {
  const every = { ...DEFAULT_PARTS };
  it('a minute pins the second, an hour the minute, a day or week the hour, a year the month', () => {
    expect(setCronPart(every, 'minute', '5')).toMatchObject({ second: '0', minute: '5' });
    expect(setCronPart(every, 'hour', '3')).toMatchObject({ minute: '0', second: '*' });
    expect(setCronPart(every, 'day', '1,15')).toMatchObject({ hour: '0', week: '?' });
    expect(setCronPart(every, 'year', '2030')).toMatchObject({ month: '1' });
    expect(setCronPart({ ...every, second: '30' }, 'minute', '5').second).toBe('30');
  });

  it('day and week exclude each other', () => {
    const week = setCronPart(every, 'week', '2');
    expect(week).toMatchObject({ day: '?', week: '2', hour: '0' });
    expect(setCronPart(week, 'day', 'L')).toMatchObject({ day: 'L', week: '?' });
    expect(setCronPart(week, 'day', '?')).toMatchObject({ day: '?', week: '2' });
    expect(setDayAndWeek(every, dayModeParts({ mode: 'nthWeekday', weekday: 2, nth: 3 }))).toMatchObject({
      day: '?',
      week: '2#3',
      hour: '0',
    });
  });

  it('a month change with day ? and week * sets the week to 1, and the other way round', () => {
    expect(setCronPart({ ...every, day: '?', week: '*' }, 'month', '3')).toMatchObject({ week: '1', day: '?' });
    expect(setCronPart({ ...every, day: '*', week: '?' }, 'month', '3')).toMatchObject({ day: '1', week: '?' });
  });
});

describe('validation bounds', () => {
  it.each([
    ['60 * * * * ? *', '秒的取值范围为 0-59'],
    ['0/60 * * * * ? *', '秒的间隔范围为 1-59'],
    ['0 0/61 * * * ? *', '分的间隔范围为 1-60'],
    ['0 0 24 * * ? *', '时的取值范围为 0-23'],
    ['0 0 0 32 * ? *', '日的取值范围为 1-31'],
    ['0 0 0 1.5 * ? *', '日的取值范围为 1-31'],
    ['0 0 0 ? * 8 *', '周的取值范围为 1-7'],
    ['0 0 0 ? * 2#6 *', '第几个星期的范围为 1-5'],
    ['0 0 0 * 13 ? *', '月的取值范围为 1-12'],
    ['0 0 0 * 0-3 ? *', '月的取值范围为 1-12'],
    ['0 0 0 * * ? 2018', '年的取值范围为 2019-2119'],
    ['0 0 0 * * ? 2020/100', '年的间隔范围为 1-99'],
    ['0 0 0 * * ? 2030-2020', '年的结束值不能小于开始值'],
    ['0 0 0 * * ? 2020/0', '年的间隔范围为 1-99'],
    ['0 0 0 1 * 2 *', CRON_MESSAGES.dayAndWeek],
    ['0 0 0 ? * ? *', CRON_MESSAGES.dayAndWeek],
    ['? 0 0 * * ? *', '秒不能为 ?'],
    ['0 0 0 * *', CRON_MESSAGES.shape],
  ])('%s → %s', (expression, message) => {
    expect(validateCron(expression)).toBe(message);
  });

  it('accepts the edges, month 0 as a loop start, weekday names and six parts', () => {
    for (const ok of [
      '59 59 23 31 12 ? 2119',
      '0/59 0/60 0 1 0/12 ? 2019/99',
      '0 0 0 ? JAN-MAR MON-FRI *',
      '0 0 12 * * ?',
      '0 0 0 ? * SUN#5 *',
    ])
      expect(validateCron(ok)).toBeNull();
  });

  it.each([
    ['60 * * * * ? *', 'The second must be between 0 and 59'],
    ['0/60 * * * * ? *', 'The second interval must be between 1 and 59'],
    ['0 0 0 L-31 * ? *', 'Days before the month end must be between 0 and 30'],
    ['0 0 0 ? * 2#6 *', 'The week of the month must be between 1 and 5'],
    ['0 0 0 * * ? 2030-2020', 'The year range must not end before it starts'],
    ['0 0 0 1 * 2 *', 'Set either the day or the week, not both'],
    ['? 0 0 * * ? *', 'The second cannot be ?'],
    ['0 0 0 * *', 'A cron expression has 6 or 7 parts: second minute hour day month week [year]'],
  ])('in the English interface: %s → %s', (expression, message) => {
    expect(validateCron(expression, 'en')).toBe(message);
  });

  it('refuses to compute the runs of an invalid expression with its message', () => {
    expect(() => nextCronRuns('0 0 0 1 * 2 *')).toThrow(CRON_MESSAGES.dayAndWeek);
  });
});
