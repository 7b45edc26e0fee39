import { describe, expect, it } from 'vitest';
import { formatTags, splitIntoTags } from './tags';

describe('tags input', () => {
  it.each([
    ['', []],
    [null, []],
    [undefined, []],
    ['a', ['a']],
    ['ab', ['ab']],
    ['abcde', ['ab', 'cd', 'e']],
    ['新闻资讯', ['新闻', '资讯']],
    ['新闻资讯公告', ['新闻', '资讯', '公告']],
    ['ab;cd;e', ['ab', 'cd', 'e']],
    ['a b；c d', ['ab', 'cd']],
    ['😀😀😀', ['😀😀', '😀']],
  ] as const)('%j -> %j', (text, tags) => {
    expect(splitIntoTags(text)).toEqual(tags);
    expect(formatTags(text)).toBe(tags.join(';'));
  });

  it('is idempotent', () => {
    const once = formatTags('新闻资讯公告x');
    expect(once).toBe('新闻;资讯;公告;x');
    expect(formatTags(once)).toBe(once);
  });
});
