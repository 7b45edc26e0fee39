import { describe, expect, it } from 'vitest';
import { isSignedDecimal, parseNumberOnBlur, sanitizeNumberInput } from './number';

describe('isSignedDecimal', () => {
  it.each(['0', '12', '-12', '+12', '1.5', '-0.25', '1.', '.5', '-.5'])('accepts %s', (t) => {
    expect(isSignedDecimal(t)).toBe(true);
  });
  it.each(['', '-', '+', '.', '-.', '1.2.3', '1e5', 'abc', '1-2', ' 1', '--1'])('rejects %j', (t) => {
    expect(isSignedDecimal(t)).toBe(false);
  });
});

describe('sanitizeNumberInput (while typing)', () => {
  it.each([
    ['123', '123'],
    ['12a3', '123'],
    ['-12.5', '-12.5'],
    ['+7', '+7'],
    ['1-2', '12'],
    ['--1', '-1'],
    ['1.2.3', '1.23'],
    ['¥1,234.50元', '1234.50'],
    ['abc', ''],
    ['-', '-'],
    ['-.', '-.'],
    [' 4 2 ', '42'],
    ['a-1', '-1'],
    ['１２', ''],
    [12.5, '12.5'],
    [null, ''],
    [undefined, ''],
  ] as const)('%j -> %j', (input, expected) => {
    expect(sanitizeNumberInput(input)).toBe(expected);
  });
});

describe('parseNumberOnBlur', () => {
  it.each([
    ['12', 12],
    ['-12.50', -12.5],
    ['+3', 3],
    ['1.', 1],
    ['.5', 0.5],
    [' 7 ', 7],
    ['-0', 0],
    ['', ''],
    ['-', ''],
    ['.', ''],
    ['abc', ''],
    ['1e5', ''],
    ['1.2.3', ''],
    [42, 42],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
  ] as const)('%j -> %j', (input, expected) => {
    expect(parseNumberOnBlur(input)).toBe(expected);
  });
  it('sanitize then parse round trip', () => {
    expect(parseNumberOnBlur(sanitizeNumberInput('价格: -12.5元'))).toBe(-12.5);
  });
});
