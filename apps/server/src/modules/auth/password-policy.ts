import { ApiError } from '../../core/errors.js';

export const PASSWORD_POLICY_MESSAGE = '密码长度8到64位，且须同时包含字母和数字';

/** New passwords: 8-64 characters with at least one letter and one digit. */
export function assertPasswordPolicy(password: string): void {
  if (password.length < 8 || password.length > 64 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw new ApiError(PASSWORD_POLICY_MESSAGE);
  }
}
