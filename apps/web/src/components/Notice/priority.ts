import { t } from '../../locales/i18n';

/** Priority tags of announcements (spec §2): L general blue, M important orange, H urgent red. */
const tag = (priority: 'L' | 'M' | 'H', color: string) => ({
  color,
  get text() {
    return t(`priority.${priority}`);
  },
});

export const PRIORITY_TAGS: Readonly<Record<string, { text: string; color: string }>> = {
  L: tag('L', 'blue'),
  M: tag('M', 'orange'),
  H: tag('H', 'red'),
};

export const priorityTag = (priority: string | null | undefined) => (priority ? PRIORITY_TAGS[priority] : undefined);
