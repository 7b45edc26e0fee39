import { t } from '../../../locales/screens/workflow';

const UNITS = [
  { ms: 86_400_000, key: 'approval.days' },
  { ms: 3_600_000, key: 'approval.hours' },
  { ms: 60_000, key: 'approval.minutes' },
  { ms: 1000, key: 'approval.seconds' },
] as const;

/**
 * How long a step or an instance took (milliseconds) in its two largest units, a zero second unit left out:
 * `2天3小时`, `3天`, `5分20秒`; in English `2 d 3 h`. Under a second: `<1秒`. Nothing for a step still open.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1000) return t('approval.underASecond');
  const first = UNITS.findIndex((unit) => ms >= unit.ms);
  const shown = UNITS.slice(first, first + 2).map((unit, i) => {
    const n = i === 0 ? Math.floor(ms / unit.ms) : Math.floor((ms % (UNITS[first]?.ms ?? 1)) / unit.ms);
    return { n, text: t(unit.key, { n }) };
  });
  return shown
    .filter((part, i) => i === 0 || part.n > 0)
    .map((part) => part.text)
    .join(t('approval.unitJoin'));
}
