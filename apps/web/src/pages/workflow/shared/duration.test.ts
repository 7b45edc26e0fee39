import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../../../locales/i18n';
import { formatDuration } from './duration';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('how long a step took', () => {
  afterEach(() => useLanguage.getState().setLanguage('zh-CN'));

  it('reads in its two largest units, a zero second unit left out', () => {
    expect(formatDuration(2 * DAY + 3 * HOUR + 5 * MINUTE)).toBe('2天3小时');
    expect(formatDuration(3 * DAY + 20 * MINUTE)).toBe('3天');
    expect(formatDuration(5 * MINUTE + 20 * SECOND + 400)).toBe('5分20秒');
    expect(formatDuration(HOUR)).toBe('1小时');
    expect(formatDuration(42 * SECOND)).toBe('42秒');
  });

  it('says under a second for less, and nothing for a step still open or a bad value', () => {
    expect(formatDuration(300)).toBe('不到1秒');
    expect(formatDuration(0)).toBe('不到1秒');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(-5)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });

  it('in English', () => {
    useLanguage.getState().setLanguage('en-US');
    expect(formatDuration(2 * DAY + 3 * HOUR)).toBe('2 d 3 h');
    expect(formatDuration(5 * MINUTE + 20 * SECOND)).toBe('5 min 20 s');
    expect(formatDuration(10)).toBe('under 1 s');
  });
});
