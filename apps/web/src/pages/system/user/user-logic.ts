import { FORM_MESSAGES } from '@yunzhan/common/validation/index';
import type { FormRule } from 'antd';
import { type DepartLink, USER_STATUS, type UserStatus } from '../../../api/user';
import { type t as translate, translated } from '../../../locales/i18n';
import {
  confirmPasswordRules,
  emailRules,
  MOBILE_PATTERN,
  newPasswordRules,
  usernameRules,
} from '../../../utils/form-rules';

/** The account nobody may freeze (the server refuses it too). */
export const ADMIN_USERNAME = 'admin';

export const USER_TEXTS = translated({
  freeze: 'user.freeze',
  unfreeze: 'user.unfreeze',
  confirmFreeze: 'user.confirmFreeze',
  confirmUnfreeze: 'user.confirmUnfreeze',
  batchTitle: 'user.batchTitle',
  batchFreeze: 'user.batchFreeze',
  batchUnfreeze: 'user.batchUnfreeze',
  adminRefused: 'user.adminRefused',
});

/** Email column width of sys_user. */
const EMAIL_MAX = 45;

/** The user form's rules in the wording of spec §5 (user name, mobile, email); uniqueness is checked on blur. */
export function userFormRules(t: typeof translate): Record<string, FormRule[]> {
  return {
    username: usernameRules(t),
    phone: [{ pattern: MOBILE_PATTERN, message: t('form.mobileInvalid') }],
    email: [...emailRules(t), { max: EMAIL_MAX, message: FORM_MESSAGES.maxLength(EMAIL_MAX) }],
  };
}

/** The add-user form's 登录密码 and 确认密码, in JeecgBoot's user-form words (not the password change's). */
export const newUserPasswordRules = (t: typeof translate): Record<'password' | 'confirmpassword', FormRule[]> => ({
  password: newPasswordRules(t, t('user.passwordRequired')),
  confirmpassword: confirmPasswordRules(t, 'password', t('user.confirmPasswordRequired')),
});

/** What the row's freeze action does: freeze a normal user, unfreeze a frozen one. */
export function statusToggle(row: Readonly<Record<string, unknown>>): {
  status: UserStatus;
  label: string;
  confirm: string;
} {
  return Number(row.status) === USER_STATUS.frozen
    ? { status: USER_STATUS.normal, label: USER_TEXTS.unfreeze, confirm: USER_TEXTS.confirmUnfreeze }
    : { status: USER_STATUS.frozen, label: USER_TEXTS.freeze, confirm: USER_TEXTS.confirmFreeze };
}

/** A batch freeze or unfreeze touching the administrator is refused before asking the server. */
export const includesAdmin = (rows: readonly Readonly<Record<string, unknown>>[]) =>
  rows.some((row) => row.username === ADMIN_USERNAME);

/** The department ids of userDepartList's answer, as the tree select's value. */
export const departIdsOf = (links: readonly DepartLink[] | null | undefined) => (links ?? []).map((d) => d.value);
