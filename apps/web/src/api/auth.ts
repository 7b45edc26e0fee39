import { getAction, postAction } from './http';
import type { Depart, LoginResult, PermissionResult, SiteInfo, UserInfo } from './types';

export interface AccountCredentials {
  username: string;
  password: string;
  captcha: string;
  checkKey: string;
  remember_me: boolean;
}

/** SMS code purposes of `/sys/sms` (contract §2.4). */
export const SmsMode = { login: '0', register: '1', forgotPassword: '2' } as const;

export const captchaImage = (checkKey: string) => getAction<string>(`/sys/randomImage/${encodeURIComponent(checkKey)}`);

export const login = (credentials: AccountCredentials) => postAction<LoginResult>('/sys/login', credentials);

export const phoneLogin = (mobile: string, captcha: string) =>
  postAction<LoginResult>('/sys/phoneLogin', { mobile, captcha });

export const sendSmsCode = (mobile: string, smsmode: (typeof SmsMode)[keyof typeof SmsMode]) =>
  postAction<unknown>('/sys/sms', { mobile, smsmode });

/** The token is passed explicitly: the local session is already cleared when the server is told. */
export const logout = (token: string) =>
  postAction<unknown>('/sys/logout', undefined, { headers: { 'X-Access-Token': token }, silent: true });

/** Silent: the navigation guard reacts to a failure itself (spec §2). */
export const userPermissions = () =>
  getAction<PermissionResult>('/sys/permission/getUserPermissionByToken', undefined, { silent: true });

export const currentUserSites = () =>
  getAction<{ list: SiteInfo[]; siteId?: string | null }>('/sys/user/getCurrentUserSites');

export const currentUserDeparts = () =>
  getAction<{ list: Depart[]; orgCode?: string | null }>('/sys/user/getCurrentUserDeparts');

export const selectSite = (siteId: string, username: string) =>
  postAction<{ userInfo: UserInfo }>('/sys/selectDepart', { siteId, username });

export const selectDepart = (orgCode: string, username: string) =>
  postAction<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username });

export interface PasswordChange {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export const updatePassword = (change: PasswordChange) => postAction<unknown>('/sys/user/updatePassword', change);

export interface Registration {
  username: string;
  password: string;
  phone: string;
  smscode: string;
  email?: string;
}

export const register = (registration: Registration) => postAction<unknown>('/sys/user/register', registration);

export const verifyPhone = (phone: string, smscode: string) =>
  postAction<{ smscode: string; username: string }>('/sys/user/phoneVerification', { phone, smscode });

export const resetPassword = (params: { username: string; password: string; smscode: string; phone: string }) =>
  getAction<unknown>('/sys/user/passwordChange', params);
