import type { t as translate } from '../../locales/i18n';

/** Sunday to Saturday (Quartz 1-7), short, in the interface language. */
export const weekdayLabels = (t: typeof translate): string[] =>
  (['1', '2', '3', '4', '5', '6', '7'] as const).map((day) => t(`cron.weekday.${day}`));
