import dayjs from 'dayjs';
import { t } from '../../locales/i18n';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 → '1.5 KB'. */
export function bytes(n: number | null | undefined): string {
  if (n == null) return '-';
  let v = n;
  let i = 0;
  while (Math.abs(v) >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(i === 0 ? 0 : 1)} ${UNITS[i]}`;
}

/** Seconds → '3天 4小时 5分' ('3 d 4 h 5 min' in English). */
export function duration(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d) return t('monitor.duration.days', { d, h, m });
  if (h) return t('monitor.duration.hours', { h, m });
  return t('monitor.duration.minutes', { m, s: Math.floor(seconds % 60) });
}

export const clock = (t: number) => dayjs(t).format('HH:mm:ss');
export const dateTime = (t: number) => dayjs(t).format('YYYY-MM-DD HH:mm:ss');

/** The span of the per-minute charts (the server keeps an hour). */
export const HOUR_MS = 3_600_000;
