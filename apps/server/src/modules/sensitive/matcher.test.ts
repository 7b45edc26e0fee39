import { describe, expect, it } from 'vitest';
import { maskMatches, WordMatcher } from './matcher.js';

describe('WordMatcher', () => {
  it('finds every occurrence, overlapping and nested, in one pass', () => {
    const m = new WordMatcher(['he', 'she', 'his', 'hers', '赌博', '博彩']);
    const words = (t: string) => m.matches(t).map((x) => `${x.word}@${x.start}`);
    expect(words('ushers')).toEqual(['she@1', 'he@2', 'hers@2']);
    expect(words('网上赌博彩票')).toEqual(['赌博@2', '博彩@3']);
    expect(words('nothing here?')).toEqual(['he@8']);
    expect(words('')).toEqual([]);
  });

  it('ignores case of Latin letters and counts surrogate pairs right', () => {
    const m = new WordMatcher(['Spam', '𠮷野']);
    expect(m.matches('SPAM and spam').map((x) => x.start)).toEqual([0, 9]);
    const text = 'a𠮷野家';
    const [hit] = m.matches(text);
    expect(text.slice(hit.start, hit.end)).toBe('𠮷野');
  });

  it('masks matched characters one star each', () => {
    const m = new WordMatcher(['赌博', '博彩', '𠮷野']);
    expect(maskMatches('网上赌博彩票', m.matches('网上赌博彩票'))).toBe('网上***票');
    expect(maskMatches('𠮷野家', m.matches('𠮷野家'))).toBe('**家');
  });
});
