import { type App, Modal, message, notification } from 'antd';
import { serverText } from '../locales/server-messages';

type AppFeedback = ReturnType<typeof App.useApp>;
type MessageApi = AppFeedback['message'];

type Content = Parameters<MessageApi['info']>[0];

/** A message's text in the interface language, given as text or as a message config (`{ content, key }`). */
function translate(content: Content): Content {
  if (typeof content === 'string') return serverText(content);
  if (content && typeof content === 'object' && 'content' in content && typeof content.content === 'string') {
    return { ...content, content: serverText(content.content) };
  }
  return content;
}

/** A message API that shows the server's known messages in the interface language (`serverText`). */
export function withServerTexts(api: MessageApi): MessageApi {
  const wrap =
    (show: MessageApi['info']): MessageApi['info'] =>
    (content, ...rest) =>
      show(translate(content), ...rest);
  return {
    ...api,
    info: wrap(api.info),
    success: wrap(api.success),
    warning: wrap(api.warning),
    error: wrap(api.error),
    loading: wrap(api.loading),
  };
}

/**
 * antd's message, notification and modal for code outside components (HTTP client, stores). `FeedbackBridge`
 * swaps the static fallbacks for the context-aware instances of `<App>` so they follow the theme and language.
 */
export const feedback: AppFeedback = {
  message: withServerTexts(message),
  notification,
  modal: Modal as unknown as AppFeedback['modal'],
};
