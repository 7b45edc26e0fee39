import type { FORM_MESSAGES } from './form';
import type { NamedPatternKey } from './patterns';

/** Languages of the staff interface: the spec's Chinese and English. */
export type UiLanguage = 'zh' | 'en';

/** `FORM_MESSAGES` in the English interface. */
export const FORM_MESSAGES_EN: {
  readonly [K in keyof typeof FORM_MESSAGES]: (typeof FORM_MESSAGES)[K] extends string ? string : (n: number) => string;
} = {
  mobileRequired: 'Enter the mobile number',
  mobile: 'Enter a valid mobile number',
  userNameRequired: 'Enter the username',
  userNameChars: 'Letters, digits and underscores only',
  userNameLength: '6 to 18 characters',
  email: 'Not a valid e-mail address',
  naturalNumber: 'Enter a natural number',
  english: 'Enter English letters',
  telephone: 'Enter a valid landline number',
  bankCard: 'Enter a valid bank card number',
  idNumber: 'Enter a valid ID number',
  idCard: 'Enter a valid ID card number',
  qq: 'Enter a valid QQ number',
  url: 'Enter a URL starting with http or https',
  enNum0to20: 'Up to 20 English letters and digits',
  cnEnSpace2to100: '2 to 100 Chinese or English letters and spaces',
  numLinefeed: 'Digits and line breaks only',
  char0to255: 'Up to 255 characters',
  required: 'This field is required',
  minLength: (n) => `At least ${n} characters`,
  maxLength: (n) => `At most ${n} characters`,
  minChecked: (n) => `Choose at least ${n}`,
  maxChecked: (n) => `Choose at most ${n}`,
  loginUsername: 'Enter your username',
  loginPassword: 'Enter your password',
  loginCaptcha: 'Enter the captcha',
  oldPassword: 'Enter the old password!',
  newPassword: 'Enter the new password!',
  confirmPassword: 'Confirm the new password!',
  passwordMismatch: 'The two passwords differ!',
};

/** The named patterns' default messages in the English interface. */
export const PATTERN_MESSAGES_EN: Readonly<Record<NamedPatternKey, string>> = {
  'n6-16': 'Enter 6 to 16 digits',
  '*6-16': 'Enter 6 to 16 characters',
  's6-18': 'Enter 6 to 18 letters',
  url: 'Enter a valid URL',
  e: 'Enter a valid e-mail address',
  m: 'Enter a valid mobile number',
  p: 'Enter a valid postcode',
  s: 'Enter letters',
  n: 'Enter a number',
  z: 'Enter a whole number',
  '*': 'This field cannot be empty',
  money: 'Enter a valid amount (at most two decimals)',
};

/** A label inside an English sentence ('Enter product name'): lower-case first letter, acronyms ('URL path') kept. */
export const inSentence = (label: string): string =>
  /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
