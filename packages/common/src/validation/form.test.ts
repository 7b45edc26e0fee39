import { describe, expect, it } from 'vitest';
import {
  changePasswordRules,
  charLength,
  checkboxGroupRules,
  countRule,
  type FieldRules,
  FORM_MESSAGES,
  firstError,
  formRules,
  isChineseIdCard,
  lengthRule,
  loginRules,
  patternRule,
  requiredLengthRules,
  requiredRule,
  sameAsFieldRule,
  toAntdRules,
  toZodRefinement,
  validateValues,
} from './form';

type Case = [value: unknown, expected: string | undefined];

const run = (name: string, rules: FieldRules, cases: Case[]) => {
  describe(name, () => {
    it.each(cases)('%j -> %s', (value, expected) => {
      expect(firstError(rules, value)).toBe(expected);
    });
  });
};

run('mobile', formRules.mobile, [
  ['', '请输入手机号'],
  [null, '请输入手机号'],
  ['13812345678', undefined],
  ['19912345678', undefined],
  ['12812345678', '请输入正确手机号'],
  ['1381234567', '请输入正确手机号'],
  ['138123456789', '请输入正确手机号'],
]);

run('userName (message says 6-18, check is 4-18)', formRules.userName, [
  ['', '请输入用户名'],
  [undefined, '请输入用户名'],
  ['abcd', undefined],
  ['user_01', undefined],
  ['a23456789012345678', undefined],
  ['abc', '长度6到18个字符'],
  ['a234567890123456789', '长度6到18个字符'],
  ['ab-cd', '只允许字母、数字、下划线'],
  ['用户名称', '只允许字母、数字、下划线'],
  ['ab', '长度6到18个字符'],
  ['a b', '只允许字母、数字、下划线'],
]);

run('email (optional)', formRules.email, [
  ['', undefined],
  [undefined, undefined],
  ['a@b.cn', undefined],
  ['john.doe@example.com', undefined],
  ['john', '邮箱格式不正确'],
  ['john@', '邮箱格式不正确'],
  ['john@example', '邮箱格式不正确'],
]);

run('naturalNumber', formRules.naturalNumber, [
  ['0', undefined],
  ['7', undefined],
  [120, undefined],
  ['', undefined],
  ['-1', '请输入自然数'],
  ['1.5', '请输入自然数'],
  ['007', '请输入自然数'],
  ['a', '请输入自然数'],
]);

run('english', formRules.english, [
  ['Hello', undefined],
  ['a', undefined],
  ['hello world', '请输入英文字符'],
  ['abc1', '请输入英文字符'],
  ['中文', '请输入英文字符'],
]);

run('telephone', formRules.telephone, [
  ['010-12345678', undefined],
  ['0755-1234567', undefined],
  ['010-123456', '请输入正确的座机号'],
  ['01012345678', '请输入正确的座机号'],
  ['abc010-12345678', '请输入正确的座机号'],
  ['010-123456789', '请输入正确的座机号'],
]);

run('bankCard (9-19 digits, first not 0)', formRules.bankCard, [
  ['123456789', undefined],
  ['6222021234567890123', undefined],
  ['12345678', '请输入正确的银行卡号码'],
  ['62220212345678901234', '请输入正确的银行卡号码'],
  ['0123456789', '请输入正确的银行卡号码'],
  ['6222 0212 3456', '请输入正确的银行卡号码'],
]);

run('idNumber (up to 50 alphanumerics)', formRules.idNumber, [
  ['E12345678', undefined],
  ['a'.repeat(50), undefined],
  ['a'.repeat(51), '请输入正确的证件号码'],
  ['AB-123', '请输入正确的证件号码'],
]);

