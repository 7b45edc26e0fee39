import type { FormRule } from 'antd';
import type { t as translate } from '../locales/i18n';

/** Spec §5 mobile: 1, then 3-9, then 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Spec §5 user name: letters, digits and underscore, 4-18 characters (the message says 6 to 18). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,18}$/;

export const mobileRules = (t: typeof translate): FormRule[] => [
  { required: true, message: t('form.mobileRequired') },
  { pattern: MOBILE_PATTERN, message: t('form.mobileInvalid') },
];

/** The server's password policy: 8-64 characters with a letter and a digit. */
export const PASSWORD_POLICY = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

export const usernameRules = (t: typeof translate): FormRule[] => [
  { required: true, message: t('form.usernameRequired') },
  { pattern: /^\w*$/, message: t('form.usernameChars') },
  { pattern: USERNAME_PATTERN, message: t('form.usernameLength') },
];

/** A new password under the server's policy; `required`: the message when it is empty (the password change's). */
export const newPasswordRules = (t: typeof translate, required = t('password.newRequired')): FormRule[] => [
  { required: true, message: required },
  { pattern: PASSWORD_POLICY, message: t('password.policy') },
];

/** "Confirm password" must repeat the field `passwordField`; `required`: the message when it is empty. */
export const confirmPasswordRules = (
  t: typeof translate,
  passwordField = 'password',
  required = t('password.confirmRequired'),
): FormRule[] => [
  { required: true, message: required },
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error(t('password.mismatch'))),
  }),
];

export const emailRules = (t: typeof translate): FormRule[] => [{ type: 'email', message: t('form.emailInvalid') }];
