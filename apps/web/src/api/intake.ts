import { getAction } from './http';

/** Unread public submissions of the current site per form page (`cms/FeedbackList` → 3). */
export const intakeUnread = () => getAction<Record<string, number>>('/intake/unread');