run('idCard', formRules.idCard, [
  ['11010519491231002X', undefined],
  ['11010519491231002x', undefined],
  ['110101199003077774', undefined],
  ['440308199901011234', undefined],
  ['110105491231002', undefined],
  ['', undefined],
  ['110101199003077777', '请输入正确的身份证号码'],
  ['110101199002307774', '请输入正确的身份证号码'],
  ['110101199013077774', '请输入正确的身份证号码'],
  ['010101199003077774', '请输入正确的身份证号码'],
  ['11010119900307777', '请输入正确的身份证号码'],
  ['110105490231002', '请输入正确的身份证号码'],
  ['abc', '请输入正确的身份证号码'],
]);

run('qq (5-12 digits)', formRules.qq, [
  ['10000', undefined],
  ['123456789012', undefined],
  ['1234', '请输入正确的QQ号码'],
  ['1234567890123', '请输入正确的QQ号码'],
  ['01234', '请输入正确的QQ号码'],
]);

run('url (http/https)', formRules.url, [
  ['http://example.com', undefined],
  ['https://www.example.com.cn/path?q=1#x', undefined],
  ['ftp://example.com', '请输入以http和https开头的网址'],
  ['www.example.com', '请输入以http和https开头的网址'],
  ['http://localhost', '请输入以http和https开头的网址'],
]);

run('enNum0to20', formRules.enNum0to20, [
  ['abc123', undefined],
  ['a'.repeat(20), undefined],
  ['a'.repeat(21), '请输入20位以内的英文字符和数字'],
  ['abc_1', '请输入20位以内的英文字符和数字'],
]);

run('cnEnSpace2to100', formRules.cnEnSpace2to100, [
  ['中文', undefined],
  ['Hello 世界', undefined],
  ['中'.repeat(100), undefined],
  ['中', '请输入2到100位的中英文字符和空格'],
  ['中'.repeat(101), '请输入2到100位的中英文字符和空格'],
  ['abc1', '请输入2到100位的中英文字符和空格'],
  ['a*b', '请输入2到100位的中英文字符和空格'],
]);

run('numLinefeed', formRules.numLinefeed, [
  ['123', undefined],
  ['1\n2\r\n3', undefined],
  ['1 2', '请输入数字和换行符'],
  ['1a', '请输入数字和换行符'],
]);

run('char0to255', formRules.char0to255, [
  ['x'.repeat(255), undefined],
  ['中'.repeat(255), undefined],
  ['a\nb', undefined],
  ['x'.repeat(256), '请输入255位以内的字符'],
]);

describe('requiredLengthRules', () => {
  it('required only', () => {
    const rules = requiredLengthRules();
    expect(rules).toHaveLength(1);
    expect(firstError(rules, '')).toBe(FORM_MESSAGES.required);
    expect(firstError(rules, 'x')).toBeUndefined();
  });
  it.each([
    ['', '必填'],
    ['a', '最小长度2位字符'],
    ['ab', undefined],
    ['中文字', undefined],
    ['abcde', undefined],
    ['abcdef', '最大长度5位字符'],
  ])('(2, 5) %j -> %s', (value, expected) => {
    expect(firstError(requiredLengthRules(2, 5, '必填'), value)).toBe(expected);
  });
  it('max only', () => {
    expect(firstError(requiredLengthRules(undefined, 3), 'abcd')).toBe('最大长度3位字符');
  });
});

describe('checkboxGroupRules', () => {
  it.each([
    [[], '请选择'],
    [undefined, '请选择'],
    [['a'], '最少选择2项'],
    [['a', 'b'], undefined],
    [['a', 'b', 'c'], undefined],
    [['a', 'b', 'c', 'd'], '最多选择3项'],
  ])('(2, 3) %j -> %s', (value, expected) => {
    expect(firstError(checkboxGroupRules(2, 3, '请选择'), value)).toBe(expected);
  });
});

describe('loginRules', () => {
  it('prompts', () => {
    expect(validateValues(loginRules, {})).toEqual({
      username: '请输入帐户名',
      password: '请输入密码',
      captcha: '请输入验证码',
    });
    expect(validateValues(loginRules, { username: 'admin', password: '123456', captcha: 'ab12' })).toEqual({});
  });
});

