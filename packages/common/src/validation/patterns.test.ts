import { describe, expect, it } from 'vitest';
import {
  isEmptyValue,
  isNamedPattern,
  NAMED_PATTERNS,
  type NamedPatternKey,
  patternMessage,
  resolvePattern,
  testPattern,
  testRegExp,
  valueToText,
} from './patterns';

const table: Record<NamedPatternKey, { valid: unknown[]; invalid: unknown[]; message: string }> = {
  'n6-16': {
    valid: ['123456', '1234567890123456', 12345678],
    invalid: ['12345', '12345678901234567', '12345a', ' 123456', '-123456'],
    message: '请输入6到16位数字',
  },
  '*6-16': {
    valid: ['abcdef', '六个汉字六个', 'a b c!', '1234567890123456', '😀😀😀😀😀😀'],
    invalid: ['abcde', '12345678901234567', '五个汉字五'],
    message: '请输入6到16位任意字符',
  },
  's6-18': {
    valid: ['abcdef', 'ABCdefGHIjklMNOpqr'],
    invalid: ['abcde', 'abcdefghijklmnopqrs', 'abc123', 'abc|def', 'abc def'],
    message: '请输入6到18位字母',
  },
  url: {
    valid: [
      'http://example.com',
      'https://www.example.com.cn/a/b?x=1&y=2#top',
      'www.baidu.com',
      'ftp://files.example.org:21/pub',
      'http://localhost:8080/api',
      'http://192.168.1.1/x',
    ],
    invalid: ['not a url', 'http://', 'example', 'http://exa mple.com', '://example.com'],
    message: '请输入正确的网址',
  },
  e: {
    valid: ['a@b.cn', 'john.doe+tag@mail.example.com', 'user_1@qq.com', 'x-y@my-domain.org'],
    invalid: ['plain', 'a@b', '@b.com', 'a@.com', 'a..b@c.com', '.a@c.com', 'a b@c.com', 'a@b.c'],
    message: '请输入正确的电子邮件',
  },
  m: {
    valid: ['13812345678', '19912345678', '16600000000', 13912345678],
    invalid: ['12812345678', '10812345678', '1381234567', '138123456789', '23812345678', '+8613812345678'],
    message: '请输入正确的手机号码',
  },
  p: {
    valid: ['100000', '518000', 200030],
    invalid: ['012345', '10000', '1000000', '10000a'],
    message: '请输入正确的邮政编码',
  },
  s: { valid: ['a', 'AbC'], invalid: ['a1', 'a b', 'a|b', '中文'], message: '请输入字母' },
  n: {
    valid: ['0', '123', '-123', '1.5', '-0.25', 3.14, -7],
    invalid: ['1.', '.5', '1.2.3', 'abc', '+1', '1e5', '--1'],
    message: '请输入数字',
  },
  z: { valid: ['0', '42', '-42', 7], invalid: ['1.0', '1.5', 'a', '+1', '4 2'], message: '请输入整数' },
  '*': { valid: ['x', ' ', '0', 0], invalid: ['', null, undefined, []], message: '该项不能为空' },
  money: {
    valid: ['0', '0.5', '0.05', '12', '12.3', '12.34', '1000000.00', 99.9],
    invalid: ['-1', '12.345', '01', '1.', '.5', 'abc', '1,000'],
    message: '请输入正确的金额（最多两位小数）',
  },
};

describe('named patterns', () => {
  for (const [key, { valid, invalid, message }] of Object.entries(table) as Array<
    [NamedPatternKey, (typeof table)[NamedPatternKey]]
  >) {
    describe(key, () => {
      it.each(valid.map((v) => [v]))('accepts %j', (v) => {
        expect(testPattern(key, v)).toBe(true);
      });
      it.each(invalid.map((v) => [v]))('rejects %j', (v) => {
        expect(testPattern(key, v)).toBe(false);
      });
      it('has its message', () => {
        expect(NAMED_PATTERNS[key].message).toBe(message);
        expect(patternMessage(key)).toBe(message);
      });
    });
  }

  it('covers exactly the spec list', () => {
    expect(Object.keys(NAMED_PATTERNS).sort()).toEqual(
      ['n6-16', '*6-16', 's6-18', 'url', 'e', 'm', 'p', 's', 'n', 'z', '*', 'money'].sort(),
    );
  });

  const keys = Object.keys(table).filter((k): k is NamedPatternKey => isNamedPattern(k) && k !== '*');
  it.each(keys)('%s: empty values skip the check', (key) => {
    for (const v of ['', null, undefined, []]) expect(testPattern(key, v)).toBe(true);
  });
});

describe('other patterns are regular expressions of our source', () => {
  it('uses a RegExp as is, safely with the global flag', () => {
    expect(testPattern(/^[A-Z]{2}\d+$/, 'AB12')).toBe(true);
    expect(testPattern(/^[A-Z]{2}\d+$/, 'ab12')).toBe(false);
    expect(testPattern(/^[A-Z]{2}\d+$/, '')).toBe(true);
    const re = /^a+$/g;
    expect(testPattern(re, 'aaa')).toBe(true);
    expect(testPattern(re, 'aaa')).toBe(true);
    expect(testRegExp(re, 'b')).toBe(false);
  });
  it('resolves named patterns', () => {
    expect(resolvePattern('m')).toBe(NAMED_PATTERNS.m.pattern);
    expect(patternMessage('^x$')).toBe('格式不正确');
    expect(patternMessage('^x$', '自定义')).toBe('自定义');
  });
  it('does not treat Object.prototype keys as named', () => {
    expect(isNamedPattern('toString')).toBe(false);
    expect(isNamedPattern('money')).toBe(true);
  });
});

describe('helpers', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [[], true],
    [' ', false],
    [0, false],
    [false, false],
    [['a'], false],
  ])('isEmptyValue(%j) = %s', (v, expected) => {
    expect(isEmptyValue(v)).toBe(expected);
  });
  it('valueToText', () => {
    expect(valueToText('a')).toBe('a');
    expect(valueToText(12.5)).toBe('12.5');
    expect(valueToText(['a', 1])).toBe('a,1');
    expect(valueToText(null)).toBe('');
  });
});
