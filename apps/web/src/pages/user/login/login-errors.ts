import type { Envelope } from '../../../api/types';
import type { MessageKey } from '../../../locales/i18n';

/** Login result codes of spec §8 (200 is success). */
const LOGIN_CODE_MESSAGES: Record<number, MessageKey> = {
  1001: 'login.code1001',
  1002: 'login.code1002',
  1003: 'login.code1003',
  1004: 'login.code1004',
  1005: 'login.code1005',
  1006: 'login.code1006',
};

export type LoginFailure = { key: MessageKey } | { text: string };

/** The message of a refused login: the catalogue text for known codes, else the server's message. */
export function loginFailure(response: Pick<Envelope, 'code' | 'message'> | undefined): LoginFailure {
  const key = response ? LOGIN_CODE_MESSAGES[response.code] : undefined;
  if (key) return { key };
  return response?.message ? { text: response.message } : { key: 'login.requestFailed' };
}

/** Spec: login succeeded only with code 200 (contract §1). */
export const isLoginSuccess = (response: Pick<Envelope, 'success' | 'code'>) =>
  response.success && response.code === 200;
