import type { App } from 'antd';
import { RefusedError } from '../api/system-tree';
import { serverText } from '../locales/server-messages';

type MessageApi = ReturnType<typeof App.useApp>['message'];

/**
 * `onError` of a mutation: a refusal (`success: false`) shows the server's message; failed HTTP calls were
 * already reported by the HTTP client's error catalogue.
 */
export const showRefusal = (message: MessageApi) => (error: unknown) => {
  if (error instanceof RefusedError) message.warning(serverText(error.message));
};
