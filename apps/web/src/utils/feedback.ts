import { type App, Modal, message, notification } from 'antd';

type AppFeedback = ReturnType<typeof App.useApp>;

/**
 * antd's message, notification and modal for code outside components (HTTP client, stores). `FeedbackBridge`
 * swaps the static fallbacks for the context-aware instances of `<App>` so they follow the theme and language.
 */
export const feedback: AppFeedback = {
  message,
  notification,
  modal: Modal as unknown as AppFeedback['modal'],
};