describe('changePasswordRules', () => {
  it.each([
    [{}, { oldpassword: '请输入旧密码!', password: '请输入新密码!', confirmpassword: '请确认新密码!' }],
    [{ oldpassword: 'a', password: 'b', confirmpassword: 'c' }, { confirmpassword: '两次输入的密码不一样！' }],
    [{ oldpassword: 'a', password: 'b', confirmpassword: 'b' }, {}],
    [
      { oldpassword: 'a', password: '', confirmpassword: 'b' },
      { password: '请输入新密码!', confirmpassword: '两次输入的密码不一样！' },
    ],
  ])('%j', (values, errors) => {
    expect(validateValues(changePasswordRules, values)).toEqual(errors);
  });
});

describe('rule builders', () => {
  it('requiredRule is marked required', () => {
    expect(requiredRule('x').required).toBe(true);
    expect(patternRule(/a/, 'x').required).toBeUndefined();
  });
  it('lengthRule counts code points and skips empty', () => {
    const r = lengthRule({ min: 2, max: 3 }, 'len');
    expect(r.validate('😀😀')).toBeUndefined();
    expect(r.validate('😀')).toBe('len');
    expect(r.validate('')).toBeUndefined();
    expect(charLength('😀中a')).toBe(3);
  });
  it('countRule counts array items', () => {
    const r = countRule({ max: 1 }, 'cnt');
    expect(r.validate(['a'])).toBeUndefined();
    expect(r.validate(['a', 'b'])).toBe('cnt');
    expect(r.validate('a')).toBeUndefined();
  });
  it('sameAsFieldRule compares with another field', () => {
    const r = sameAsFieldRule('password', 'diff');
    expect(r.validate('a', { password: 'a' })).toBeUndefined();
    expect(r.validate('a', { password: 'b' })).toBe('diff');
    expect(r.validate('a')).toBe('diff');
    expect(r.validate('', { password: 'b' })).toBeUndefined();
  });
});

describe('isChineseIdCard', () => {
  it('checks the checksum and the date', () => {
    expect(isChineseIdCard('11010519491231002X')).toBe(true);
    expect(isChineseIdCard('110105194912310021')).toBe(false);
    expect(isChineseIdCard('11010520000229001X')).toBe(false);
    expect(isChineseIdCard('110105490229002')).toBe(false);
    expect(isChineseIdCard('110105480229002')).toBe(true);
  });
});

describe('adapters', () => {
  it('toAntdRules resolves or rejects with the message, reading all values', async () => {
    const form = { getFieldsValue: () => ({ password: 'secret' }) };
    const [required, same] = toAntdRules(changePasswordRules.confirmpassword).map((r) => r(form));
    expect(required.required).toBe(true);
    expect(same.required).toBeUndefined();
    await expect(required.validator({}, '')).rejects.toThrow('请确认新密码!');
    await expect(same.validator({}, 'other')).rejects.toThrow('两次输入的密码不一样！');
    await expect(same.validator({}, 'secret')).resolves.toBeUndefined();
  });

  it('toZodRefinement adds the first failure as a custom issue', () => {
    const issues: Array<{ code: string; message: string }> = [];
    const ctx = { addIssue: (issue: { code: 'custom'; message: string }) => issues.push(issue) };
    const refine = toZodRefinement(formRules.mobile);
    refine('13812345678', ctx);
    expect(issues).toEqual([]);
    refine('', ctx);
    refine('123', ctx);
    expect(issues).toEqual([
      { code: 'custom', message: '请输入手机号' },
      { code: 'custom', message: '请输入正确手机号' },
    ]);
  });

  it('toZodRefinement passes all values for cross-field rules', () => {
    const issues: string[] = [];
    const ctx = { addIssue: (issue: { message: string }) => issues.push(issue.message) };
    toZodRefinement(changePasswordRules.confirmpassword, { password: 'a' })('b', ctx);
    expect(issues).toEqual(['两次输入的密码不一样！']);
  });
});
