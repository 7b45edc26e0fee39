import type { MessageKey } from '../../../locales/i18n';

/** Greeting of the welcome notification by hour of day. */
export function greetingKey(hour = new Date().getHours()): MessageKey {
  if (hour < 9) return 'welcome.morning';
  if (hour <= 11) return 'welcome.forenoon';
  if (hour <= 13) return 'welcome.noon';
  if (hour < 20) return 'welcome.afternoon';
  return 'welcome.evening';
}
