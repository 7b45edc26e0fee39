import type { MessageKey } from '../locales/i18n';

/** What the client knows about a failed call. */
export interface HttpFailure {
  /** HTTP status; undefined when no response arrived. */
  status?: number;
  /** `message` of the JSON body (blob bodies already parsed). */
  serverMessage?: string;
  timedOut?: boolean;
}

/** How the interface reacts to a failed call: the error catalogue of spec §8. */
export type FailureReaction =
  | { kind: 'notify'; messageKey: MessageKey }
  | { kind: 'notify-text'; text: string }
  /** 401: message, then (when logged in) logout and reload after 1.5 s. */
  | { kind: 'unauthorized'; logout: boolean }
  /** Modal '登录已过期' with the button 重新登录. */
  | { kind: 'session-expired' }
  /** The initial password must be changed first: open the (not closable) password dialog. */
  | { kind: 'password-change-required' };

export const TOKEN_EXPIRED_TEXT = 'Token失效';
export const PASSWORD_CHANGE_REQUIRED_TEXT = '首次登录请先修改初始密码';

/**
 * The catalogue's words for a failed call whose answer carries no message of its own (spec §8): a network error,
 * a timeout, a 5xx page of a proxy.
 */
export function catalogueKeyOf(failure: HttpFailure): MessageKey {
  const { status } = failure;
  if (failure.timedOut || status === 504) return 'http.timeout';
  if (status === 401) return 'http.unauthorized';
  if (status === 403) return 'http.forbidden';
  if (status === 404) return 'http.notFound';
  return 'http.requestFailed';
}

export function reactionTo(failure: HttpFailure, loggedIn: boolean): FailureReaction {
  const { status, serverMessage = '' } = failure;
  if (failure.timedOut || status === 504) return { kind: 'notify', messageKey: 'http.timeout' };
  if (status === undefined) return { kind: 'notify', messageKey: 'http.requestFailed' };
  if (loggedIn && serverMessage.includes(TOKEN_EXPIRED_TEXT) && (status === 401 || status === 500)) {
    return { kind: 'session-expired' };
  }
  switch (status) {
    case 401:
      return { kind: 'unauthorized', logout: loggedIn };
    case 403:
      return serverMessage.includes(PASSWORD_CHANGE_REQUIRED_TEXT)
        ? { kind: 'password-change-required' }
        : { kind: 'notify', messageKey: 'http.forbidden' };
    case 404:
      return { kind: 'notify', messageKey: 'http.notFound' };
    default:
      return serverMessage
        ? { kind: 'notify-text', text: serverMessage }
        : { kind: 'notify', messageKey: catalogueKeyOf(failure) };
  }
}
